import { NavLink } from "react-router";
import { useTranslations } from "use-intl";
import type { MessageKey } from "../../../i18n/messages.ts";
import { useSite } from "../use-site.ts";

const topics: { path: string; title: MessageKey; mobileOnly?: boolean }[] = [
  { path: "/support", title: "i18n_support_title" },
  { path: "/support/faqs", title: "i18n_faqs_title" },
  { path: "/support/troubleshooting", title: "i18n_troubleshooting_title" },
  { path: "/support/tutorials", title: "i18n_tutorials_title" },
  { path: "/support/downloads", title: "i18n_downloads_title" },
  { path: "/support/comments", title: "i18n_comments_title" },
  { path: "/support/checkCategory", title: "i18n_check_category_title", mobileOnly: true },
];

/** Support topics: a side menu on desktop, a scrolling tab row on mobile. */
export function SupportNav() {
  const t = useTranslations();
  const { href, device } = useSite();
  return (
    <nav className="support-nav" aria-label={t("i18n_support_menu")}>
      {topics
        .filter((topic) => device === "mobile" || !topic.mobileOnly)
        .map((topic) => (
          <NavLink key={topic.path} to={href(topic.path)} end>
            {t(topic.title)}
          </NavLink>
        ))}
    </nav>
  );
}

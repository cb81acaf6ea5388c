import { data, useMatches } from "react-router";
import { useTranslations } from "use-intl";
import type { MessageKey } from "../../i18n/messages.ts";
import { detectDevice } from "../../server/request/detect-device.ts";
import { requireCustomerId } from "../.server/accounts/require-customer.ts";
import { pageMeta } from "../components/page-title.ts";
import { PersonalFrame } from "../components/personal/personal-frame.tsx";
import { useSite } from "../components/use-site.ts";
import type { Route } from "./+types/placeholder-screen";

/** Title and section of the screens whose content later work fills in, by route id. */
const screens: Record<string, { title: MessageKey; section?: "personal" }> = {
  "product-search": { title: "i18n_search_title" },
  "choose-step": { title: "i18n_choose_step_title" },
  "choose-result": { title: "i18n_choose_result_title" },
  "personal-coupons": { title: "i18n_coupons_title", section: "personal" },
  privacy: { title: "i18n_privacy_title" },
  terms: { title: "i18n_terms_title" },
  sitemap: { title: "i18n_sitemap_title" },
  "shopping-cart": { title: "i18n_cart_title" },
  support: { title: "i18n_support_title" },
  "support-faqs": { title: "i18n_faqs_title" },
  "support-troubleshooting": { title: "i18n_troubleshooting_title" },
  "support-tutorials": { title: "i18n_tutorials_title" },
  "support-downloads": { title: "i18n_downloads_title" },
  "support-comments": { title: "i18n_comments_title" },
  "support-check-category": { title: "i18n_check_category_title" },
};

/**
 * /support/checkCategory exists on the mobile site only; the personal area is a signed-in shopper's, its
 * screens still to be filled included (a visitor goes to login and comes back).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  if (pathname.endsWith("/support/checkCategory") && detectDevice(request) === "desktop") {
    throw data(null, { status: 404 });
  }
  if (pathname.includes("/personal/")) await requireCustomerId(request, context);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const own = matches.at(-1);
  return pageMeta(matches, screens[own?.id ?? ""]?.title ?? "i18n_brand_name");
};

export default function PlaceholderScreen() {
  const t = useTranslations();
  const { href } = useSite();
  const id = useMatches().at(-1)?.id ?? "";
  const screen = screens[id];
  if (!screen) return null;
  const content = (
    <>
      <h1>{t(screen.title)}</h1>
      <p className="empty">{t("i18n_placeholder_text")}</p>
      <a className="button button-primary" href={href("/product/list")}>
        {t("i18n_nav_all_products")}
      </a>
    </>
  );
  if (screen.section === "personal") return <PersonalFrame>{content}</PersonalFrame>;
  return (
    <div className="placeholder-screen container">
      <section>{content}</section>
    </div>
  );
}

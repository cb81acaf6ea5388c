import { data, useMatches } from "react-router";
import { useTranslations } from "use-intl";
import type { MessageKey } from "../../i18n/messages.ts";
import { detectDevice } from "../../server/request/detect-device.ts";
import { pageMeta } from "../components/page-title.ts";
import { useSite } from "../components/use-site.ts";
import type { Route } from "./+types/placeholder-screen";

/** Title of the screens whose content later work fills in, by route id. */
const screens: Record<string, { title: MessageKey }> = {
  "product-search": { title: "i18n_search_title" },
  "choose-step": { title: "i18n_choose_step_title" },
  "choose-result": { title: "i18n_choose_result_title" },
  "shopping-cart": { title: "i18n_cart_title" },
  "support-comments": { title: "i18n_comments_title" },
  "support-check-category": { title: "i18n_check_category_title" },
};

/** /support/checkCategory exists on the mobile site only. */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  if (pathname.endsWith("/support/checkCategory") && detectDevice(request) === "desktop") {
    throw data(null, { status: 404 });
  }
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
  return (
    <div className="placeholder-screen container">
      <section>{content}</section>
    </div>
  );
}

import { useTranslations } from "use-intl";
import { cacheablePageHeaders } from "../../server/request/cacheable-page.ts";
import { loadDeals } from "../.server/catalog/load-deals.ts";
import { DealCountdown } from "../components/deal-countdown.tsx";
import { EmptyState } from "../components/empty-state.tsx";
import { gridImageLoading, MediaImage } from "../components/media-image.tsx";
import { pageMeta } from "../components/page-title.ts";
import { useSite } from "../components/use-site.ts";
import stylesheet from "../styles/discovery.css?url";
import type { Route } from "./+types/product-deals";

export const headers = cacheablePageHeaders;
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "route" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadDeals(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "i18n_deals_title");

/** The running flash deals, each with its live countdown; the soonest to end first. */
export default function ProductDeals({ loaderData }: Route.ComponentProps) {
  const t = useTranslations();
  const { href } = useSite();
  const { deals, serverNow } = loaderData;
  return (
    <div className="container deals-page">
      <header className="deals-head">
        <h1>{t("i18n_deals_title")}</h1>
        <p>{t("i18n_deals_intro")}</p>
      </header>
      {deals.length === 0 ? (
        <EmptyState
          text={t("i18n_deals_none")}
          action={{ href: href("/product/list"), label: t("i18n_empty_action") }}
        />
      ) : (
        <ul className="deal-grid">
          {deals.map((deal, index) => (
            <li key={deal.dealId} className="deal-card">
              <div className="deal-card-media">
                <MediaImage
                  media={deal.img}
                  alt=""
                  sizes="(max-width: 700px) 40vw, 280px"
                  width={560}
                  height={560}
                  loading={gridImageLoading(index, 2)}
                />
              </div>
              <div className="deal-card-body">
                <h2 className="deal-card-name">
                  <a href={href(deal.path)}>{deal.name}</a>
                </h2>
                {deal.showSpecName ? <p className="deal-card-spec">{deal.spec.name}</p> : null}
                <p className="price price-large">
                  <span className="price-current">
                    <span className="visually-hidden">{t("i18n_product_current_price")} </span>
                    {deal.spec.price}
                  </span>
                  {deal.spec.origPrice ? (
                    <s className="price-original">
                      <span className="visually-hidden">{t("i18n_product_original_price")} </span>
                      {deal.spec.origPrice}
                    </s>
                  ) : null}
                </p>
                {deal.spec.saving ? (
                  <p className="badge badge-save">{t("i18n_product_save", { amount: deal.spec.saving })}</p>
                ) : null}
                <DealCountdown endsAt={deal.endsAt} serverNow={serverNow} />
                <a className="button button-primary button-small" href={href(deal.path)}>
                  {t("i18n_deals_shop")}
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { useState } from "react";
import { useTranslations } from "use-intl";
import type { MessageKey } from "../../i18n/messages.ts";
import { cacheablePageHeaders } from "../../server/request/cacheable-page.ts";
import { loadSearch } from "../.server/catalog/load-search.ts";
import { Icon } from "../components/icons.tsx";
import { gridImageLoading } from "../components/media-image.tsx";
import { pageMeta } from "../components/page-title.ts";
import { ProductCard } from "../components/product-card.tsx";
import { useRulesOnDemand } from "../components/use-rules-on-demand.ts";
import { useSite } from "../components/use-site.ts";
import searchStyles from "../styles/search.css?url";
import type { Route } from "./+types/product-search";

export const headers = cacheablePageHeaders;

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: searchStyles, precedence: "route" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSearch(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "i18n_search_title", { noindex: true });

const loadKeywordRule = () =>
  import("../../modules/catalog/search-schemas.ts").then((schemas) => schemas.searchKeyword);

/** Search results: the keyword's matches with their count and paging, or best sellers when none match. */
export default function ProductSearch({ loaderData }: Route.ComponentProps) {
  const t = useTranslations();
  const { href, device } = useSite();
  const { keyword, error, cards, recommended, total, page, pageCount } = loaderData;
  const [clientError, setClientError] = useState<string | null>(null);
  // The keyword's rule is imported when the form is first used, so zod stays out of the page's load (issue 15).
  const keywordRule = useRulesOnDemand(loadKeywordRule);
  const shownError = clientError ?? error;
  const pageHref = (target: number) =>
    href(`/product/search?${new URLSearchParams({ productName: keyword, page: String(target) })}`);

  return (
    <div className="container search-page">
      <h1>{t("i18n_search_title")}</h1>
      <search>
        <form
          className="search-page-form"
          method="get"
          action={href("/product/search")}
          noValidate
          onFocus={keywordRule.prepare}
          onSubmit={(event) => {
            if (keywordRule.holdSend(event)) return;
            const input = event.currentTarget.elements.namedItem("productName") as HTMLInputElement;
            const checked = keywordRule.loaded()?.safeParse(input.value);
            if (!checked) {
              setClientError(null);
              return;
            }
            setClientError(checked.success ? null : (checked.error.issues[0]?.message ?? null));
            if (!checked.success) {
              event.preventDefault();
              input.focus();
            }
          }}
        >
          <input
            key={keyword}
            type="search"
            name="productName"
            defaultValue={keyword}
            maxLength={100}
            aria-label={t("i18n_nav_search")}
            placeholder={t("i18n_nav_search_placeholder")}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? "search-error" : undefined}
            onInput={() => setClientError(null)}
          />
          <button type="submit" className="button button-primary">
            <Icon name="search" size={18} />
            <span className={device === "mobile" ? "visually-hidden" : undefined}>
              {t("i18n_search_submit")}
            </span>
          </button>
        </form>
      </search>
      {shownError ? (
        <p id="search-error" className="search-error" role="alert">
          {t(shownError as MessageKey)}
        </p>
      ) : null}

      {cards.length === 0 && recommended.length === 0 ? (
        <p className="search-hint">{t("i18n_search_hint")}</p>
      ) : null}

      {keyword && !error && total > 0 ? (
        <>
          <p className="search-count" aria-live="polite">
            {t("i18n_search_result_length", { count: total, productName: keyword })}
          </p>
          <div className="product-grid">
            {cards.map((card, index) => (
              <ProductCard key={card.id} card={card} loading={gridImageLoading(index, 4)} headingLevel={2} />
            ))}
          </div>
          {pageCount > 1 ? (
            <nav className="pagination" aria-label={t("i18n_common_page_of", { page, pageCount })}>
              {page > 1 ? <a href={pageHref(page - 1)}>{t("i18n_common_previous")}</a> : <span />}
              <span>{t("i18n_common_page_of", { page, pageCount })}</span>
              {page < pageCount ? <a href={pageHref(page + 1)}>{t("i18n_common_next")}</a> : <span />}
            </nav>
          ) : null}
        </>
      ) : null}

      {keyword && !error && total === 0 ? (
        <section className="search-none" aria-labelledby="search-recommended">
          <p className="search-none-message" role="status">
            {t("i18n_search_no_results", { productName: keyword })}
          </p>
          <h2 id="search-recommended">{t("i18n_home_best_sellers")}</h2>
          <div className="product-grid">
            {recommended.map((card) => (
              <ProductCard key={card.id} card={card} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}

import { Form, useSubmit } from "react-router";
import { useTranslations } from "use-intl";
import { cacheablePageHeaders } from "../.server/cacheable-page.ts";
import { loadGoodsList } from "../.server/load-goods-list.ts";
import { MediaImage } from "../components/media-image.tsx";
import { pageMeta } from "../components/page-title.ts";
import { ProductCard } from "../components/product-card.tsx";
import { useSite } from "../components/use-site.ts";
import type { Route } from "./+types/product-list";

export const headers = cacheablePageHeaders;

export function loader({ request, context }: Route.LoaderArgs) {
  const isAccessories = /\/accessory\/list$/.test(new URL(request.url).pathname);
  return loadGoodsList(request, context, isAccessories ? 2 : 1);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, loaderData?.type === 2 ? "i18n_accessory_list_title" : "i18n_list_title");

/** Product list and accessory list: filter chips, sort, count, and the entries to the quiz and comparison. */
export default function GoodsList({ loaderData }: Route.ComponentProps) {
  const t = useTranslations();
  const { href } = useSite();
  const submit = useSubmit();
  const { type, sort, filterParam, activeFilter, filters, banner, cards, total, pageNum, pageCount } =
    loaderData;
  const listPath = type === 1 ? "/product/list" : "/accessory/list";
  const query = (changes: Record<string, string | number | null>) => {
    const params = new URLSearchParams();
    if (activeFilter) params.set(filterParam, String(activeFilter));
    if (sort !== "new") params.set("sort", sort);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) params.delete(key);
      else params.set(key, String(value));
    }
    const search = params.toString();
    return href(`${listPath}${search ? `?${search}` : ""}`);
  };

  return (
    <div className="container list-page">
      {banner ? (
        <a className="list-banner" href={href(banner.link)}>
          <MediaImage media={banner.img} alt="" sizes="100vw" width={1600} height={640} priority />
          <div className="list-banner-copy">
            <h2>{banner.title}</h2>
            <p>{banner.subtitle}</p>
          </div>
        </a>
      ) : null}
      <div className="list-head">
        <h1>{type === 1 ? t("i18n_list_title") : t("i18n_accessory_list_title")}</h1>
        <p className="list-count" aria-live="polite">
          {t("i18n_list_count", { count: total })}
        </p>
      </div>

      <div className="list-toolbar">
        <nav
          className="filter-chips"
          aria-label={type === 1 ? t("i18n_nav_products") : t("i18n_nav_accessories")}
        >
          <a
            href={query({ [filterParam]: null, pageNum: null })}
            aria-current={activeFilter === null ? "page" : undefined}
          >
            {t("i18n_list_all_categories")}
          </a>
          {filters.map((filter) => (
            <a
              key={filter.id}
              href={query({ [filterParam]: filter.id, pageNum: null })}
              aria-current={activeFilter === filter.id ? "page" : undefined}
            >
              {filter.name}
            </a>
          ))}
        </nav>
        <Form method="get" className="sort-form" onChange={(event) => submit(event.currentTarget)}>
          {activeFilter ? <input type="hidden" name={filterParam} value={activeFilter} /> : null}
          <label htmlFor="sort">{t("i18n_list_sort")}</label>
          <select id="sort" name="sort" defaultValue={sort}>
            <option value="new">{t("i18n_list_sort_new")}</option>
            <option value="priceAsc">{t("i18n_list_sort_price_asc")}</option>
            <option value="priceDesc">{t("i18n_list_sort_price_desc")}</option>
          </select>
          <noscript>
            <button type="submit" className="button button-small">
              {t("i18n_list_apply")}
            </button>
          </noscript>
        </Form>
      </div>

      {type === 1 ? (
        <div className="list-entries">
          <a className="entry-card" href={href("/choose/step")}>
            <strong>{t("i18n_list_help_me_choose_title")}</strong>
            <span>{t("i18n_list_help_me_choose_text")}</span>
            <span className="link-more">{t("i18n_nav_help_me_choose")}</span>
          </a>
          <a
            className="entry-card"
            href={href(`/product/compare${activeFilter ? `?categoryId=${activeFilter}` : ""}`)}
          >
            <strong>{t("i18n_list_compare_title")}</strong>
            <span>{t("i18n_list_compare_text")}</span>
            <span className="link-more">{t("i18n_nav_compare")}</span>
          </a>
        </div>
      ) : null}

      {cards.length === 0 ? (
        <p className="empty">{t("i18n_common_empty")}</p>
      ) : (
        <div className="product-grid">
          {cards.map((card, index) => (
            <ProductCard key={card.id} card={card} priority={index < 4} />
          ))}
        </div>
      )}

      {pageCount > 1 ? (
        <nav className="pagination" aria-label={t("i18n_common_page_of", { page: pageNum, pageCount })}>
          {pageNum > 1 ? <a href={query({ pageNum: pageNum - 1 })}>{t("i18n_common_previous")}</a> : <span />}
          <span>{t("i18n_common_page_of", { page: pageNum, pageCount })}</span>
          {pageNum < pageCount ? (
            <a href={query({ pageNum: pageNum + 1 })}>{t("i18n_common_next")}</a>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}

import { Form, useSubmit } from "react-router";
import { useTranslations } from "use-intl";
import { cacheablePageHeaders } from "../../server/request/cacheable-page.ts";
import { loadGoodsList } from "../.server/catalog/load-goods-list.ts";
import { AccessoryFilter } from "../components/accessory-filter.tsx";
import { EmptyState } from "../components/empty-state.tsx";
import { gridImageLoading, MediaImage } from "../components/media-image.tsx";
import { NoScriptSubmit } from "../components/no-script-submit.tsx";
import { pageMeta } from "../components/page-title.ts";
import { ProductCard } from "../components/product-card.tsx";
import { useSite } from "../components/use-site.ts";
import stylesheet from "../styles/discovery.css?url";
import type { Route } from "./+types/product-list";

export const headers = cacheablePageHeaders;
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "route" },
];

export function loader({ request, url, context }: Route.LoaderArgs) {
  // `url` is the page's URL also on client navigations, whose data requests end in `.data`.
  const isAccessories = /\/accessory\/list$/.test(url.pathname);
  return loadGoodsList(request, context, isAccessories ? 2 : 1);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, loaderData?.type === 2 ? "i18n_accessory_list_title" : "i18n_list_title");

/** Product list and accessory list: filter chips, sort, count, and the entries to the quiz and comparison. */
export default function GoodsList({ loaderData }: Route.ComponentProps) {
  const t = useTranslations();
  const { href, device } = useSite();
  const submit = useSubmit();
  const { type, sort, activeFilter, activeTypes, filters, banner, cards, total, pageNum, pageCount } =
    loaderData;
  const listPath = type === 1 ? "/product/list" : "/accessory/list";
  const query = (changes: Record<string, string | number | null>) => {
    const params = new URLSearchParams();
    if (activeFilter) params.set("categoryId", String(activeFilter));
    for (const id of activeTypes) params.append("accessoryTypeId", String(id));
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
          <MediaImage media={banner.img} alt="" sizes="100vw" width={1600} height={640} loading="priority" />
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
        {type === 1 ? (
          <nav className="filter-chips" aria-label={t("i18n_nav_products")}>
            <a
              href={query({ categoryId: null, pageNum: null })}
              aria-current={activeFilter === null ? "page" : undefined}
            >
              {t("i18n_list_all_categories")}
            </a>
            {filters.map((filter) => (
              <a
                key={filter.id}
                href={query({ categoryId: filter.id, pageNum: null })}
                aria-current={activeFilter === filter.id ? "page" : undefined}
              >
                {filter.name}
              </a>
            ))}
          </nav>
        ) : device === "mobile" ? (
          <AccessoryFilter types={filters} active={activeTypes} sort={sort} total={total} />
        ) : (
          <span />
        )}
        <Form
          method="get"
          className="sort-form"
          data-submit-on-change
          onChange={(event) => submit(event.currentTarget)}
        >
          {activeFilter ? <input type="hidden" name="categoryId" value={activeFilter} /> : null}
          {activeTypes.map((id) => (
            <input key={id} type="hidden" name="accessoryTypeId" value={id} />
          ))}
          <label htmlFor="sort">{t("i18n_list_sort")}</label>
          <select id="sort" name="sort" defaultValue={sort}>
            <option value="new">{t("i18n_list_sort_new")}</option>
            <option value="priceAsc">{t("i18n_list_sort_price_asc")}</option>
            <option value="priceDesc">{t("i18n_list_sort_price_desc")}</option>
          </select>
          <NoScriptSubmit />
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

      <div className={type === 2 && device === "desktop" ? "list-with-filter" : undefined}>
        {type === 2 && device === "desktop" ? (
          <AccessoryFilter types={filters} active={activeTypes} sort={sort} total={total} />
        ) : null}
        {cards.length === 0 ? (
          <EmptyState
            action={
              activeTypes.length > 0
                ? { href: href(listPath), label: t("i18n_filter_clear_all") }
                : { href: href("/product/list"), label: t("i18n_empty_action") }
            }
          />
        ) : (
          <div className="product-grid">
            {cards.map((card, index) => (
              <ProductCard
                key={card.id}
                card={card}
                loading={banner ? "lazy" : gridImageLoading(index, 4)}
                headingLevel={2}
              />
            ))}
          </div>
        )}
      </div>

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

import { Form, Link, useSubmit } from "react-router";
import { useTranslations } from "use-intl";
import { cacheablePageHeaders } from "../../server/request/cacheable-page.ts";
import { loadCompare } from "../.server/catalog/load-compare.ts";
import { EmptyState } from "../components/empty-state.tsx";
import { MediaImage } from "../components/media-image.tsx";
import { NoScriptSubmit } from "../components/no-script-submit.tsx";
import { pageMeta } from "../components/page-title.ts";
import { useSite } from "../components/use-site.ts";
import stylesheet from "../styles/discovery.css?url";
import type { Route } from "./+types/product-compare";

export const headers = cacheablePageHeaders;
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "route" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadCompare(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "i18n_compare_title");

/** Pick a category and up to three products (two on a phone), then read their specifications side by side. */
export default function ProductCompare({ loaderData }: Route.ComponentProps) {
  const t = useTranslations();
  const { href, device } = useSite();
  const submit = useSubmit();
  const {
    categories,
    categoryId,
    max,
    selectedIds,
    candidates,
    columns,
    rows,
    differingRows,
    onlyDifferences,
  } = loaderData;
  const compareUrl = (ids: number[], diff = onlyDifferences) => {
    const params = new URLSearchParams();
    if (categoryId) params.set("categoryId", String(categoryId));
    if (ids.length > 0) params.set("ids", ids.join(","));
    if (diff && ids.length > 0) params.set("diff", "1");
    return href(`/product/compare?${params.toString().replaceAll("%2C", ",")}`);
  };
  const full = selectedIds.length >= max;

  return (
    <div className="container compare-page">
      <h1>{t("i18n_compare_title")}</h1>
      <p className="compare-intro">{t("i18n_compare_intro", { max })}</p>

      <nav className="filter-chips compare-categories" aria-label={t("i18n_compare_category")}>
        {categories.map((category) => (
          <Link
            key={category.id}
            to={href(`/product/compare?categoryId=${category.id}`)}
            aria-current={category.id === categoryId ? "page" : undefined}
            preventScrollReset
          >
            {category.name}
          </Link>
        ))}
      </nav>

      <section className="compare-picker" aria-labelledby="compare-pick">
        <div className="compare-picker-head">
          <h2 id="compare-pick">{t("i18n_compare_pick")}</h2>
          <p className="compare-selected" aria-live="polite">
            {t("i18n_compare_selected", { count: selectedIds.length, max })}
          </p>
          {selectedIds.length > 0 ? (
            <Link className="link-more" to={compareUrl([])} preventScrollReset>
              {t("i18n_compare_clear")}
            </Link>
          ) : null}
        </div>
        {full ? <p className="compare-limit">{t("i18n_compare_limit", { max })}</p> : null}
        {candidates.length === 0 ? (
          <EmptyState action={{ href: href("/product/list"), label: t("i18n_empty_action") }} />
        ) : (
          <ul className="compare-candidates">
            {candidates.map((card) => {
              const selected = selectedIds.includes(card.id);
              return (
                <li
                  key={card.id}
                  className={selected ? "compare-candidate is-selected" : "compare-candidate"}
                >
                  <MediaImage media={card.img} alt="" sizes="96px" width={192} height={192} />
                  <div>
                    <p className="compare-candidate-name">{card.name}</p>
                    <p className="compare-candidate-price">{card.price}</p>
                  </div>
                  {selected ? (
                    <Link
                      className="button button-small button-primary"
                      to={compareUrl(selectedIds.filter((id) => id !== card.id))}
                      aria-label={`${t("i18n_compare_remove")}: ${card.name}`}
                      preventScrollReset
                    >
                      ✓ {t("i18n_compare_remove")}
                    </Link>
                  ) : full ? (
                    <span className="button button-small button-ghost is-disabled" aria-disabled="true">
                      {t("i18n_compare_add")}
                    </span>
                  ) : (
                    <Link
                      className="button button-small button-outline"
                      to={compareUrl([...selectedIds, card.id])}
                      aria-label={`${t("i18n_compare_add")}: ${card.name}`}
                      preventScrollReset
                    >
                      {t("i18n_compare_add")}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>

      {columns.length < 2 ? <p className="compare-hint">{t("i18n_compare_pick_more")}</p> : null}

      {columns.length > 0 ? (
        <section className="compare-result" aria-labelledby="compare-table-title">
          <div className="compare-result-head">
            <h2 id="compare-table-title">{t("i18n_compare_table")}</h2>
            <Form
              method="get"
              className="compare-toggle"
              data-submit-on-change
              onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
            >
              {categoryId ? <input type="hidden" name="categoryId" value={categoryId} /> : null}
              <input type="hidden" name="ids" value={selectedIds.join(",")} />
              <label>
                <input type="checkbox" name="diff" value="1" defaultChecked={onlyDifferences} />
                <span>{t("i18n_compare_only_differences")}</span>
              </label>
              <NoScriptSubmit />
            </Form>
          </div>
          {device === "mobile" && columns.length > 2 ? (
            <p className="compare-swipe">{t("i18n_compare_swipe")}</p>
          ) : null}
          <div className="compare-scroll">
            <table className={`compare-table compare-columns-${columns.length}`}>
              <caption className="visually-hidden">{t("i18n_compare_table")}</caption>
              <thead>
                <tr>
                  <th scope="col" className="compare-label">
                    {t("i18n_compare_specification")}
                  </th>
                  {columns.map((column) => (
                    <th scope="col" key={column.id} className="compare-product">
                      <a href={href(column.path)} className="compare-product-link">
                        <MediaImage media={column.img} alt="" sizes="160px" width={320} height={320} />
                        <span className="compare-product-name">{column.name}</span>
                      </a>
                      <span className="price">
                        <span className="price-current">{column.price}</span>
                        {column.origPrice ? <s className="price-original">{column.origPrice}</s> : null}
                      </span>
                      <Link
                        className="compare-remove"
                        to={compareUrl(selectedIds.filter((id) => id !== column.id))}
                        aria-label={`${t("i18n_compare_remove")}: ${column.name}`}
                        preventScrollReset
                      >
                        {t("i18n_compare_remove")}
                      </Link>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.label} className={row.differs && columns.length > 1 ? "differs" : undefined}>
                    <th scope="row" className="compare-label">
                      {row.label}
                      {row.differs && columns.length > 1 ? (
                        <span className="compare-differs">{t("i18n_compare_differs")}</span>
                      ) : null}
                    </th>
                    {row.values.map((value, index) => (
                      <td key={columns[index]?.id}>
                        {value ?? <span className="compare-missing">{t("i18n_compare_not_stated")}</span>}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {onlyDifferences && differingRows === 0 ? (
            <p className="compare-hint">{t("i18n_compare_no_differences")}</p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

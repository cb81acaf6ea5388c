import { useTranslations } from "use-intl";
import { cacheablePageHeaders } from "../.server/cacheable-page.ts";
import { loadGoodsDetail } from "../.server/load-goods-detail.ts";
import { MediaImage } from "../components/media-image.tsx";
import { pageMeta } from "../components/page-title.ts";
import { useSite } from "../components/use-site.ts";
import type { Route } from "./+types/product-detail";

export const headers = cacheablePageHeaders;

export function loader({ request, context }: Route.LoaderArgs) {
  const isAccessory = /\/accessory\/detail$/.test(new URL(request.url).pathname);
  return loadGoodsDetail(request, context, isAccessory ? 2 : 1);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, "i18n_product_description", {
    title: loaderData?.name,
    description: loaderData?.tagline,
  });

/** Product and accessory detail: gallery, spec choice, price, description, specifications, what's included. */
export default function GoodsDetail({ loaderData: goods }: Route.ComponentProps) {
  const t = useTranslations();
  const { href, device } = useSite();
  const selected = goods.specs.find((spec) => spec.id === goods.selectedSpecId);
  const basePath = goods.isProduct ? "/product/detail" : "/accessory/detail";
  const listPath = goods.isProduct ? "/product/list" : "/accessory/list";
  const group = goods.category ?? goods.accessoryType;
  const groupParam = goods.isProduct ? "categoryId" : "accessoryTypeId";
  const canBuy = goods.published && selected?.inStock;

  return (
    <div className="container detail-page">
      <nav className="breadcrumb" aria-label={t("i18n_nav_breadcrumb")}>
        <a href={href("/")}>{t("i18n_nav_home")}</a>
        <a href={href(listPath)}>{goods.isProduct ? t("i18n_nav_products") : t("i18n_nav_accessories")}</a>
        {group ? <a href={href(`${listPath}?${groupParam}=${group.id}`)}>{group.name}</a> : null}
        <span aria-current="page">{goods.name}</span>
      </nav>

      <div className="detail-top">
        <section className={`gallery gallery-${device}`} aria-label={t("i18n_product_gallery")}>
          <div className="gallery-track">
            {goods.images.map((media, index) => (
              <div className="gallery-slide" id={`image-${index + 1}`} key={media}>
                <MediaImage
                  media={media}
                  alt={`${goods.name} – ${t("i18n_product_image_of", { index: index + 1, count: goods.images.length })}`}
                  sizes="(max-width: 900px) 100vw, 560px"
                  width={1200}
                  height={1200}
                  priority={index === 0}
                />
              </div>
            ))}
          </div>
          {goods.images.length > 1 ? (
            <div className="gallery-thumbs">
              {goods.images.map((media, index) => (
                <a
                  key={media}
                  href={`#image-${index + 1}`}
                  aria-label={t("i18n_product_image_of", { index: index + 1, count: goods.images.length })}
                >
                  <MediaImage media={media} alt="" sizes="80px" width={160} height={160} />
                </a>
              ))}
            </div>
          ) : null}
        </section>

        <section className="buy-box" aria-labelledby="goods-name">
          <h1 id="goods-name">{goods.name}</h1>
          {goods.tagline ? <p className="detail-tagline">{goods.tagline}</p> : null}
          {!goods.published ? <p className="badge badge-muted">{t("i18n_product_delisted")}</p> : null}

          {selected ? (
            <p className="price price-large">
              <span className="price-current">
                <span className="visually-hidden">{t("i18n_product_current_price")} </span>
                {selected.price}
              </span>
              {selected.origPrice ? (
                <>
                  <s className="price-original">
                    <span className="visually-hidden">{t("i18n_product_original_price")} </span>
                    {selected.origPrice}
                  </s>
                  <span className="badge badge-save">
                    {t("i18n_product_save", { amount: selected.saving ?? "" })}
                  </span>
                </>
              ) : null}
            </p>
          ) : null}

          {goods.specs.length > 1 ? (
            <fieldset className="spec-picker">
              <legend>{t("i18n_product_choose_spec")}</legend>
              {goods.specs.map((spec) => (
                <a
                  key={spec.id}
                  href={href(`${basePath}?id=${goods.id}&spec=${spec.id}`)}
                  aria-current={spec.id === selected?.id ? "true" : undefined}
                  className={spec.inStock ? "" : "spec-sold-out"}
                >
                  <span>{spec.name}</span>
                  <small>{spec.inStock ? spec.price : t("i18n_product_out_of_stock")}</small>
                </a>
              ))}
            </fieldset>
          ) : null}

          {!goods.published ? (
            <p className="notice">{t("i18n_product_delisted_notice")}</p>
          ) : selected && !selected.inStock ? (
            <p className="notice">{t("i18n_product_out_of_stock_notice")}</p>
          ) : null}

          <div className="buy-actions">
            {canBuy ? (
              <>
                <button
                  type="button"
                  className="button button-primary"
                  data-goods-id={goods.id}
                  data-spec-id={selected?.id}
                >
                  {t("i18n_product_add_to_cart")}
                </button>
                <button
                  type="button"
                  className="button button-outline"
                  data-goods-id={goods.id}
                  data-spec-id={selected?.id}
                >
                  {t("i18n_product_buy_now")}
                </button>
              </>
            ) : (
              <button type="button" className="button button-outline">
                {t("i18n_product_notify_me")}
              </button>
            )}
          </div>

          <ul className="promises">
            <li>{t("i18n_product_shipping_note")}</li>
            {goods.isProduct ? <li>{t("i18n_product_warranty_note")}</li> : null}
            <li>{t("i18n_product_returns_note")}</li>
          </ul>

          {goods.highlights.length > 0 ? (
            <ul className="highlights" aria-label={t("i18n_product_highlights")}>
              {goods.highlights.map((highlight) => (
                <li key={highlight}>{highlight}</li>
              ))}
            </ul>
          ) : null}
        </section>
      </div>

      <nav className="detail-tabs" aria-label={goods.name}>
        <a href="#description">{t("i18n_product_description")}</a>
        <a href="#specifications">{t("i18n_product_specifications")}</a>
        {goods.includedItems.length > 0 ? <a href="#included">{t("i18n_product_whats_included")}</a> : null}
      </nav>

      <section id="description" className="detail-section">
        <h2>{t("i18n_product_description")}</h2>
        <p>{goods.description}</p>
      </section>

      <section id="specifications" className="detail-section">
        <h2>{t("i18n_product_specifications")}</h2>
        <table className="spec-table">
          <tbody>
            {goods.specifications.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      {goods.includedItems.length > 0 ? (
        <section id="included" className="detail-section">
          <h2>{t("i18n_product_whats_included")}</h2>
          <ul className="included-list">
            {goods.includedItems.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

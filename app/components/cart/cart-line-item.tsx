import { useTranslations } from "use-intl";
import { formatMoney } from "../../../lib/money.ts";
import { MediaImage } from "../media-image.tsx";
import { useSite } from "../use-site.ts";
import { CartIcon } from "./cart-icons.tsx";
import { type CartLineView, goodsDetailPath } from "./cart-view.ts";
import { QuantityStepper } from "./quantity-stepper.tsx";
import type { CartActions } from "./use-cart.ts";

type Props = {
  line: CartLineView;
  /** Edit mode shows the delete icon on every line; an unpublished line always has it. */
  editing: boolean;
  error: string | undefined;
  actions: CartActions;
};

/**
 * One cart line (spec section 2, cart drawer): image and name open the detail screen only when the goods are
 * published; spec, prices, a quantity stepper (read-only when delisted) and the server's refusal, if any.
 */
export function CartLineItem({ line, editing, error, actions }: Props) {
  const t = useTranslations();
  const { href, site } = useSite();
  const money = (amount: number) => formatMoney(amount, line.currencyCode, site.locale);
  const detail = line.published ? href(goodsDetailPath(line.type, line.relevanceId)) : undefined;
  const errorId = `cart-line-error-${line.key}`;
  const image = <MediaImage media={line.img} alt="" sizes="96px" width={192} height={192} />;

  return (
    <li className={`cart-line${line.published ? "" : " cart-line-delisted"}`} data-line={line.key}>
      {detail ? (
        <a className="cart-line-media" href={detail} tabIndex={-1} aria-label={line.name}>
          {image}
        </a>
      ) : (
        <div className="cart-line-media">{image}</div>
      )}
      <div className="cart-line-body">
        {detail ? (
          <a className="cart-line-name" href={detail}>
            {line.name}
          </a>
        ) : (
          <span className="cart-line-name">{line.name}</span>
        )}
        {line.published ? null : <span className="badge badge-muted">{t("i18n_product_delisted")}</span>}
        {line.published && line.specs.length > 1 ? (
          <label className="cart-line-spec">
            <span className="visually-hidden">{t("i18n_cart_spec_of", { name: line.name })}</span>
            <select
              value={line.specId}
              onChange={(event) => {
                actions.clearError(line.key);
                void actions.changeSpec(line, Number(event.target.value));
              }}
            >
              {line.specs.map((spec) => (
                <option key={spec.id} value={spec.id} disabled={!spec.inStock && spec.id !== line.specId}>
                  {spec.inStock ? spec.name : `${spec.name} – ${t("i18n_product_out_of_stock")}`}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <span className="cart-line-abbr">
            {line.specs.find((spec) => spec.id === line.specId)?.name ?? line.specAbbr}
          </span>
        )}
        {line.published ? (
          <p className="price cart-line-price">
            <span className="price-current">
              <span className="visually-hidden">{t("i18n_product_current_price")} </span>
              {money(line.currPrice)}
            </span>
            {line.origPrice !== null && line.origPrice > line.currPrice ? (
              <s className="price-original">
                <span className="visually-hidden">{t("i18n_product_original_price")} </span>
                {money(line.origPrice)}
              </s>
            ) : null}
          </p>
        ) : null}
        <div className="cart-line-quantity">
          {line.published ? (
            <QuantityStepper
              value={line.quantity}
              name={line.name}
              errorId={error ? errorId : undefined}
              onChange={(quantity) => {
                actions.clearError(line.key);
                return actions.setQuantity(line, quantity);
              }}
            />
          ) : (
            <span className="cart-line-readonly">
              {t("i18n_cart_quantity_readonly", { quantity: line.quantity })}
            </span>
          )}
        </div>
        {error ? (
          <p className="cart-line-error" id={errorId} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      {editing || !line.published ? (
        <button
          type="button"
          className="cart-line-delete"
          aria-label={t("i18n_cart_remove", { name: line.name })}
          onClick={() => void actions.remove(line)}
        >
          <CartIcon name="trash" />
        </button>
      ) : null}
    </li>
  );
}

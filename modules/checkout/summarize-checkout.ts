import { createHash } from "node:crypto";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { displayNames } from "../../lib/intl-formats.ts";
import type { Site } from "../../lib/sites.ts";
import { findAddress } from "../addresses/find-address.ts";
import type { Address } from "../addresses/schemas.ts";
import { listCartLines } from "../cart/list-cart-lines.ts";
import { GOODS_TYPE } from "../catalog/goods-type.ts";
import { loadOrderableSpecs } from "../catalog/load-orderable-specs.ts";
import { PUBLISHED } from "../catalog/publish-state.ts";
import { findUsableCoupon } from "../coupons/find-usable-coupon.ts";
import type { OrderLineInput } from "../orders/create-order.ts";
import { computeOrderTotals, type OrderTotals } from "./compute-order-totals.ts";
import { shippingFeeFor, shipsTo } from "./shipping-rules.ts";
import { taxRuleFor } from "./tax-rules.ts";

export type CheckoutLine = OrderLineInput & { cartLineId: number };

export type CheckoutSummary = Omit<OrderTotals, "lines"> & {
  lines: CheckoutLine[];
  /** Cart lines that cannot be ordered (delisted, or no longer sold on the site): named, not ordered. */
  unavailable: { name: string; specAbbr: string }[];
  currencyCode: string;
  /** Changes whenever a line, a quantity, a price or a publish state changes: the cart the summary was made of. */
  cartVersion: string;
  address: Address;
  /** The coupon the discount comes from; redeemed when the order is placed. */
  coupon: { couponId: number; code: string } | null;
};

/**
 * What the shopper's cart on `site` costs shipped to one of their addresses: every published line at the price
 * charged now (read from the database, never a cache), the shipping fee, the tax and the total, all worked out
 * here from the server's data only. Inside the order's transaction it is what the order charges.
 */
export async function summarizeCheckout(
  db: Db,
  customerId: number,
  site: Site,
  addressId: number,
  { couponCode = null, now = new Date() }: { couponCode?: string | null; now?: Date } = {},
): Promise<CheckoutSummary> {
  // One round trip: inside the order's transaction the two queries are pipelined on its connection.
  const [address, cart] = await Promise.all([
    findAddress(db, customerId, addressId),
    listCartLines(db, customerId, site),
  ]);
  if (!shipsTo(site.code, address.countryAbbr)) {
    const names = displayNames(site.locale, "region");
    const values = { countryName: names.of(address.countryAbbr) ?? address.countryAbbr };
    throw new AppError("UNPROCESSABLE", "i18n_checkout_error_country", {
      values,
      fields: [{ field: "addressId", messageKey: "i18n_checkout_error_country", values }],
    });
  }
  const specs = await loadOrderableSpecs(
    db,
    site,
    cart.map((line) => line.specId),
    now,
  );
  const orderable: Omit<CheckoutLine, "lineTotal" | "discount" | "tax">[] = [];
  const unavailable: CheckoutSummary["unavailable"] = [];
  const fingerprint: unknown[] = [];
  for (const line of cart) {
    const spec = specs.get(line.specId);
    const sellable = spec && spec.goodsId === line.goodsId && spec.publish === PUBLISHED;
    fingerprint.push([
      line.id,
      line.specId,
      line.quantity,
      sellable ? [spec.price.currPrice, spec.price.origPrice] : 0,
    ]);
    if (!sellable) {
      unavailable.push({ name: spec?.name ?? "", specAbbr: spec?.specAbbr ?? "" });
      continue;
    }
    orderable.push({
      cartLineId: line.id,
      goodsId: line.goodsId,
      specId: line.specId,
      type: spec.type,
      name: spec.name,
      specAbbr: spec.specAbbr,
      img: spec.img,
      quantity: line.quantity,
      unitPrice: spec.price.currPrice,
      origUnitPrice: spec.price.origPrice,
    });
  }
  if (orderable.length === 0) throw new AppError("UNPROCESSABLE", "i18n_checkout_error_empty");
  const holdsMainUnit = orderable.some((line) => line.type === GOODS_TYPE.product);
  const coupon = couponCode
    ? await findUsableCoupon(
        db,
        customerId,
        site,
        couponCode,
        orderable.map((line) => ({ ...line, lineTotal: line.unitPrice * line.quantity })),
        now,
      )
    : null;
  const totals = computeOrderTotals({
    lines: orderable.map((line, index) => ({
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      discountable: coupon?.covers[index] ?? false,
    })),
    discount: coupon?.discount ?? 0,
    shippingFee: shippingFeeFor(site.code, address.countryAbbr, holdsMainUnit),
    tax: taxRuleFor(address.countryAbbr, address.state || null),
  });
  return {
    ...totals,
    lines: orderable.map((line, index) => ({
      ...line,
      ...(totals.lines[index] as (typeof totals.lines)[number]),
    })),
    unavailable,
    currencyCode: site.currency,
    coupon: coupon ? { couponId: coupon.couponId, code: coupon.code } : null,
    cartVersion: createHash("sha256").update(JSON.stringify(fingerprint)).digest("base64url").slice(0, 22),
    address,
  };
}

import type { CheckoutSummary } from "./summarize-checkout.ts";

/** The summary as clients see it: no address book internals, no cart line ids. */
export function presentSummary(summary: CheckoutSummary) {
  return {
    lines: summary.lines.map((line) => ({
      goodsId: line.goodsId,
      specId: line.specId,
      type: line.type,
      name: line.name,
      specAbbr: line.specAbbr,
      img: line.img,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      origUnitPrice: line.origUnitPrice,
      lineTotal: line.lineTotal,
    })),
    unavailable: summary.unavailable,
    subtotal: summary.subtotal,
    discount: summary.discount,
    shippingFee: summary.shippingFee,
    tax: summary.tax,
    taxIncluded: summary.taxIncluded,
    total: summary.total,
    currencyCode: summary.currencyCode,
    cartVersion: summary.cartVersion,
    addressId: summary.address.id,
    couponCode: summary.coupon?.code ?? null,
  };
}

export type CheckoutPreview = ReturnType<typeof presentSummary>;

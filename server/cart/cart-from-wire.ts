import type { Cart } from "../../modules/cart/list-cart.ts";
import type { CartWire } from "./cart-wire.ts";

/**
 * The cart of an API answer in the domain's names, for the browser's cart, which calls the API (ADR 0021).
 * Types only are imported, so the browser gets no zod from here.
 */
export function cartFromWire({ userShopCarRspList, ...totals }: CartWire): Cart {
  return {
    lines: userShopCarRspList.map(({ goodsSpecRsps, ...line }) => ({ ...line, specs: goodsSpecRsps })),
    ...totals,
  };
}

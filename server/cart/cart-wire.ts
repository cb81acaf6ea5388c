import { z } from "zod";
import type { Cart } from "../../modules/cart/list-cart.ts";
import { goodsSpecRsp } from "../catalog/goods-wire.ts";

// The cart as the spec names its fields (userShopCarRspList, goodsSpecRsps).

const money = z.number().int().meta({ description: "Minor units (cents) of currencyCode" });

export const cartItem = z
  .object({
    id: z.number().int(),
    relevanceId: z.number().int(),
    specId: z.number().int(),
    specAbbr: z.string(),
    type: z.number().int().meta({ description: "1 product, otherwise accessory" }),
    quantity: z.number().int(),
    publish: z.number().int().meta({ description: "1 on sale, otherwise delisted" }),
    name: z.string(),
    img: z.string(),
    description: z.string(),
    currencyCode: z.string(),
    currPrice: money,
    origPrice: money.nullable(),
    stock: z.number().int().meta({ description: "Units available of this spec" }),
    goodsSpecRsps: z.array(goodsSpecRsp).meta({ description: "The goods' specs, for changing the spec" }),
  })
  .meta({ id: "CartItem" });

export const cart = z
  .object({
    userShopCarRspList: z.array(cartItem),
    origPriceTotal: money.meta({ description: "Sum of regular prices of the published lines" }),
    discountPriceTotal: money.meta({ description: "origPriceTotal − currPriceTotal (shown negative)" }),
    currPriceTotal: money,
    currencyCode: z.string(),
  })
  .meta({ id: "Cart" });
export type CartWire = z.infer<typeof cart>;

export function toCartWire({ lines, ...totals }: Cart): CartWire {
  return {
    userShopCarRspList: lines.map(({ specs, ...line }) => ({ ...line, goodsSpecRsps: specs })),
    ...totals,
  };
}

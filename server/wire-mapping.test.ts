import { describe, expect, it } from "vitest";
import type { Cart } from "../modules/cart/list-cart.ts";
import type { BatchDetails } from "../modules/catalog/get-batch-details.ts";
import type { GoodsEntry, GoodsSpec } from "../modules/catalog/goods-entry.ts";
import { cartFromWire } from "./cart/cart-from-wire.ts";
import { toCartWire } from "./cart/cart-wire.ts";
import { batchDetailsFromWire } from "./catalog/goods-from-wire.ts";
import { toBatchDetailsWire, toGoodsEntryWire, toGoodsPageWire } from "./catalog/goods-wire.ts";

const spec: GoodsSpec = {
  id: 11,
  specAbbr: "W",
  name: "White",
  currPrice: 19_900,
  origPrice: 24_900,
  dealEndsAt: "2030-01-01T00:00:00.000Z",
  currencyCode: "USD",
  inStock: true,
};
const entry: GoodsEntry = {
  goods: {
    id: 1,
    type: 1,
    slug: "aerosweep",
    name: "AeroSweep",
    tagline: "Sweeps",
    description: "A robot",
    img: "media-1",
    publish: 1,
    inStock: true,
    categoryId: 3,
    accessoryTypeId: null,
    releasedAt: "2025-01-01T00:00:00.000Z",
  },
  specs: [spec],
};

describe("domain ↔ wire mapping", () => {
  it("answers a goods entry with the spec's names, sharing the goods and specs", () => {
    const wire = toGoodsEntryWire(entry);
    expect(Object.keys(wire)).toEqual(["goodsRsp", "goodsSpecRspList"]);
    expect(wire.goodsRsp).toBe(entry.goods);
    expect(wire.goodsSpecRspList).toBe(entry.specs);
  });

  it("maps a cached answer once, so its JSON is encoded once", () => {
    const page = { list: [entry], total: 1, pageNum: 1, pageSize: 24, pageCount: 1 };
    expect(toGoodsPageWire(page)).toBe(toGoodsPageWire(page));
    expect(toGoodsPageWire({ ...page })).not.toBe(toGoodsPageWire(page));
  });

  it("gives the browser's cart back the domain's cart and batch details", () => {
    const cart: Cart = {
      lines: [
        {
          id: 5,
          relevanceId: 1,
          specId: 11,
          specAbbr: "W",
          type: 1,
          quantity: 2,
          publish: 1,
          name: "AeroSweep",
          img: "media-1",
          description: "Sweeps",
          currencyCode: "USD",
          currPrice: 19_900,
          origPrice: 24_900,
          stock: 4,
          specs: [spec],
        },
      ],
      origPriceTotal: 49_800,
      discountPriceTotal: 10_000,
      currPriceTotal: 39_800,
      currencyCode: "USD",
    };
    const wire = toCartWire(cart);
    expect(Object.keys(wire)[0]).toBe("userShopCarRspList");
    expect(Object.keys(wire.userShopCarRspList[0] ?? {}).at(-1)).toBe("goodsSpecRsps");
    expect(cartFromWire(JSON.parse(JSON.stringify(wire)))).toEqual(cart);

    const details: BatchDetails = {
      accessoryList: [
        { id: 2, publish: 1, img: "media-2", description: "Filter", name: "HEPA", specs: [spec] },
      ],
      goodsList: [entry],
    };
    expect(toBatchDetailsWire(details).accessoryList[0]).toHaveProperty("accessorySpecRsps");
    expect(batchDetailsFromWire(JSON.parse(JSON.stringify(toBatchDetailsWire(details))))).toEqual(details);
  });
});

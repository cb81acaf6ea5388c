import { z } from "zod";
import type { BatchDetails } from "../../modules/catalog/get-batch-details.ts";
import type { GoodsDetails } from "../../modules/catalog/get-goods-details.ts";
import type { GoodsEntry } from "../../modules/catalog/goods-entry.ts";
import type { GoodsPage } from "../../modules/catalog/list-goods.ts";
import { mapOnce } from "../map-once.ts";

// The catalogue's answers as the spec names their fields (goodsRsp, goodsSpecRspList, accessorySpecRsps).

const money = z.number().int().meta({ description: "Amount in minor units (cents) of currencyCode" });

export const goodsSpecRsp = z
  .object({
    id: z.number().int(),
    specAbbr: z.string(),
    name: z.string(),
    currPrice: money,
    origPrice: money.nullable(),
    dealEndsAt: z.string().nullable().meta({
      description:
        "End (ISO 8601) of the flash deal that sets currPrice right now; origPrice is then the regular price. Null at the regular price.",
    }),
    currencyCode: z.string(),
    inStock: z.boolean(),
  })
  .meta({ id: "GoodsSpec" });

export const goodsRsp = z
  .object({
    id: z.number().int(),
    type: z.number().int().meta({ description: "1 product, 2 accessory" }),
    slug: z.string(),
    name: z.string(),
    tagline: z.string(),
    description: z.string(),
    img: z.string().meta({ description: "Media key; served at /media/{img}/{width}.{avif|webp|jpeg}" }),
    publish: z.number().int().meta({ description: "1 on sale, otherwise delisted" }),
    inStock: z.boolean(),
    categoryId: z.number().int().nullable(),
    accessoryTypeId: z.number().int().nullable(),
    releasedAt: z.string(),
  })
  .meta({ id: "Goods" });

export const goodsEntry = z
  .object({ goodsRsp, goodsSpecRspList: z.array(goodsSpecRsp) })
  .meta({ id: "GoodsEntry" });
export type GoodsEntryWire = z.infer<typeof goodsEntry>;

export const goodsPage = z
  .object({
    list: z.array(goodsEntry),
    total: z.number().int(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
    pageCount: z.number().int(),
  })
  .meta({ id: "GoodsPage" });

export const accessoryRsp = z
  .object({
    id: z.number().int(),
    publish: z.number().int(),
    img: z.string(),
    description: z.string(),
    name: z.string(),
    accessorySpecRsps: z.array(goodsSpecRsp),
  })
  .meta({ id: "Accessory" });

export const batchDetails = z
  .object({ accessoryList: z.array(accessoryRsp), goodsList: z.array(goodsEntry) })
  .meta({ id: "BatchDetails" });
export type BatchDetailsWire = z.infer<typeof batchDetails>;

export const goodsDetails = z
  .object({
    goodsRsp,
    goodsSpecRspList: z.array(goodsSpecRsp),
    images: z.array(z.object({ media: z.string(), specId: z.number().int().nullable() })),
    highlights: z.array(z.string()),
    specifications: z.array(z.object({ label: z.string(), value: z.string() })),
    includedItems: z.array(z.string()),
    category: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
    accessoryType: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
    consumable: z.boolean(),
  })
  .meta({ id: "GoodsDetails" });

export const toGoodsEntryWire = mapOnce(
  (entry: GoodsEntry): GoodsEntryWire => ({ goodsRsp: entry.goods, goodsSpecRspList: entry.specs }),
);

export const toGoodsListWire = mapOnce((entries: GoodsEntry[]) => entries.map(toGoodsEntryWire));

export const toGoodsPageWire = mapOnce(({ list, ...page }: GoodsPage) => ({
  list: toGoodsListWire(list),
  ...page,
}));

export const toGoodsDetailsWire = mapOnce(({ goods, specs, ...details }: GoodsDetails) => ({
  goodsRsp: goods,
  goodsSpecRspList: specs,
  ...details,
}));

export function toBatchDetailsWire(details: BatchDetails): BatchDetailsWire {
  return {
    accessoryList: details.accessoryList.map(({ specs, ...accessory }) => ({
      ...accessory,
      accessorySpecRsps: specs,
    })),
    goodsList: details.goodsList.map(toGoodsEntryWire),
  };
}

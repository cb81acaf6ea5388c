import { z } from "zod";
import type { CompareList } from "../../modules/catalog/list-compare-goods.ts";
import type { FlashDeal } from "../../modules/catalog/list-flash-deals.ts";
import type { CompareItem } from "../../modules/catalog/load-specification-rows.ts";
import { goodsEntry, goodsRsp, goodsSpecRsp, toGoodsEntryWire } from "./goods-wire.ts";

const specificationRow = z.object({ label: z.string(), value: z.string() });

export const compareItem = z
  .object({
    goodsRsp,
    goodsSpecRspList: z.array(goodsSpecRsp),
    specifications: z.array(specificationRow).meta({
      description:
        "The specification rows in the site's language; rows of different products line up by label, a missing label means the product does not state it",
    }),
  })
  .meta({ id: "CompareItem" });

const categoryRef = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });

export const compareList = z
  .object({
    category: categoryRef,
    goodsList: z
      .array(compareItem)
      .meta({ description: "Published products of the category sold on the site" }),
  })
  .meta({ id: "CompareList" });

export const flashDeal = z
  .object({
    dealId: z.number().int(),
    specId: z.number().int(),
    startsAt: z.string().meta({ description: "Start (ISO 8601) of the running window" }),
    endsAt: z.string().meta({ description: "End (ISO 8601) of the running window; the price reverts then" }),
    goods: goodsEntry,
  })
  .meta({ id: "FlashDeal" });

export function toCompareItemWire({ goods, specs, ...item }: CompareItem) {
  return { goodsRsp: goods, goodsSpecRspList: specs, ...item };
}

export function toCompareListWire(list: CompareList) {
  return { category: list.category, goodsList: list.goodsList.map(toCompareItemWire) };
}

export function toFlashDealWire({ entry, ...deal }: FlashDeal) {
  return { ...deal, goods: toGoodsEntryWire(entry) };
}

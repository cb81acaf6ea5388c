import { z } from "zod";
import type { SearchResult } from "../../modules/catalog/search-goods.ts";
import { mapOnce } from "../map-once.ts";
import { goodsEntry, toGoodsListWire } from "./goods-wire.ts";

export const searchResult = z
  .object({
    keyword: z.string(),
    list: z.array(goodsEntry),
    total: z.number().int().meta({ description: "How many published goods match: the result length" }),
    page: z.number().int(),
    pageSize: z.number().int(),
    pageCount: z.number().int(),
    recommended: z
      .array(goodsEntry)
      .meta({ description: "Best sellers to offer instead when nothing matches; empty otherwise" }),
  })
  .meta({ id: "SearchResult" });

export const toSearchResultWire = mapOnce((result: SearchResult) => ({
  ...result,
  list: toGoodsListWire(result.list),
  recommended: toGoodsListWire(result.recommended),
}));

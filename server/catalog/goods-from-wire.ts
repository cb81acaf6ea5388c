import type { BatchDetails } from "../../modules/catalog/get-batch-details.ts";
import type { GoodsEntry } from "../../modules/catalog/goods-entry.ts";
import type { BatchDetailsWire, GoodsEntryWire } from "./goods-wire.ts";

// Catalogue answers of the API in the domain's names, for the browser's cart, which calls the API (ADR 0021).
// Types only are imported, so the browser gets no zod from here.

export function goodsEntryFromWire(wire: GoodsEntryWire): GoodsEntry {
  return { goods: wire.goodsRsp, specs: wire.goodsSpecRspList };
}

export function batchDetailsFromWire(wire: BatchDetailsWire): BatchDetails {
  return {
    accessoryList: wire.accessoryList.map(({ accessorySpecRsps, ...accessory }) => ({
      ...accessory,
      specs: accessorySpecRsps,
    })),
    goodsList: wire.goodsList.map(goodsEntryFromWire),
  };
}

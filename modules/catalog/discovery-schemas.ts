import { z } from "zod";
import { decimalId } from "../../lib/decimal-id.ts";
import { goodsEntry, goodsRsp, goodsSpecRsp } from "./schemas.ts";

const categoryId = decimalId("i18n_error_invalid_category");

export const compareListQuery = z.object({ categoryId });

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
export type CompareItem = z.infer<typeof compareItem>;

const categoryRef = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });

export const compareList = z
  .object({
    category: categoryRef,
    goodsList: z
      .array(compareItem)
      .meta({ description: "Published products of the category sold on the site" }),
  })
  .meta({ id: "CompareList" });
export type CompareList = z.infer<typeof compareList>;

export const flashDeal = z
  .object({
    dealId: z.number().int(),
    specId: z.number().int(),
    startsAt: z.string().meta({ description: "Start (ISO 8601) of the running window" }),
    endsAt: z.string().meta({ description: "End (ISO 8601) of the running window; the price reverts then" }),
    goods: goodsEntry,
  })
  .meta({ id: "FlashDeal" });
export type FlashDeal = z.infer<typeof flashDeal>;

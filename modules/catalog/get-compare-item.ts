import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import type { Site } from "../../lib/sites.ts";
import { GOODS_TYPE } from "./goods-type.ts";
import { loadGoodsEntries } from "./load-goods-entries.ts";
import { type CompareItem, withSpecificationRows } from "./load-specification-rows.ts";

/**
 * The comparison data of one product on the site (prices, specs and specification rows), delisted ones
 * included so a shared comparison still shows them. Accessories are not compared: they are not found here.
 */
export async function getCompareItem(db: Db, site: Site, id: number): Promise<CompareItem> {
  const entry = (await loadGoodsEntries(db, [id], site)).get(id);
  if (!entry || entry.goods.type !== GOODS_TYPE.product)
    throw new AppError("NOT_FOUND", "i18n_error_goods_not_found");
  const [item] = await withSpecificationRows(db, site, [entry]);
  if (!item) throw new AppError("NOT_FOUND", "i18n_error_goods_not_found");
  return item;
}

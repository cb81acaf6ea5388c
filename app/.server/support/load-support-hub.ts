import { data } from "react-router";
import { translatorFor } from "../../../i18n/messages.ts";
import { AppError } from "../../../lib/errors.ts";
import { findGoodsManual } from "../../../modules/catalog/find-goods-manual.ts";
import { getGoods } from "../../../modules/catalog/get-goods.ts";
import type { Goods } from "../../../modules/catalog/goods-entry.ts";
import { GOODS_TYPE } from "../../../modules/catalog/goods-type.ts";
import { listFittingAccessories } from "../../../modules/catalog/list-fitting-accessories.ts";
import { PUBLISHED } from "../../../modules/catalog/publish-state.ts";
import { idQuery } from "../../../modules/catalog/schemas.ts";
import { listSupportDownloads } from "../../../modules/support/list-support-downloads.ts";
import { listSupportEntries } from "../../../modules/support/list-support-entries.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { readSiteFromPath } from "../../../server/request/read-site-from-path.ts";
import { presentCard } from "../catalog/present-goods.ts";
import { presentManual } from "./present-manual.ts";

/**
 * /support/product?id=: one model's hub (ADR 0034): its FAQ, troubleshooting and tutorials, its manual,
 * quick-start guide and firmware notes, and the accessories that fit it. A delisted model keeps its hub (owners
 * still need help); an id that is no product is not found.
 */
export async function loadSupportHub(request: Request, context: LoadContext) {
  const url = new URL(request.url);
  const { site } = readSiteFromPath(url.pathname);
  const { db } = context.get(pageContext);
  const parsed = idQuery.safeParse({ id: url.searchParams.get("id") ?? "" });
  if (!parsed.success) throw data(null, { status: 404 });
  const id = parsed.data.id;
  let goods: Goods;
  try {
    ({ goods } = await getGoods(db, site, id));
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") throw data(null, { status: 404 });
    throw error;
  }
  if (goods.type !== GOODS_TYPE.product) throw data(null, { status: 404 });
  const [entries, downloads, manual, accessories] = await Promise.all([
    listSupportEntries(db, site, { model: { goodsId: id, categoryId: goods.categoryId } }),
    listSupportDownloads(db, site, [id]),
    findGoodsManual(db, id, site.lang),
    listFittingAccessories(db, site, id),
  ]);
  const t = translatorFor(site);
  const name = goods.name;
  return {
    id,
    title: t("i18n_support_hub_title", { name }),
    intro: t("i18n_support_hub_intro", { name }),
    img: goods.img,
    onSale: goods.publish === PUBLISHED,
    entries,
    downloads,
    manual: presentManual(manual),
    spareParts: accessories.map((accessory) => presentCard(accessory.entry, site)),
  };
}

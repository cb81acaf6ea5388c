import { findGoodsManual } from "../../../modules/catalog/find-goods-manual.ts";
import { GOODS_TYPE } from "../../../modules/catalog/goods-type.ts";
import { listCategories } from "../../../modules/catalog/list-categories.ts";
import { listGoodsOnSale } from "../../../modules/catalog/list-goods-on-sale.ts";
import { listSupportDownloads } from "../../../modules/support/list-support-downloads.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { readSiteFromPath } from "../../../server/request/read-site-from-path.ts";

/** /support/downloads: every model on sale here by product line, with its manual, quick start and firmware. */
export async function loadSupportDownloads(request: Request, context: LoadContext) {
  const { site } = readSiteFromPath(new URL(request.url).pathname);
  const { db } = context.get(pageContext);
  const [goods, categories] = await Promise.all([listGoodsOnSale(db, site.lang), listCategories(db, site)]);
  const models = goods.filter(
    (entry) => entry.type === GOODS_TYPE.product && entry.sites.includes(site.code),
  );
  const [downloads, manuals] = await Promise.all([
    listSupportDownloads(
      db,
      site,
      models.map((model) => model.id),
    ),
    Promise.all(models.map((model) => findGoodsManual(db, model.id, site.lang))),
  ]);
  const modelsWithFiles = models.map((model, index) => {
    const manual = manuals[index];
    return {
      id: model.id,
      name: model.name,
      categoryId: model.categoryId,
      manual: manual
        ? { lang: manual.lang, bytes: manual.bytes, href: `/manuals/${model.id}/${manual.lang}.pdf` }
        : null,
      downloads: downloads.filter((download) => download.goodsId === model.id),
    };
  });
  return {
    lines: categories
      .map((category) => ({
        slug: category.slug,
        name: category.name,
        models: modelsWithFiles.filter((model) => model.categoryId === category.id),
      }))
      .filter((line) => line.models.length > 0),
  };
}

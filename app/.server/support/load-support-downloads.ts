import { findGoodsManual } from "../../../modules/catalog/find-goods-manual.ts";
import { listSupportDownloads } from "../../../modules/support/list-support-downloads.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { readSiteFromPath } from "../../../server/request/read-site-from-path.ts";
import { listModelsByLine } from "./list-models-by-line.ts";
import { presentManual } from "./present-manual.ts";

/** /support/downloads: every model on sale here by product line, with its manual, quick start and firmware. */
export async function loadSupportDownloads(request: Request, context: LoadContext) {
  const { site } = readSiteFromPath(new URL(request.url).pathname);
  const { db } = context.get(pageContext);
  const lines = await listModelsByLine(db, site);
  const ids = lines.flatMap((line) => line.models.map((model) => model.id));
  const [downloads, manuals] = await Promise.all([
    listSupportDownloads(db, site, ids),
    Promise.all(ids.map((id) => findGoodsManual(db, id, site.lang))),
  ]);
  const manualOf = new Map(ids.map((id, index) => [id, presentManual(manuals[index] ?? null)]));
  return {
    lines: lines.map((line) => ({
      slug: line.slug,
      name: line.name,
      models: line.models.map((model) => ({
        ...model,
        manual: manualOf.get(model.id) ?? null,
        downloads: downloads.filter((download) => download.goodsId === model.id),
      })),
    })),
  };
}

import { data, redirect } from "react-router";
import { AppError } from "../../lib/errors.ts";
import { getGoodsDetails } from "../../modules/catalog/get-goods-details.ts";
import { idQuery } from "../../modules/catalog/schemas.ts";
import { GOODS_TYPE, PUBLISHED } from "../../modules/catalog/tables.ts";
import { type LoadContext, pageContext } from "./context.ts";
import { detailPath, presentSpec } from "./present-goods.ts";
import { readSiteFromPath } from "./read-site-from-path.ts";

/**
 * The product or accessory detail screen (`?id=` and optionally `&spec=`). An unknown id, or one not sold
 * on the site, is not found; a product opened as an accessory (or the reverse) moves to its own screen.
 */
export async function loadGoodsDetail(request: Request, context: LoadContext, type: 1 | 2) {
  const url = new URL(request.url);
  const { site, prefixed } = readSiteFromPath(url.pathname);
  const { db } = context.get(pageContext);
  const parsed = idQuery.safeParse({ id: url.searchParams.get("id") ?? undefined });
  if (!parsed.success) throw data(null, { status: 404 });
  let details: Awaited<ReturnType<typeof getGoodsDetails>>;
  try {
    details = await getGoodsDetails(db, site, parsed.data.id);
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") throw data(null, { status: 404 });
    throw error;
  }
  const goods = details.goodsRsp;
  if (goods.type !== type)
    throw redirect(`${prefixed ? `/${site.code}` : ""}${detailPath(goods.type, goods.id)}`, 301);

  const specs = details.goodsSpecRspList.map((spec) => presentSpec(spec, site));
  const requested = Number(url.searchParams.get("spec"));
  const selected =
    specs.find((spec) => spec.id === requested) ?? specs.find((spec) => spec.inStock) ?? specs[0];
  const specImages = details.images.filter((image) => image.specId === selected?.id);
  const images = [...specImages, ...details.images.filter((image) => image.specId === null)].map(
    (image) => image.media,
  );
  return {
    id: goods.id,
    type: goods.type,
    isProduct: goods.type === GOODS_TYPE.product,
    name: goods.name,
    tagline: goods.tagline,
    description: goods.description,
    published: goods.publish === PUBLISHED,
    images,
    specs,
    selectedSpecId: selected?.id ?? null,
    highlights: details.highlights,
    specifications: details.specifications,
    includedItems: details.includedItems,
    category: details.category,
    accessoryType: details.accessoryType,
  };
}

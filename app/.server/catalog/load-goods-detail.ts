import { data, redirect } from "react-router";
import { readDecimalId } from "../../../lib/decimal-id.ts";
import { AppError } from "../../../lib/errors.ts";
import type { Site } from "../../../lib/sites.ts";
import { findGoodsManual } from "../../../modules/catalog/find-goods-manual.ts";
import { getAlternatives } from "../../../modules/catalog/get-alternatives.ts";
import { getGoodsDetails } from "../../../modules/catalog/get-goods-details.ts";
import { GOODS_TYPE } from "../../../modules/catalog/goods-type.ts";
import { listFittedProducts } from "../../../modules/catalog/list-fitted-products.ts";
import { listFittingAccessories } from "../../../modules/catalog/list-fitting-accessories.ts";
import { listRelatedGoods } from "../../../modules/catalog/list-related-goods.ts";
import { listSizeAdvice } from "../../../modules/catalog/list-size-advice.ts";
import { PUBLISHED } from "../../../modules/catalog/publish-state.ts";
import { idQuery } from "../../../modules/catalog/schemas.ts";
import { getAggregateRating } from "../../../modules/reviews/get-aggregate-rating.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { readSiteFromPath } from "../../../server/request/read-site-from-path.ts";
import { findSignedInAccount } from "../accounts/find-signed-in-account.ts";
import { loadReviews } from "../reviews/load-reviews.ts";
import { settleReadyParts } from "../site/settle-ready-parts.ts";
import {
  type AccessoryOffer,
  chooseStockUp,
  chooseTogether,
  presentAccessoryOffer,
  presentSizeAdvice,
  type Together,
} from "./present-detail-extras.ts";
import { detailPath, type GoodsCard, presentCard, presentSpec } from "./present-goods.ts";

const RELATED_COUNT = 4;

/**
 * The product or accessory detail screen (`?id=` and optionally `&spec=`). An unknown id, or one not sold
 * on the site, is not found; a product opened as an accessory (or the reverse) moves to its own screen; a
 * delisted one still shows, with its label and the arrival reminder.
 *
 * What the first paint needs is awaited; accessories, the products an accessory fits, the recommendations
 * and the reviews are streamed in through <Await> (the Hydrogen skeleton's split) when they were not ready
 * with the rest (settle-ready-parts.ts).
 */
export async function loadGoodsDetail(request: Request, context: LoadContext, type: 1 | 2) {
  const url = new URL(request.url);
  const { site, prefixed } = readSiteFromPath(url.pathname);
  const { db } = context.get(pageContext);
  const parsed = idQuery.safeParse({ id: url.searchParams.get("id") ?? undefined });
  if (!parsed.success) throw data(null, { status: 404 });
  const id = parsed.data.id;
  const [details, manual, reminderEmail, aggregateRating] = await Promise.all([
    getGoodsDetails(db, site, id).catch((error: unknown) => {
      if (error instanceof AppError && error.code === "NOT_FOUND") throw data(null, { status: 404 });
      throw error;
    }),
    findGoodsManual(db, id, site.lang),
    findSignedInEmail(context),
    getAggregateRating(db, site.lang, id),
  ]);
  const goods = details.goods;
  if (goods.type !== type)
    throw redirect(`${prefixed ? `/${site.code}` : ""}${detailPath(goods.type, goods.id)}`, 301);
  const isProduct = goods.type === GOODS_TYPE.product;

  const specs = details.specs.map((spec) => presentSpec(spec, site));
  const requested = readDecimalId(url.searchParams.get("spec"));
  const selected =
    specs.find((spec) => spec.id === requested) ?? specs.find((spec) => spec.inStock) ?? specs[0];
  const specImages = details.images.filter((image) => image.specId === selected?.id);
  const images = [...specImages, ...details.images.filter((image) => image.specId === null)].map(
    (image) => image.media,
  );
  const accessories = isProduct ? loadAccessoryOffers(context, site, goods.id) : null;
  const selectedSpec = details.specs.find((spec) => spec.id === selected?.id);
  /** Shown while the product can be bought. */
  const together: Promise<Together> | null =
    accessories && selectedSpec?.inStock && goods.publish === PUBLISHED
      ? accessories.then((list) => chooseTogether(list, selectedSpec.currPrice, site))
      : null;
  const [sizeAdvice, streamed] = await Promise.all([
    details.category ? listSizeAdvice(db, site, details.category.id).then(presentSizeAdvice) : null,
    settleReadyParts({
      accessories,
      together,
      fitsProducts: isProduct ? null : loadCards(listFittedProducts(db, site, goods.id), site),
      related: loadCards(listRelatedGoods(db, site, goods.id, RELATED_COUNT), site),
      /** What to buy instead of a delisted or sold-out product. */
      alternatives:
        goods.publish !== PUBLISHED || !goods.inStock
          ? loadCards(getAlternatives(db, site, goods.id), site)
          : null,
      reviews: loadReviews(request, context, site, goods.id),
    }),
  ]);

  return {
    id: goods.id,
    type: goods.type,
    isProduct,
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
    manual: manual
      ? {
          href: `/manuals/${goods.id}/${site.lang}.pdf`,
          lang: manual.lang,
          inOtherLanguage: manual.lang !== site.lang,
          bytes: manual.bytes,
        }
      : null,
    sizeAdvice,
    stockUp: details.consumable ? chooseStockUp(details.specs, selected?.id ?? null, site) : null,
    reminderEmail,
    /** Every spec's price in minor units: structured data and the bought-together total. */
    offers: details.specs.map((spec) => ({
      specId: spec.id,
      name: spec.name,
      amount: spec.currPrice,
      currency: spec.currencyCode,
      inStock: spec.inStock,
    })),
    ...streamed,
    /** The clock the page was rendered at: the deal countdown's first text, the same in the browser. */
    serverNow: Date.now(),
    aggregateRating,
  };
}

export type GoodsDetail = Awaited<ReturnType<typeof loadGoodsDetail>>;

async function loadAccessoryOffers(
  context: LoadContext,
  site: Site,
  productId: number,
): Promise<AccessoryOffer[]> {
  const accessories = await listFittingAccessories(context.get(pageContext).db, site, productId);
  return accessories.map(({ entry, consumable }) => presentAccessoryOffer(entry, consumable, site));
}

async function loadCards(
  entries: Promise<Parameters<typeof presentCard>[0][]>,
  site: Site,
): Promise<GoodsCard[]> {
  return (await entries).map((entry) => presentCard(entry, site));
}

/** The signed-in shopper's e-mail, to prefill the arrival reminder; null for visitors. */
async function findSignedInEmail(context: LoadContext): Promise<string | null> {
  return (await findSignedInAccount(context))?.email ?? null;
}

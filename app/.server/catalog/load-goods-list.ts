import { GOODS_TYPE } from "../../../modules/catalog/goods-type.ts";
import { listAccessoryTypes } from "../../../modules/catalog/list-accessory-types.ts";
import { listBanners } from "../../../modules/catalog/list-banners.ts";
import { listCategories } from "../../../modules/catalog/list-categories.ts";
import { listGoods } from "../../../modules/catalog/list-goods.ts";
import { type GoodsSort, goodsListQuery, goodsSorts } from "../../../modules/catalog/schemas.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { readSiteFromPath } from "../../../server/request/read-site-from-path.ts";
import { presentCard } from "./present-goods.ts";

const PAGE_SIZE = 12;

/**
 * The product list (type 1) or accessory list (type 2) screen. The product list filters by one category
 * (`?categoryId=`), the accessory list by any number of types (`?accessoryTypeId=1&accessoryTypeId=3`). Query
 * values a shopper may have mangled by hand fall back to the defaults instead of failing the page.
 */
export async function loadGoodsList(request: Request, context: LoadContext, type: 1 | 2) {
  const url = new URL(request.url);
  const { site } = readSiteFromPath(url.pathname);
  const { db } = context.get(pageContext);
  const param = (name: string) => url.searchParams.get(name) || undefined;
  const sort = goodsSorts.includes(param("sort") as GoodsSort) ? (param("sort") as GoodsSort) : "new";
  const typeIds = [...new Set(url.searchParams.getAll("accessoryTypeId"))].filter((value) =>
    /^\d{1,9}$/.test(value),
  );
  const parsed = goodsListQuery.safeParse({
    type,
    sort,
    categoryId: type === GOODS_TYPE.product ? param("categoryId") : undefined,
    accessoryTypeIds: type === GOODS_TYPE.accessory && typeIds.length > 0 ? typeIds.join(",") : undefined,
    pageNum: param("pageNum"),
    pageSize: PAGE_SIZE,
  });
  const query = parsed.success ? parsed.data : goodsListQuery.parse({ type, sort, pageSize: PAGE_SIZE });
  const [page, categories, accessoryTypes, banners] = await Promise.all([
    listGoods(db, site, query),
    type === GOODS_TYPE.product ? listCategories(db, site) : Promise.resolve([]),
    type === GOODS_TYPE.accessory ? listAccessoryTypes(db, site) : Promise.resolve([]),
    type === GOODS_TYPE.product ? listBanners(db, site, "product_list") : Promise.resolve([]),
  ]);
  const filters =
    type === GOODS_TYPE.product
      ? categories.map((category) => ({ id: category.id, name: category.name }))
      : accessoryTypes.map((accessoryType) => ({ id: accessoryType.id, name: accessoryType.name }));
  return {
    type,
    sort: query.sort,
    activeFilter: query.categoryId ?? null,
    activeTypes: query.accessoryTypeIds?.split(",").map(Number) ?? [],
    filters,
    banner: banners[0] ?? null,
    cards: page.list.map((entry) => presentCard(entry, site)),
    total: page.total,
    pageNum: query.pageNum,
    pageCount: page.pageCount,
  };
}

import { GOODS_TYPE } from "../../../modules/catalog/goods-type.ts";
import { listBanners } from "../../../modules/catalog/list-banners.ts";
import { listCategories } from "../../../modules/catalog/list-categories.ts";
import { listGoods } from "../../../modules/catalog/list-goods.ts";
import { listHotGoods } from "../../../modules/catalog/list-hot-goods.ts";
import { listArticles } from "../../../modules/content/list-articles.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { readSiteFromPath } from "../../../server/request/read-site-from-path.ts";
import { presentCard } from "./present-goods.ts";

/** Banners, new launches, best sellers, blog centre and the category tiles of the home screen. */
export async function loadHome(request: Request, context: LoadContext) {
  const { site } = readSiteFromPath(new URL(request.url).pathname);
  const { db } = context.get(pageContext);
  const listQuery = { type: GOODS_TYPE.product, sort: "new", pageNum: 1, pageSize: 4 } as const;
  const [banners, newest, hot, articles, categories, accessories] = await Promise.all([
    listBanners(db, site, "home_top"),
    listGoods(db, site, listQuery),
    listHotGoods(db, site, GOODS_TYPE.product, 4),
    listArticles(db, site, 3),
    listCategories(db, site),
    listGoods(db, site, { ...listQuery, type: GOODS_TYPE.accessory, pageSize: 1 }),
  ]);
  const categoryImages = await Promise.all(
    categories.map((category) => listGoods(db, site, { ...listQuery, categoryId: category.id, pageSize: 1 })),
  );
  return {
    banners,
    newLaunches: newest.list.map((entry) => presentCard(entry, site)),
    bestSellers: hot.map((entry) => presentCard(entry, site)),
    articles,
    explore: [
      ...categories.map((category, index) => ({
        key: category.slug,
        name: category.name,
        count: category.count,
        path: `/product/list?categoryId=${category.id}`,
        img: categoryImages[index]?.list[0]?.goods.img ?? "",
      })),
      {
        key: "accessories",
        name: null,
        count: accessories.total,
        path: "/accessory/list",
        img: accessories.list[0]?.goods.img ?? "",
      },
    ],
  };
}

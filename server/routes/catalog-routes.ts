import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { compareListQuery } from "../../modules/catalog/discovery-schemas.ts";
import { getAlternatives } from "../../modules/catalog/get-alternatives.ts";
import { getBatchDetails } from "../../modules/catalog/get-batch-details.ts";
import { getCompareItem } from "../../modules/catalog/get-compare-item.ts";
import { getGoods } from "../../modules/catalog/get-goods.ts";
import { getGoodsDetails } from "../../modules/catalog/get-goods-details.ts";
import { listBanners } from "../../modules/catalog/list-banners.ts";
import { listCompareGoods } from "../../modules/catalog/list-compare-goods.ts";
import { listFlashDeals } from "../../modules/catalog/list-flash-deals.ts";
import { listGoods } from "../../modules/catalog/list-goods.ts";
import { listHotGoods } from "../../modules/catalog/list-hot-goods.ts";
import {
  banner,
  bannerQuery,
  batchDetailsBody,
  goodsListQuery,
  hotQuery,
  idQuery,
} from "../../modules/catalog/schemas.ts";
import type { ApiEnv } from "../api-env.ts";
import {
  compareItem,
  compareList,
  flashDeal,
  toCompareItemWire,
  toCompareListWire,
  toFlashDealWire,
} from "../catalog/discovery-wire.ts";
import {
  batchDetails,
  goodsDetails,
  goodsEntry,
  goodsPage,
  toBatchDetailsWire,
  toGoodsDetailsWire,
  toGoodsEntryWire,
  toGoodsListWire,
  toGoodsPageWire,
} from "../catalog/goods-wire.ts";
import { ok } from "../envelope.ts";
import { apiHeaderParameters, envelopeResponses } from "../openapi-responses.ts";
import { rejectInvalidInput } from "../validation.ts";

const tags = ["Catalogue"];

export const catalogRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: rejectInvalidInput })
  .openapi(
    createRoute({
      method: "get",
      path: "/banner/list",
      tags,
      summary: "Banners of a position",
      parameters: apiHeaderParameters,
      request: { query: bannerQuery },
      responses: envelopeResponses(z.array(banner), "The banners in order"),
    }),
    async (c) => ok(c, await listBanners(c.get("db"), c.get("site"), c.req.valid("query").position)),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/list",
      tags,
      summary: "Products or accessories on sale, sorted and paged",
      parameters: apiHeaderParameters,
      request: { query: goodsListQuery },
      responses: envelopeResponses(goodsPage, "A page of goods with the total count"),
    }),
    async (c) => ok(c, toGoodsPageWire(await listGoods(c.get("db"), c.get("site"), c.req.valid("query")))),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/getHot",
      tags,
      summary: "Best sellers",
      parameters: apiHeaderParameters,
      request: { query: hotQuery },
      responses: envelopeResponses(z.array(goodsEntry), "Best sellers by sales rank"),
    }),
    async (c) => {
      const query = c.req.valid("query");
      const hot = await listHotGoods(c.get("db"), c.get("site"), query.type as 1 | 2, query.limit);
      return ok(c, toGoodsListWire(hot));
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/get",
      tags,
      summary: "One product or accessory with its specs and prices",
      parameters: apiHeaderParameters,
      request: { query: idQuery },
      responses: envelopeResponses(goodsEntry, "The goods; publish 0 when delisted"),
    }),
    async (c) => ok(c, toGoodsEntryWire(await getGoods(c.get("db"), c.get("site"), c.req.valid("query").id))),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/details",
      tags,
      summary: "Everything the detail screen shows",
      parameters: apiHeaderParameters,
      request: { query: idQuery },
      responses: envelopeResponses(goodsDetails, "Texts, images, specs, prices, category"),
    }),
    async (c) =>
      ok(c, toGoodsDetailsWire(await getGoodsDetails(c.get("db"), c.get("site"), c.req.valid("query").id))),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/batchDetails",
      tags,
      summary: "Current data of the lines of a local cart",
      description:
        "Unknown ids, goods not sold on the site and ids of the wrong type are left out, so the client can drop them.",
      parameters: apiHeaderParameters,
      request: {
        body: { content: { "application/json": { schema: batchDetailsBody } }, required: true },
      },
      responses: envelopeResponses(batchDetails, "accessoryList and goodsList"),
    }),
    async (c) =>
      ok(c, toBatchDetailsWire(await getBatchDetails(c.get("db"), c.get("site"), c.req.valid("json")))),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/compare/list",
      tags,
      summary: "Products of a category to compare, with their specification rows",
      description:
        "Published products of the category sold on the site, newest first. 404 when the category does not exist.",
      parameters: apiHeaderParameters,
      request: { query: compareListQuery },
      responses: envelopeResponses(compareList, "The category and its comparable products"),
    }),
    async (c) => {
      const list = await listCompareGoods(c.get("db"), c.get("site"), c.req.valid("query").categoryId);
      return ok(c, toCompareListWire(list));
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/compare/itemList",
      tags,
      summary: "The comparison data of one product",
      description:
        "The product with its specs, prices (a running flash deal included) and specification rows in the site's language; " +
        "a client lines the rows of several products up by label. Delisted products are answered with publish 0; " +
        "accessories and unknown ids give 404.",
      parameters: apiHeaderParameters,
      request: { query: idQuery },
      responses: envelopeResponses(compareItem, "One product's comparison column"),
    }),
    async (c) =>
      ok(c, toCompareItemWire(await getCompareItem(c.get("db"), c.get("site"), c.req.valid("query").id))),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/getAlternative",
      tags,
      summary: "Alternatives to a delisted or sold-out product or accessory",
      description:
        "Up to four goods of the same category (accessory type for accessories) that are on sale and in stock on the site, closest in price first.",
      parameters: apiHeaderParameters,
      request: { query: idQuery },
      responses: envelopeResponses(z.array(goodsEntry), "The alternatives, closest price first"),
    }),
    async (c) =>
      ok(c, toGoodsListWire(await getAlternatives(c.get("db"), c.get("site"), c.req.valid("query").id))),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/flashDeals",
      tags,
      summary: "Flash deals running now",
      description:
        "One entry per spec on a running deal, the soonest to end first. While a deal runs the spec's currPrice is the deal price, " +
        "origPrice the regular price and dealEndsAt the end of the window, in every catalogue answer.",
      parameters: apiHeaderParameters,
      responses: envelopeResponses(z.array(flashDeal), "The running deals"),
    }),
    async (c) => ok(c, (await listFlashDeals(c.get("db"), c.get("site"))).map(toFlashDealWire)),
  );

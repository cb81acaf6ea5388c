import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { getBatchDetails } from "../../modules/catalog/get-batch-details.ts";
import { getGoods } from "../../modules/catalog/get-goods.ts";
import { getGoodsDetails } from "../../modules/catalog/get-goods-details.ts";
import { listBanners } from "../../modules/catalog/list-banners.ts";
import { listGoods } from "../../modules/catalog/list-goods.ts";
import { listHotGoods } from "../../modules/catalog/list-hot-goods.ts";
import {
  banner,
  bannerQuery,
  batchDetails,
  batchDetailsBody,
  goodsDetails,
  goodsEntry,
  goodsListQuery,
  goodsPage,
  hotQuery,
  idQuery,
} from "../../modules/catalog/schemas.ts";
import type { ApiEnv } from "../api-env.ts";
import { ok } from "../envelope.ts";
import { apiHeaders, envelopeResponses } from "../openapi-responses.ts";
import { rejectInvalidInput } from "../validation.ts";

const tags = ["Catalogue"];

export const goodsRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: rejectInvalidInput })
  .openapi(
    createRoute({
      method: "get",
      path: "/banner/list",
      tags,
      summary: "Banners of a position",
      request: { headers: apiHeaders, query: bannerQuery },
      responses: envelopeResponses(z.array(banner), "The banners in order"),
    }),
    async (c) => ok(c, await listBanners(c.var.db, c.var.site, c.req.valid("query").position)),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/list",
      tags,
      summary: "Products or accessories on sale, sorted and paged",
      request: { headers: apiHeaders, query: goodsListQuery },
      responses: envelopeResponses(goodsPage, "A page of goods with the total count"),
    }),
    async (c) => ok(c, await listGoods(c.var.db, c.var.site, c.req.valid("query"))),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/getHot",
      tags,
      summary: "Best sellers",
      request: { headers: apiHeaders, query: hotQuery },
      responses: envelopeResponses(z.array(goodsEntry), "Best sellers by sales rank"),
    }),
    async (c) => {
      const query = c.req.valid("query");
      return ok(c, await listHotGoods(c.var.db, c.var.site, query.type as 1 | 2, query.limit));
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/get",
      tags,
      summary: "One product or accessory with its specs and prices",
      request: { headers: apiHeaders, query: idQuery },
      responses: envelopeResponses(goodsEntry, "The goods; publish 0 when delisted"),
    }),
    async (c) => ok(c, await getGoods(c.var.db, c.var.site, c.req.valid("query").id)),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/details",
      tags,
      summary: "Everything the detail screen shows",
      request: { headers: apiHeaders, query: idQuery },
      responses: envelopeResponses(goodsDetails, "Texts, images, specs, prices, category"),
    }),
    async (c) => ok(c, await getGoodsDetails(c.var.db, c.var.site, c.req.valid("query").id)),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/batchDetails",
      tags,
      summary: "Current data of the lines of a local cart",
      description:
        "Unknown ids, goods not sold on the site and ids of the wrong type are left out, so the client can drop them.",
      request: {
        headers: apiHeaders,
        body: { content: { "application/json": { schema: batchDetailsBody } }, required: true },
      },
      responses: envelopeResponses(batchDetails, "accessoryList and goodsList"),
    }),
    async (c) => ok(c, await getBatchDetails(c.var.db, c.var.site, c.req.valid("json"))),
  );

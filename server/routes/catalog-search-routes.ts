import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { AppError } from "../../lib/errors.ts";
import { toFieldErrors } from "../../lib/to-field-errors.ts";
import { searchGoods } from "../../modules/catalog/search-goods.ts";
import { searchQuery } from "../../modules/catalog/search-schemas.ts";
import type { ApiEnv } from "../api-env.ts";
import { searchResult, toSearchResultWire } from "../catalog/search-wire.ts";
import { ok } from "../envelope.ts";
import { apiHeaderParameters, envelopeResponses } from "../openapi-responses.ts";
import { rejectInvalidInput } from "../validation.ts";

export const catalogSearchRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: rejectInvalidInput }).openapi(
  createRoute({
    method: "get",
    path: "/search",
    tags: ["Catalogue"],
    summary: "Search products and accessories",
    description:
      "Full-text search over the names, taglines, categories, specifications and descriptions of the " +
      "published goods sold on the site, in the site's language, tolerant of small typos and word forms. " +
      "An empty or blank keyword answers 400 'Please enter a search keyword'. When nothing matches, " +
      "`recommended` holds best sellers to offer instead.",
    parameters: apiHeaderParameters,
    request: { query: searchQuery },
    responses: envelopeResponses(searchResult, "A page of matches, the result length and recommendations"),
  }),
  async (c) => ok(c, toSearchResultWire(await searchGoods(c.get("db"), c.get("site"), c.req.valid("query")))),
  // The keyword's own message ('Please enter a search keyword') is the answer's message, as on the page.
  (result) => {
    if (result.success) return;
    const fields = toFieldErrors(result.error.issues);
    throw new AppError("BAD_REQUEST", fields[0]?.messageKey ?? "i18n_error_validation", { fields });
  },
);

import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { listCountries } from "../../modules/regions/list-countries.ts";
import { listSites } from "../../modules/regions/list-sites.ts";
import type { ApiEnv } from "../api-env.ts";
import { ok } from "../envelope.ts";
import { apiHeaderParameters, envelopeResponses } from "../openapi-responses.ts";
import { rejectInvalidInput } from "../validation.ts";

const siteOption = z
  .object({
    site: z.string(),
    label: z.string(),
    flag: z.string(),
    countryName: z.string(),
    currencyCode: z.string().nullable(),
    locale: z.string(),
    available: z.boolean(),
  })
  .meta({ id: "SiteOption" });

const country = z
  .object({
    abbr: z.string().meta({ description: "ISO 3166-1 alpha-2" }),
    name: z.string(),
    states: z
      .array(z.object({ abbr: z.string().meta({ description: "ISO 3166-2 subdivision" }), name: z.string() }))
      .meta({
        description:
          "US states, UK nations, German Länder, French regions, Spanish communities, Italian regions",
      }),
  })
  .meta({ id: "Country" });

export const regionsSiteRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: rejectInvalidInput }).openapi(
  createRoute({
    method: "get",
    path: "/sites",
    tags: ["Regions"],
    summary: "The regional sites for the site selector",
    parameters: apiHeaderParameters,
    responses: envelopeResponses(z.array(siteOption), "Sites; jp is listed and not yet available"),
  }),
  (c) => ok(c, listSites(c.get("site"))),
);

export const regionsCountryRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: rejectInvalidInput }).openapi(
  createRoute({
    method: "get",
    path: "/countrys",
    tags: ["Regions"],
    summary: "Countries the store ships to",
    parameters: apiHeaderParameters,
    request: {
      query: z.object({
        lang: z.string().max(10).optional().meta({ description: "en, de, fr, es, it or a site code" }),
      }),
    },
    responses: envelopeResponses(
      z.array(country),
      "Countries with their states, named in the language, sorted by name",
    ),
  }),
  (c) => ok(c, listCountries(c.req.valid("query").lang ?? c.get("site").lang)),
);

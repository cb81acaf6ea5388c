import { Hono } from "hono";
import type { ContentLang } from "../../lib/sites.ts";
import { readGoodsManual } from "../../modules/catalog/read-goods-manual.ts";
import type { ApiEnv } from "../api-env.ts";

const manualPattern = /^\/manuals\/(\d{1,9})\/(en|de|fr|es|it)\.pdf$/;

/**
 * User manuals at `/manuals/{goodsId}/{lang}.pdf`, as a download named after the product and language; a
 * language without a manual of its own gets the English one.
 */
export const catalogManualRoutes = new Hono<ApiEnv>().get("/manuals/*", async (c) => {
  const match = manualPattern.exec(c.req.path);
  if (!match) return c.notFound();
  const manual = await readGoodsManual(c.get("db"), Number(match[1]), match[2] as ContentLang);
  if (!manual) return c.notFound();
  return c.body(new Uint8Array(manual.content), 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${manual.downloadName}"`,
    "Content-Language": manual.lang,
    "Cache-Control": "public, max-age=3600",
    "X-Content-Type-Options": "nosniff",
  });
});

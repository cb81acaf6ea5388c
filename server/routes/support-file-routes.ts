import { Hono } from "hono";
import { readSupportFile } from "../../modules/support/read-support-file.ts";
import type { ApiEnv } from "../api-env.ts";

/** Quick-start guides at `/support-files/{file}.pdf`, as downloads (ADR 0034). */
export const supportFileRoutes = new Hono<ApiEnv>().get("/support-files/:file", async (c) => {
  const file = c.req.param("file");
  const found = await readSupportFile(c.get("db"), file);
  if (!found) return c.notFound();
  return c.body(new Uint8Array(found.content), 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${file}"`,
    "Content-Language": found.lang,
    "Cache-Control": "public, max-age=3600",
    "X-Content-Type-Options": "nosniff",
  });
});

import { Hono } from "hono";
import { catalogueFileAt } from "../../i18n/catalogue-files.ts";
import type { ApiEnv } from "../api-env.ts";
import { chooseEncoding, compressBody, type Encoding } from "../compress-body.ts";

const compressed = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

/**
 * `/messages/{locale}.{hash}.json`: a language's texts for the browser (ADR 0047). Named by content, so cached
 * for a year; compressed once per encoding, not on every request.
 */
export const catalogueRoutes = new Hono<ApiEnv>().get(
  "/messages/:file{[a-z]{2}\\.[\\w-]+\\.json}",
  async (c) => {
    const file = catalogueFileAt(c.req.path);
    if (!file) return c.notFound();
    const headers: Record<string, string> = {
      "Content-Type": "application/json",
      "Cache-Control": "public, max-age=31536000, immutable",
    };
    const encoding = chooseEncoding(c.req.header("Accept-Encoding"));
    if (!encoding) return c.body(file.json, 200, headers);
    return c.body(await compressedOnce(file.path, file.json, encoding), 200, {
      ...headers,
      "Content-Encoding": encoding,
    });
  },
);

function compressedOnce(
  path: string,
  json: Uint8Array,
  encoding: Encoding,
): Promise<Uint8Array<ArrayBuffer>> {
  const key = `${encoding} ${path}`;
  let body = compressed.get(key);
  if (!body) {
    body = compressBody(json, encoding);
    compressed.set(key, body);
  }
  return body;
}

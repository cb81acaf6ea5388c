import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { catalogueFile } from "../../i18n/catalogue-files.ts";
import { catalogues } from "../../i18n/messages.ts";
import { catalogueRoutes } from "./catalogue-routes.ts";

describe("a language's catalogue as a file (ADR 0047)", () => {
  it("answers each language's whole catalogue under a name of its content, cached for good", async () => {
    for (const locale of ["us", "de", "fr", "es", "it"] as const) {
      const { path } = catalogueFile(locale);
      expect(path).toMatch(new RegExp(`^/messages/${locale}\\.[\\w-]{12}\\.json$`));
      const response = await catalogueRoutes.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("application/json");
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      expect(await response.json()).toEqual(catalogues[locale]);
    }
    expect(new Set(["us", "de", "fr"].map((locale) => catalogueFile(locale as "us").path)).size).toBe(3);
  });

  it("sends it compressed where the browser takes it, brotli first", async () => {
    const { path } = catalogueFile("de");
    const br = await catalogueRoutes.request(path, { headers: { "Accept-Encoding": "gzip, br" } });
    expect(br.headers.get("Content-Encoding")).toBe("br");
    const text = zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString("utf8");
    expect(JSON.parse(text)).toEqual(catalogues.de);
    const gzip = await catalogueRoutes.request(path, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers.get("Content-Encoding")).toBe("gzip");
    expect(JSON.parse(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString("utf8"))).toEqual(
      catalogues.de,
    );
  });

  it("answers 404 for a name that is not the current one of a language", async () => {
    const stale = catalogueFile("fr").path.replace(/\.[\w-]+\.json$/, ".AAAAAAAAAAAA.json");
    for (const path of [stale, "/messages/xx.AAAAAAAAAAAA.json", "/messages/../package.json"])
      expect((await catalogueRoutes.request(path)).status).toBe(404);
  });
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { openTestDatabase } from "../../tests/setup/test-databases.ts";
import { chooseEncoding } from "../compress-body.ts";
import { createApp } from "../create-app.ts";

const encoder = new TextEncoder();
const shell = `<!doctype html><html><body>${"<p>Robot vacuum</p>".repeat(200)}`;
const tail = `${"<p>Reviews</p>".repeat(200)}</body></html>`;

describe("chooseEncoding", () => {
  it.each([
    [undefined, null],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=1, br;q=0.5", "gzip"],
    ["identity", null],
    ["*", "br"],
    ["*;q=0", null],
  ])("%s → %s", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe("compressed responses", () => {
  let database: Database;
  let app: ReturnType<typeof createApp>;
  let releaseTail = () => {};
  const assetsDir = fs.mkdtempSync(path.join(os.tmpdir(), "store-assets-"));
  const style = `.late { color: green; }\n`.repeat(100);
  const script = `export const answer = "${"x".repeat(4000)}";`;
  beforeAll(async () => {
    fs.mkdirSync(path.join(assetsDir, "assets"));
    fs.writeFileSync(path.join(assetsDir, "assets/app-1234.js"), script);
    fs.writeFileSync(path.join(assetsDir, "assets/app-1234.js.br"), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(assetsDir, "assets/app-1234.js.gz"), zlib.gzipSync(script));
    fs.writeFileSync(path.join(assetsDir, "assets/late-1234.css"), style);
    database = await openTestDatabase("pglite");
    app = createApp({
      db: database.db,
      assetsDir,
      // A page that streams its shell at once and the rest only when the test says so.
      pageHandler: async () => {
        const tailReleased = new Promise<void>((resolve) => {
          releaseTail = resolve;
        });
        const body = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(encoder.encode(shell));
            await tailReleased;
            controller.enqueue(encoder.encode(tail));
            controller.close();
          },
        });
        return new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8" } });
      },
    });
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(assetsDir, { recursive: true, force: true });
  });

  it.each([
    ["br", zlib.createBrotliDecompress],
    ["gzip", zlib.createGunzip],
  ] as const)(
    "streams a page as %s, the shell before the rest is rendered",
    async (encoding, decompressor) => {
      const response = await app.request("/", { headers: { "Accept-Encoding": encoding } });
      expect(response.headers.get("Content-Encoding")).toBe(encoding);
      expect(response.headers.get("Vary")).toMatch(/Accept-Encoding/);
      expect(response.headers.get("Content-Length")).toBeNull();
      const inflate = decompressor();
      let text = "";
      inflate.on("data", (chunk: Buffer) => {
        text += chunk.toString();
      });
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      // The tail is held back until the whole shell has come out of the compressor: buffering would hang here.
      while (text.length < shell.length) {
        const { value, done } = await reader.read();
        if (done) break;
        await new Promise((resolve) => inflate.write(value, resolve));
      }
      expect(text).toBe(shell);
      releaseTail();
      for (let read = await reader.read(); !read.done; read = await reader.read()) inflate.write(read.value);
      await new Promise((resolve) => inflate.end(resolve));
      expect(text).toBe(shell + tail);
    },
  );

  it("sends the page as it is to a client that takes no compression, still saying it varies", async () => {
    const pending = app.request("/", { headers: { "Accept-Encoding": "identity" } });
    setTimeout(() => releaseTail(), 0);
    const response = await pending;
    expect(response.headers.get("Content-Encoding")).toBeNull();
    expect(response.headers.get("Vary")).toMatch(/Accept-Encoding/);
    expect(await response.text()).toBe(shell + tail);
  });

  it("compresses a large JSON answer and leaves a small one", async () => {
    const large = await app.request("/api/docs/openapi.json", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(large.headers.get("Content-Encoding")).toBe("br");
    const document = JSON.parse(zlib.brotliDecompressSync(Buffer.from(await large.arrayBuffer())).toString());
    expect(document.openapi).toBe("3.1.0");
    const small = await app.request("/api/web/no/such", {
      headers: { "Accept-Encoding": "br", clientId: "store-web", clientSecret: "store-web-public" },
    });
    expect(small.status).toBe(404);
    expect(small.headers.get("Content-Encoding")).toBeNull();
    expect((await small.json()).code).toBe(404);
  });

  it("serves the build's compressed copy of an asset, or the asset itself", async () => {
    const br = await app.request("/assets/app-1234.js", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(br.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);
    const gzip = await app.request("/assets/app-1234.js", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers.get("Content-Encoding")).toBe("gzip");
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);
    const raw = await app.request("/assets/app-1234.js");
    expect(raw.headers.get("Content-Encoding")).toBeNull();
    expect(raw.headers.get("Vary")).toMatch(/Accept-Encoding/);
    expect(await raw.text()).toBe(script);
  });

  it("compresses an asset the build left without copies, with the right headers", async () => {
    const response = await app.request("/assets/late-1234.css", { headers: { "Accept-Encoding": "br" } });
    expect(response.headers.get("Content-Encoding")).toBe("br");
    expect(response.headers.get("Content-Length")).toBeNull();
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(zlib.brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(style);
  });
});

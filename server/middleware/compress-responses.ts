import { pipeline, Readable } from "node:stream";
import type { Context, MiddlewareHandler } from "hono";
import { chooseEncoding, compressBody, createStreamCompressor, type Encoding } from "../compress-body.ts";

/** Documents, JSON, XML, CSS, scripts and SVG: what shrinks. Images, fonts and files are compressed already. */
const compressible = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;
/** Below this a compressed body saves less than the headers it adds. */
const minBytes = 1024;

/**
 * Compresses every text response the store makes while answering: brotli where the client accepts it, else
 * gzip (ADR 0038). A body that streams (a rendered page) is compressed chunk by chunk and each chunk flushed,
 * so the shell of a page reaches the browser as soon as it would uncompressed. Responses compressed already
 * (built assets, cached pages) or saying `no-transform` pass untouched; every compressible one says
 * `Vary: Accept-Encoding`, compressed or not, so a shared cache never hands one client's encoding to another.
 */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    const type = response.headers.get("Content-Type") ?? "";
    if (!compressible.test(type)) return;
    if (response.status === 204 || response.status === 206 || response.status === 304) return;
    // Said before the body is looked at, so also on the odd compressible answer without one: reading
    // `response.body` makes @hono/node-server build a whole Web Response, which copies a kept page's 110 kB on
    // every hit (docs/benchmarks.md, 2026-11-27). Only a body about to be compressed is read.
    appendVary(response.headers);
    if (c.req.method === "HEAD" || response.headers.has("Content-Encoding")) return;
    if (/\bno-transform\b/i.test(response.headers.get("Cache-Control") ?? "")) return;
    const encoding = chooseEncoding(c.req.header("Accept-Encoding"));
    if (!encoding || !response.body) return;

    // An API answer is made whole, never streamed, and mostly small: it is read to know its size first.
    if (/^application\/json/i.test(type)) {
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (bytes.length < minBytes) c.res = new Response(bytes, response);
      else replaceBody(c, await compressBody(bytes, encoding), encoding);
      return;
    }
    const length = response.headers.get("Content-Length");
    if (length !== null && Number(length) < minBytes) return;
    const compressor = createStreamCompressor(encoding, Number(length ?? 0));
    const compressed = pipeline(Readable.fromWeb(response.body as never), compressor, () => {});
    replaceBody(c, Readable.toWeb(compressed) as ReadableStream, encoding);
  };
}

/** Hono copies the old response's headers onto a new one, so the length and validator are mended afterwards. */
function replaceBody(c: Context, body: BodyInit, encoding: Encoding): void {
  c.res = new Response(body, c.res);
  c.res.headers.delete("Content-Length");
  c.res.headers.set("Content-Encoding", encoding);
  const etag = c.res.headers.get("ETag");
  if (etag && !etag.startsWith("W/")) c.res.headers.set("ETag", `W/${etag}`);
}

function appendVary(headers: Headers): void {
  const vary = headers.get("Vary");
  if (!vary) headers.set("Vary", "Accept-Encoding");
  else if (vary !== "*" && !/\baccept-encoding\b/i.test(vary))
    headers.set("Vary", `${vary}, Accept-Encoding`);
}

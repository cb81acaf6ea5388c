import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "../../lib/errors.ts";

/**
 * Refuses a request body over `maxBytes` with 413: the envelope under /api, a plain text page elsewhere (both
 * through the app's error handler). A declared Content-Length is judged before anything is read; a chunked body
 * is counted as it streams in and reading stops at the first chunk past the limit, so a body never costs more
 * than `maxBytes` of memory. The answer closes the connection, so the rest is never read. GET and HEAD carry no
 * body the store reads and pass untouched: looking at `c.req.raw` makes the Node adapter build a whole Request,
 * which halved the cached list API's throughput. Paths matching `larger.path` (a form with a file) get `larger.maxBytes`.
 */
export function limitRequestBody(
  maxBytes: number,
  larger?: { path: RegExp; maxBytes: number },
): MiddlewareHandler {
  const limit = bodyLimitOf(maxBytes);
  const largerLimit = larger && bodyLimitOf(larger.maxBytes);
  return (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    return (largerLimit && larger.path.test(c.req.path) ? largerLimit : limit)(c, next);
  };
}

function bodyLimitOf(maxBytes: number): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      c.header("Connection", "close");
      throw new AppError("PAYLOAD_TOO_LARGE", "i18n_error_body_too_large");
    },
  });
}

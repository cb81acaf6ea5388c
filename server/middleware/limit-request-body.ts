import { bodyLimit } from "hono/body-limit";
import { AppError } from "../../lib/errors.ts";

/**
 * Refuses a request body over `maxBytes` with 413: the envelope under /api, a plain text page elsewhere (both
 * through the app's error handler). A declared Content-Length is judged before anything is read; a chunked body
 * is counted as it streams in and reading stops at the first chunk past the limit, so a body never costs more
 * than `maxBytes` of memory. The answer closes the connection, so the rest is never read.
 */
export function limitRequestBody(maxBytes: number) {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      c.header("Connection", "close");
      throw new AppError("PAYLOAD_TOO_LARGE", "i18n_error_body_too_large");
    },
  });
}

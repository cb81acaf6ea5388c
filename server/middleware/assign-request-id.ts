import { createMiddleware } from "hono/factory";
import { requestId } from "hono/request-id";
import { runWithRequestId } from "../../lib/request-id-context.ts";
import type { ApiEnv } from "../api-env.ts";

// A longer incoming id, or one with other characters than letters, digits, `_`, `-` and `=`, is replaced.
const setRequestId = requestId({ headerName: "X-Request-Id", limitLength: 64 });

/**
 * Gives each request an id (the caller's `X-Request-Id` when it is a short safe token, else a random UUID),
 * answers it in `X-Request-Id`, and serves the request within it, so every log line written meanwhile, in
 * whatever module, carries it.
 */
export const assignRequestId = createMiddleware<ApiEnv>(async (c, next) => {
  await setRequestId(c, () => runWithRequestId(c.get("requestId"), next));
  // A page is React Router's own Response, which the header set before the handler never reaches.
  if (!c.res.headers.has("X-Request-Id")) c.res.headers.set("X-Request-Id", c.get("requestId"));
});

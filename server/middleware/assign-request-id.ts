import { randomUUID } from "node:crypto";
import { createMiddleware } from "hono/factory";
import { runWithRequestId } from "../../lib/request-id-context.ts";
import type { ApiEnv } from "../api-env.ts";

/** A caller's id is kept when it is 1 to 64 letters, digits, `_`, `-` or `=`; any other is replaced. */
const safeRequestId = /^[\w\-=]{1,64}$/;

/** The id a request is served under: the caller's `X-Request-Id` when it is a short safe token, else a random UUID. */
export function requestIdFrom(given: string | undefined): string {
  return given && safeRequestId.test(given) ? given : randomUUID();
}

/**
 * Gives each request an id (`requestIdFrom`), answers it in `X-Request-Id`, and serves the request within it, so
 * every log line written meanwhile, in whatever module, carries it.
 */
export const assignRequestId = createMiddleware<ApiEnv>(async (c, next) => {
  const id = requestIdFrom(c.req.header("X-Request-Id"));
  c.set("requestId", id);
  c.header("X-Request-Id", id);
  await runWithRequestId(id, next);
  // A page is React Router's own Response, which the header set before the handler never reaches.
  if (!c.res.headers.has("X-Request-Id")) c.res.headers.set("X-Request-Id", id);
});

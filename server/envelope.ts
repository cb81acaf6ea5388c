import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The response body of every /api call: code 200 on success, the HTTP status otherwise. */
export type Envelope<T> = { code: number; data: T; message: string };

export function ok<T>(c: Context, data: T) {
  return c.json({ code: 200 as const, data, message: "success" }, 200);
}

export function fail(c: Context, status: ContentfulStatusCode, message: string, data: unknown = null) {
  return c.json({ code: status, data, message } satisfies Envelope<unknown>, status);
}

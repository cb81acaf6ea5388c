import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Envelope } from "../lib/envelope.ts";

const serialized = new WeakMap<object, Uint8Array>();
const encoder = new TextEncoder();

/**
 * The success envelope. Answers served from the read cache are the same object on every hit, so their
 * JSON is encoded once and reused for as long as the object lives.
 */
export function ok<T>(c: Context, data: T) {
  const envelope = { code: 200 as const, data, message: "success" };
  if (typeof data !== "object" || data === null) return c.json(envelope, 200);
  let body = serialized.get(data);
  if (!body) {
    body = encoder.encode(JSON.stringify(envelope));
    serialized.set(data, body);
  }
  // Typed as the JSON it is, so the OpenAPI routes still check the answer's shape.
  return c.body(body as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": "application/json",
  }) as unknown as ReturnType<typeof c.json<typeof envelope, 200>>;
}

export function fail(c: Context, status: ContentfulStatusCode, message: string, data: unknown = null) {
  return c.json({ code: status, data, message } satisfies Envelope<unknown>, status);
}

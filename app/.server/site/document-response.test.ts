import { inspect } from "node:util";
import { getRequestListener } from "@hono/node-server";
import { afterEach, describe, expect, it } from "vitest";
import { documentResponse } from "./document-response.ts";

const { Request, Response } = globalThis;
afterEach(() => {
  // The other files of this worker keep what they found.
  Object.defineProperties(globalThis, { Request: { value: Request }, Response: { value: Response } });
});

describe("documentResponse", () => {
  it("answers what React Router asks of a response without building the full Response of the server", () => {
    // As the store's server runs: @hono/node-server puts its lightweight Response in place of the global one.
    getRequestListener(() => new Response(null));
    const body = new ReadableStream<Uint8Array>();
    // Checked on what the global now makes, not against the class this file found: a file before it in this
    // worker (one that starts a server) may have put the lightweight one in place already.
    expect(inspect(new globalThis.Response(null))).toContain("nativeResponse: undefined");
    const response = documentResponse(body, { status: 201, headers: { "Content-Type": "text/html" } });
    expect([response.status, response.statusText, response.headers.get("content-type")]).toEqual([
      201,
      "",
      "text/html",
    ]);
    expect(response.body).toBe(body);
    // Still the lightweight response, which the server writes straight from its stream.
    expect(inspect(response)).toContain("nativeResponse: undefined");
  });
});

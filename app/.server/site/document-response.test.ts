import { inspect } from "node:util";
import { getRequestListener } from "@hono/node-server";
import { afterEach, describe, expect, it } from "vitest";
import { documentResponse } from "./document-response.ts";

const { Request, Response } = globalThis;
afterEach(() => {
  // The other files of this worker keep the runtime's own.
  Object.defineProperties(globalThis, { Request: { value: Request }, Response: { value: Response } });
});

describe("documentResponse", () => {
  it("answers what React Router asks of a response without building the full Response of the server", () => {
    // As the store's server runs: @hono/node-server puts its lightweight Response in place of the global one.
    getRequestListener(() => new Response(null));
    const body = new ReadableStream<Uint8Array>();
    expect(globalThis.Response).not.toBe(Response);
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

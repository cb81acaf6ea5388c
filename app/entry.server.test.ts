import { DrizzleQueryError } from "drizzle-orm/errors";
import { RouterContextProvider, UNSAFE_ErrorResponseImpl } from "react-router";
import { describe, expect, it } from "vitest";
import { runWithRequestId } from "../lib/request-id-context.ts";
import { captureLogOutput } from "../tests/setup/capture-log-output.ts";
import { handleError } from "./entry.server.tsx";

const hash = "scrypt$32768$8$1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo";

function report(
  error: unknown,
  request = new Request("http://store.test/personal/account", { method: "POST" }),
) {
  const output = captureLogOutput();
  try {
    runWithRequestId("req-7", () =>
      handleError(error, { request, context: new RouterContextProvider(), params: {} }),
    );
  } finally {
    output.stop();
  }
  return output;
}

describe("handleError", () => {
  it("logs a failed action as one JSON line of the request, without the query's values", () => {
    const failed = new DrizzleQueryError(
      'update "customers" set "password_hash" = $1',
      [hash],
      new Error("refused"),
    );
    const output = report(failed);
    expect(output.text()).not.toContain(hash);
    expect(output.lines()).toEqual([
      expect.objectContaining({
        level: "error",
        requestId: "req-7",
        message: "page error",
        path: "/personal/account",
        error: expect.objectContaining({
          message: 'Failed query: update "customers" set "password_hash" = $1',
          cause: expect.objectContaining({ message: "refused" }),
        }),
      }),
    ]);
  });

  it("says nothing of a request the shopper left or of a 404 React Router answers itself", () => {
    const left = new AbortController();
    left.abort();
    const request = new Request("http://store.test/cart", { signal: left.signal });
    expect(report(new Error("aborted"), request).text()).toBe("");
    const noRoute = new UNSAFE_ErrorResponseImpl(
      404,
      "Not Found",
      new Error('No route matches URL "/nope"'),
      true,
    );
    expect(report(noRoute).text()).toBe("");
  });
});

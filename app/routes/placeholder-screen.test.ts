import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { pageContextFor, pageRequest, settle, signedInShopper } from "../../tests/setup/page-requests.ts";
import { openTestDatabase } from "../../tests/setup/test-databases.ts";
import { loader } from "./placeholder-screen.tsx";

describe("screens still to be filled", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
  });
  afterAll(() => database?.close());

  const load = (path: string, token?: string) => {
    const request = pageRequest(path, { token });
    return settle(() =>
      loader({
        request,
        context: pageContextFor(database.db, request),
        params: {},
      } as unknown as Parameters<typeof loader>[0]),
    );
  };

  it("send a visitor of the personal area to login and back", async () => {
    expect(await load("/de/personal/coupons")).toMatchObject({
      status: 302,
      location: "/de/user/login?from=%2Fpersonal%2Fcoupons",
    });
    expect(await load("/personal/coupons")).toMatchObject({
      status: 302,
      location: "/user/login?from=%2Fpersonal%2Fcoupons",
    });
    const shopper = await signedInShopper(database.db);
    expect(await load("/personal/coupons", shopper.token)).toMatchObject({ data: null });
  });

  it("stay open to visitors elsewhere", async () => {
    expect(await load("/support/faqs")).toMatchObject({ data: null });
  });
});

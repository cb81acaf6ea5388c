import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { pageContextFor, pageRequest, settle } from "../../tests/setup/page-requests.ts";
import { openTestDatabase } from "../../tests/setup/test-databases.ts";
import { loader } from "./placeholder-screen.tsx";

describe("screens still to be filled", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
  });
  afterAll(() => database?.close());

  const load = (path: string) => {
    const request = pageRequest(path);
    return settle(() =>
      loader({
        request,
        context: pageContextFor(database.db, request),
        params: {},
      } as unknown as Parameters<typeof loader>[0]),
    );
  };

  it("stay open to visitors elsewhere", async () => {
    expect(await load("/support/faqs")).toMatchObject({ data: null });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { openTestDatabase } from "../tests/setup/test-databases.ts";
import { createApp } from "./create-app.ts";

describe("the spec's device prefix", () => {
  let database: Database;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    app = createApp({ db: database.db, pageHandler: async () => new Response("page") });
  });
  afterAll(() => database?.close());

  const redirected = async (path: string) => {
    const response = await app.request(path);
    return { status: response.status, location: response.headers.get("location") };
  };

  it("is stripped from the path, keeping the site and the query", async () => {
    expect(await redirected("/pc/product/detail?id=4")).toEqual({
      status: 301,
      location: "/product/detail?id=4",
    });
    expect(await redirected("/de/mobile/product/list")).toEqual({
      status: 301,
      location: "/de/product/list",
    });
    expect(await redirected("/mobile")).toEqual({ status: 301, location: "/" });
    expect(await redirected("/fr/pc")).toEqual({ status: 301, location: "/fr" });
  });

  it.each([
    "/pc//evil.example",
    "/pc//evil.example/landed?x=1",
    "/mobile/%5Cevil.example",
    "/pc/%09/evil.example",
    "/pc/.//evil.example",
    "/pc/%E3%80%82evil",
  ])("never leads off the store: %s", async (path) => {
    expect(await redirected(path)).toEqual({ status: 301, location: "/" });
    expect(await redirected(`/it${path}`)).toMatchObject({
      status: 301,
      location: expect.stringMatching(/^\/it/),
    });
  });
});

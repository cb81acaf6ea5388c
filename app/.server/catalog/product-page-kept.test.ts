import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.ts";
import { GOODS_TYPE } from "../../../modules/catalog/goods-type.ts";
import { goods as goodsTable } from "../../../modules/catalog/tables.ts";
import { PAGE_CACHE_HEADER, PARTS_STREAMED_HEADER } from "../../../server/request/cacheable-page.ts";
import { pageContextFor, pageRequest } from "../../../tests/setup/page-requests.ts";
import { type DatabaseKind, databaseKinds, openTestDatabase } from "../../../tests/setup/test-databases.ts";
import { headers, loader } from "../../routes/product-detail.tsx";

type LoaderArgs = Parameters<typeof loader>[0];

/**
 * The page cache keeps a product page only when all its parts went out with the shell: a copy of a render whose
 * parts were still being read would show every visitor their placeholders and the scripts that swap them in.
 */
describe.each(databaseKinds)("which product pages the page cache may keep, on %s", (kind: DatabaseKind) => {
  let database: Database;
  let path: string;
  beforeAll(async () => {
    database = await openTestDatabase(kind, { seeded: true });
    const [product] = await database.db.select({ id: goodsTable.id, type: goodsTable.type }).from(goodsTable);
    if (product?.type !== GOODS_TYPE.product) throw new Error("the seed's first goods is no product");
    path = `/product/detail?id=${product.id}`;
  });
  afterAll(() => database?.close());

  const render = async () => {
    const request = pageRequest(path);
    const args = { request, params: {}, context: pageContextFor(database.db, request) };
    const answer = await loader(args as unknown as LoaderArgs);
    const loaderHeaders = new Headers(answer.init?.headers);
    const pageHeaders = headers({ loaderHeaders } as Parameters<typeof headers>[0]);
    return { parts: answer.data, loaderHeaders, pageHeaders };
  };

  // A new database handle has a cold read cache: the parts go to PostgreSQL and stream. PGlite answers in the same
  // turn of the event loop, so there they are ready even when cold.
  it.runIf(kind === "postgres")("does not keep a render whose parts stream in after the shell", async () => {
    const cold = await render();
    expect(cold.parts.reviews).toBeInstanceOf(Promise);
    expect(cold.loaderHeaders.get(PARTS_STREAMED_HEADER)).toBe("1");
    expect(cold.pageHeaders).toEqual({});
  });

  it("keeps a render whose parts were all ready, and never passes the loader's mark on", async () => {
    // Once every part has been read, the read cache answers them all.
    await Promise.all(Object.values((await render()).parts));
    const warm = await render();
    expect(warm.parts.reviews).not.toBeInstanceOf(Promise);
    // The seed's first product is delisted: its page shows what to buy instead, read through the cache too.
    expect(warm.parts.published).toBe(false);
    expect(warm.parts.alternatives).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: expect.any(Number) })]),
    );
    expect(warm.loaderHeaders.has(PARTS_STREAMED_HEADER)).toBe(false);
    expect(warm.pageHeaders).toEqual({ [PAGE_CACHE_HEADER]: "1" });
  });
});

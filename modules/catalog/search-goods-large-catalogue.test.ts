import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { addGeneratedProducts } from "../../db/seed/add-generated-products.ts";
import { sites } from "../../lib/sites.ts";
import { type DatabaseKind, databaseKinds, openTestDatabase } from "../../tests/setup/test-databases.ts";
import { refreshSearchIndex } from "./refresh-search-index.ts";
import { searchGoods } from "./search-goods.ts";

/**
 * Only the first 500 matches are re-ranked by name, or as many as the asked page reaches (ADR 0054): pages on both
 * sides of that bound must still list every match exactly once, whatever the page size.
 */
describe.each(databaseKinds)("searchGoods over more than 500 matches on %s", (kind: DatabaseKind) => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seeded: true });
    await addGeneratedProducts(database.db, 900);
    await refreshSearchIndex(database.db);
  }, 120_000);
  afterAll(() => database?.close());

  const idsOfPages = async (keyword: string, pageSize: number) => {
    const first = await searchGoods(database.db, sites.us, { keyword, page: 1, pageSize });
    const ids = first.list.map((entry) => entry.goods.id);
    for (let page = 2; page <= first.pageCount; page++) {
      const next = await searchGoods(database.db, sites.us, { keyword, page, pageSize });
      expect(next.total).toBe(first.total);
      ids.push(...next.list.map((entry) => entry.goods.id));
    }
    return { total: first.total, ids };
  };

  it("lists every match once across the pages, the same in pages of 48 and of 7", async () => {
    const byLarge = await idsOfPages("vacuum", 48);
    expect(byLarge.total).toBeGreaterThan(600);
    expect(byLarge.ids).toHaveLength(byLarge.total);
    expect(new Set(byLarge.ids).size).toBe(byLarge.total);
    const bySmall = await idsOfPages("vacuum", 7);
    expect(bySmall.ids).toEqual(byLarge.ids);
  });
});

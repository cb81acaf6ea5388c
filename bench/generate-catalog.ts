// Fills the PostgreSQL database of DATABASE_URL with the demo catalogue plus generated products up to
// BENCH_PRODUCTS (default 10,000) on sale on every site, then builds the search index: the catalogue the
// search benchmark runs against. Each generated product copies the texts, specifications and prices of a
// demo product under a model number of its own, so its words, languages and lengths are real ones.
import { and, eq, inArray, sql } from "drizzle-orm";
import { openPostgres } from "../db/client.ts";
import { seedDemo } from "../db/seed/seed-demo.ts";
import { GOODS_TYPE } from "../modules/catalog/goods-type.ts";
import { PUBLISHED } from "../modules/catalog/publish-state.ts";
import { refreshSearchIndex } from "../modules/catalog/refresh-search-index.ts";
import { goods, goodsSpecs, goodsTranslations, specPrices } from "../modules/catalog/tables.ts";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL must name the PostgreSQL database to fill");
const wanted = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const batchSize = 500;

const database = await openPostgres(url, 2);
const { db } = database;
try {
  const started = Date.now();
  await seedDemo(db, { withMedia: false });
  const models = await db
    .select({ id: goods.id, categoryId: goods.categoryId })
    .from(goods)
    .where(and(eq(goods.type, GOODS_TYPE.product), eq(goods.publish, PUBLISHED)))
    .orderBy(goods.id);
  const modelIds = models.map((model) => model.id);
  const texts = await db.select().from(goodsTranslations).where(inArray(goodsTranslations.goodsId, modelIds));
  const prices = await db
    .select({ goodsId: goodsSpecs.goodsId, price: specPrices })
    .from(specPrices)
    .innerJoin(goodsSpecs, eq(goodsSpecs.id, specPrices.specId))
    .where(inArray(goodsSpecs.goodsId, modelIds));
  const existing = await db.$count(goods, eq(goods.type, GOODS_TYPE.product));

  for (let first = existing; first < wanted; first += batchSize) {
    const numbers = Array.from({ length: Math.min(batchSize, wanted - first) }, (_, index) => first + index);
    await db.transaction(async (tx) => {
      const rows = await tx
        .insert(goods)
        .values(
          numbers.map((number) => ({
            type: GOODS_TYPE.product,
            slug: `bench-${number}`,
            categoryId: models[number % models.length]?.categoryId ?? null,
            releasedAt: new Date(Date.UTC(2024, 0, 1) + number * 3_600_000),
          })),
        )
        .returning({ id: goods.id });
      const made = rows.map((row, index) => ({
        id: row.id,
        number: numbers[index] ?? 0,
        model: modelIds[(numbers[index] ?? 0) % modelIds.length] ?? 0,
      }));
      await tx
        .insert(goodsTranslations)
        .values(
          made.flatMap(({ id, number, model }) =>
            texts
              .filter((text) => text.goodsId === model)
              .map((text) => ({ ...text, goodsId: id, name: `${text.name} B${number}` })),
          ),
        );
      const specs = await tx
        .insert(goodsSpecs)
        .values(
          made.map(({ id, number }) => ({
            goodsId: id,
            sku: `bench-${number}`,
            abbr: `B${number}`,
            stock: 10,
          })),
        )
        .returning({ id: goodsSpecs.id, goodsId: goodsSpecs.goodsId });
      const modelOf = new Map(made.map(({ id, model }) => [id, model]));
      await tx.insert(specPrices).values(
        specs.flatMap((spec) => {
          const model = modelOf.get(spec.goodsId);
          const seen = new Set<string>();
          return prices
            .filter((row) => row.goodsId === model && !seen.has(row.price.site) && seen.add(row.price.site))
            .map((row) => ({ ...row.price, specId: spec.id }));
        }),
      );
    });
  }
  // Statistics as a long-running database has them, before the one statement that reads everything.
  await db.execute(sql`analyze`);
  await refreshSearchIndex(db);
  const total = await db.$count(goods, eq(goods.type, GOODS_TYPE.product));
  console.log(`Catalogue of ${total} products ready in ${Math.round((Date.now() - started) / 1000)} s.`);
} finally {
  await database.close();
}

import { and, eq, inArray } from "drizzle-orm";
import { GOODS_TYPE } from "../../modules/catalog/goods-type.ts";
import { PUBLISHED } from "../../modules/catalog/publish-state.ts";
import { goods, goodsSpecs, goodsTranslations, specPrices } from "../../modules/catalog/tables.ts";
import type { Db } from "../client.ts";

const batchSize = 500;

/**
 * Adds products to the seeded demo catalogue until it has `wanted`, each on sale on every site the demo product
 * it copies is: that product's texts (its name followed by " B<number>"), category, specifications and prices,
 * under a model number of its own, so its words, languages and lengths are real ones. The caller rebuilds the
 * search index afterwards. For catalogues larger than the demo's: the search benchmark's and search tests'.
 */
export async function addGeneratedProducts(db: Db, wanted: number): Promise<void> {
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
}

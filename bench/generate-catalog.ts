// Fills the PostgreSQL database of DATABASE_URL with the demo catalogue plus generated products up to
// BENCH_PRODUCTS (default 10,000) on sale on every site, then builds the search index: the catalogue the
// search benchmark runs against (db/seed/add-generated-products.ts says how a product is generated).
import { eq, sql } from "drizzle-orm";
import { openPostgres } from "../db/client.ts";
import { addGeneratedProducts } from "../db/seed/add-generated-products.ts";
import { seedDemo } from "../db/seed/seed-demo.ts";
import { GOODS_TYPE } from "../modules/catalog/goods-type.ts";
import { refreshSearchIndex } from "../modules/catalog/refresh-search-index.ts";
import { goods } from "../modules/catalog/tables.ts";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL must name the PostgreSQL database to fill");
const wanted = Number(process.env.BENCH_PRODUCTS ?? 10_000);

const database = await openPostgres(url, 2);
const { db } = database;
try {
  const started = Date.now();
  await seedDemo(db, { withMedia: false });
  await addGeneratedProducts(db, wanted);
  // Statistics as a long-running database has them, before the one statement that reads everything.
  await db.execute(sql`analyze`);
  await refreshSearchIndex(db);
  const total = await db.$count(goods, eq(goods.type, GOODS_TYPE.product));
  console.log(`Catalogue of ${total} products ready in ${Math.round((Date.now() - started) / 1000)} s.`);
} finally {
  await database.close();
}

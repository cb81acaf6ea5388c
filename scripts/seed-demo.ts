// Brings the database up to date and fills it with the demo catalogue when it is empty.
import { openPglite, openPostgres } from "../db/client.ts";
import { seedDemo } from "../db/seed/seed-demo.ts";
import { env } from "../lib/env.ts";

const config = env();
const database = config.DATABASE_URL
  ? await openPostgres(config.DATABASE_URL, 2)
  : await openPglite(config.DATA_DIR);
try {
  const started = Date.now();
  const { seeded } = await seedDemo(database.db, { withMedia: true });
  console.log(
    seeded
      ? `Demo catalogue seeded into ${database.kind} in ${Date.now() - started} ms.`
      : `Catalogue already present in ${database.kind}; demo seed skipped.`,
  );
} finally {
  await database.close();
}

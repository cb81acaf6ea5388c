import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { type Database, openPglite, openPostgres } from "../../db/client.ts";

export type DatabaseKind = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

/**
 * A fresh, migrated database of its own: PGlite in memory, or a new database on the PostgreSQL server
 * that `close` drops again, so runs never see each other's rows.
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === "pglite") return openPglite();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `store_test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const drop = async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  await dropLeftovers(admin);
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let database: Database;
  try {
    database = await openPostgres(url.toString(), 5);
  } catch (error) {
    await drop();
    throw error;
  }
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/** Far longer than any run, so a database still in use is never taken. */
const leftoverAfterMs = 6 * 60 * 60 * 1000;

/** Databases of runs that were killed before they could drop theirs (named by their start, in ms). */
async function dropLeftovers(admin: postgres.Sql): Promise<void> {
  const before = Date.now() - leftoverAfterMs;
  const rows = await admin<{ datname: string }[]>`
    select datname from pg_database where datname ~ '^store_test_[0-9]+_[0-9a-f]+$'`;
  for (const { datname } of rows) {
    if (Number(datname.split("_")[2]) < before)
      await admin.unsafe(`drop database if exists ${datname} with (force)`);
  }
}

import fs from "node:fs";
import postgres from "postgres";
import { inject } from "vitest";
import { type Database, openPglite, openPostgres } from "../../db/client.ts";
import { seedDemo } from "../../db/seed/seed-demo.ts";
import { env } from "../../lib/env.ts";
import {
  databaseUrl,
  dropLeftovers,
  makeScratchFolder,
  type PreparedDatabases,
  testDatabaseName,
} from "./test-database-names.ts";

export type DatabaseKind = "pglite" | "postgres";

declare module "vitest" {
  export interface ProvidedContext {
    testDatabases?: PreparedDatabases;
  }
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

/**
 * A database of its own, migrated and, with `seeded`, holding the demo catalogue as `seedDemo` leaves it
 * (its manual files copied under DATA_DIR too): PGlite on a copy of the data folder the global setup
 * prepared, or on PostgreSQL a new database copied from the run's template. `close` removes the copy, so
 * tests never see each other's rows. Without the global setup it migrates and seeds itself, as slowly as before.
 */
export async function openTestDatabase(
  kind: DatabaseKind,
  options: { seeded?: boolean } = {},
): Promise<Database> {
  const prepared = inject("testDatabases");
  const variant = options.seeded ? "seeded" : "empty";
  const database =
    kind === "pglite"
      ? await openPgliteCopy(prepared?.pglite[variant])
      : await openPostgresCopy(prepared?.postgres?.[variant]);
  if (options.seeded) {
    if (prepared) fs.cpSync(prepared.seedFiles, env().DATA_DIR, { recursive: true });
    else await seedDemo(database.db, { withMedia: false });
  }
  return database;
}

/** PGlite on a copy of the prepared data folder (removed on close), or in memory without one. */
async function openPgliteCopy(prepared: string | undefined): Promise<Database> {
  if (!prepared) return openPglite();
  const folder = makeScratchFolder("test");
  try {
    fs.cpSync(prepared, folder, { recursive: true });
    const database = await openPglite(folder);
    return {
      ...database,
      close: async () => {
        await database.close();
        fs.rmSync(folder, { recursive: true, force: true });
      },
    };
  } catch (error) {
    fs.rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}

async function openPostgresCopy(template: string | undefined): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = testDatabaseName("test");
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const drop = async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  if (!template) await dropLeftovers(admin);
  await admin.unsafe(template ? `create database ${name} template ${template}` : `create database ${name}`);
  let database: Database;
  try {
    database = await openPostgres(databaseUrl(serverUrl, name), 5);
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

import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type postgres from "postgres";

/** What the global setup (`prepare-test-databases.ts`) made once for the whole run (ADR 0028). */
export type PreparedDatabases = {
  /** Closed PGlite data folders (each holds `pglite/`): migrated, and migrated with the demo catalogue. */
  pglite: { empty: string; seeded: string };
  /** Template databases on the server of TEST_DATABASE_URL, when it is set. */
  postgres?: { empty: string; seeded: string };
  /** The files the seed wrote under DATA_DIR (the manuals), to be copied beside a seeded copy. */
  seedFiles: string;
};

/** Where data folders are prepared and copied: memory-backed /dev/shm where there is one. */
export const scratchFolder = fs.existsSync("/dev/shm") ? "/dev/shm" : os.tmpdir();

/** `store_test_…` for a test's copy, `store_tpl_…` for a run's template: named by their start, in ms. */
export function testDatabaseName(role: "test" | "tpl"): string {
  return `store_${role}_${Date.now()}_${randomBytes(4).toString("hex")}`;
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Far longer than any run, so a database still in use is never taken. */
const leftoverAfterMs = 6 * 60 * 60 * 1000;

/** Databases and templates of runs that were killed before they could drop theirs. */
export async function dropLeftovers(admin: postgres.Sql): Promise<void> {
  const before = Date.now() - leftoverAfterMs;
  const rows = await admin<{ datname: string }[]>`
    select datname from pg_database where datname ~ '^store_(test|tpl)_[0-9]+_[0-9a-f]+$'`;
  for (const { datname } of rows) {
    if (Number(datname.split("_")[2]) < before)
      await admin.unsafe(`drop database if exists ${datname} with (force)`);
  }
}

/** Data folders in `scratchFolder` of runs that were killed before they could remove theirs. */
export function removeLeftoverFolders(): void {
  const before = Date.now() - leftoverAfterMs;
  for (const entry of fs.readdirSync(scratchFolder)) {
    const match = /^store-(test|tpl)-([0-9]+)-/.exec(entry);
    if (match && Number(match[2]) < before)
      fs.rmSync(path.join(scratchFolder, entry), { recursive: true, force: true });
  }
}

/** A new folder in `scratchFolder`, named by its start so that a leftover can be recognised. */
export function makeScratchFolder(role: "test" | "tpl"): string {
  return fs.mkdtempSync(path.join(scratchFolder, `store-${role}-${Date.now()}-`));
}

// Global setup of the unit and integration suite (ADR 0028): migrates and seeds once per run, so that each
// test file starts from a copy instead of migrating and seeding a database of its own.
import fs from "node:fs";
import path from "node:path";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "../../db/client.ts";
import { seedDemo } from "../../db/seed/seed-demo.ts";
import {
  databaseUrl,
  dropLeftovers,
  makeScratchFolder,
  type PreparedDatabases,
  removeLeftoverFolders,
  testDatabaseName,
} from "./test-database-names.ts";

let folder: string | undefined;
let templates: string[] = [];

export async function setup(project: TestProject) {
  removeLeftoverFolders();
  folder = makeScratchFolder("tpl");
  const seedFiles = path.join(folder, "data");
  const serverUrl = process.env.TEST_DATABASE_URL;
  // The seed writes the manuals under DATA_DIR; this process reads its environment once, here.
  const dataDir = process.env.DATA_DIR;
  process.env.DATA_DIR = seedFiles;
  try {
    const pglite = { empty: path.join(folder, "empty"), seeded: path.join(folder, "seeded") };
    const [, server] = await Promise.all([
      openPglite(pglite.empty).then((database) => database.close()),
      serverUrl ? createTemplate(serverUrl) : undefined,
    ]);
    fs.cpSync(pglite.empty, pglite.seeded, { recursive: true });
    const lite = await openPglite(pglite.seeded);
    try {
      await seedDemo(lite.db, { withMedia: false });
    } finally {
      await lite.close();
    }
    // One seed at a time: both write the same manual files.
    const prepared: PreparedDatabases = {
      pglite,
      postgres: serverUrl && server ? await seedTemplate(serverUrl, server) : undefined,
      seedFiles,
    };
    if (!fs.existsSync(path.join(seedFiles, "manuals")))
      throw new Error(`The seed wrote no manuals under ${seedFiles}: was DATA_DIR read before the setup?`);
    project.provide("testDatabases", prepared);
  } finally {
    if (dataDir === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = dataDir;
  }
}

export async function teardown() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl && templates.length > 0) {
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    for (const name of templates) await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
    templates = [];
  }
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
}

/** A migrated, empty template database on the server (older leftovers dropped first). */
async function createTemplate(serverUrl: string): Promise<string> {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const name = testDatabaseName("tpl");
  try {
    await dropLeftovers(admin);
    await admin.unsafe(`create database ${name}`);
    templates.push(name);
  } finally {
    await admin.end();
  }
  // Copying a template needs it without connections: this one closes before any test starts.
  const database = await openPostgres(databaseUrl(serverUrl, name), 1);
  await database.close();
  return name;
}

/** The seeded template: a copy of the empty one with the demo catalogue. */
async function seedTemplate(serverUrl: string, empty: string): Promise<{ empty: string; seeded: string }> {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const seeded = testDatabaseName("tpl");
  try {
    await admin.unsafe(`create database ${seeded} template ${empty}`);
    templates.push(seeded);
  } finally {
    await admin.end();
  }
  const database = await openPostgres(databaseUrl(serverUrl, seeded), 1);
  try {
    await seedDemo(database.db, { withMedia: false });
  } finally {
    await database.close();
  }
  return { empty, seeded };
}

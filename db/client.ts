import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
/** The one database type the domain sees, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
};

const migrationsFolder = path.resolve(process.cwd(), "db/migrations");
/** Any constant: instances starting together take turns at migrating. */
const MIGRATION_LOCK_KEY = 727_001;

/**
 * Opens PostgreSQL at `url` and brings its schema up to date. A transaction left idle longer than
 * `idleInTransactionMs` (a minute; no use-case waits on anything outside the database inside one) is ended by the
 * server: code that hangs while holding locks then costs its own request, not every later one waiting on them.
 */
export async function openPostgres(
  url: string,
  poolSize = 10,
  { idleInTransactionMs = 60_000 } = {},
): Promise<Database> {
  const client = postgres(url, {
    max: poolSize,
    onnotice: () => {},
    connection: { idle_in_transaction_session_timeout: idleInTransactionMs },
    // After lost connections (a failover, a restart) the pool reconnects within 2 s: 50 ms doubling per failed
    // attempt, where the driver's default grows to 20 s and keeps requests waiting long after the server is back.
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 2),
  });
  const db = drizzlePostgres({ client: preparingEveryQuery(client), schema }) as unknown as Db;
  await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
  try {
    await migratePostgres(drizzlePostgres({ client, schema }), { migrationsFolder });
  } finally {
    await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
  }
  return { db, kind: "postgres", close: () => client.end({ timeout: 5 }) };
}

/**
 * The client as drizzle sees it, with every parameterised query a named prepared statement of its connection
 * (ADR 0031): drizzle asks postgres.js for unnamed ones, which cost a describe round trip and a parse and plan
 * on every call. Transactions get the same wrapper. Safe on a connection that dies only with the driver fixes
 * in patches/postgres+3.4.9.patch, which the connection-loss and fault tests guard.
 */
function preparingEveryQuery(client: postgres.Sql): postgres.Sql {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === "unsafe")
        return (query: string, params?: unknown[], options?: postgres.UnsafeQueryOptions) =>
          target.unsafe(query, params as postgres.ParameterOrJSON<never>[], { ...options, prepare: true });
      if (property === "begin")
        return (...args: unknown[]) => {
          const run = args.pop() as (tx: postgres.TransactionSql) => unknown;
          return (target.begin as (...all: unknown[]) => unknown)(...args, (tx: postgres.TransactionSql) =>
            run(preparingEveryQuery(tx as unknown as postgres.Sql) as unknown as postgres.TransactionSql),
          );
        };
      return Reflect.get(target, property, receiver);
    },
  });
}

/**
 * Opens the embedded database. `dataDir` undefined keeps it in memory (tests). PGlite has no lock of its
 * own and two processes on one folder corrupt it, so a lock file with the owner's pid guards the folder.
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  let releaseLock = () => {};
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    releaseLock = lockFolder(path.join(dataDir, "pglite.lock"));
  }
  try {
    // Loaded here, not at boot: a process on PostgreSQL never pays for the embedded database's code.
    const [
      { PGlite },
      { fuzzystrmatch },
      { pg_trgm },
      { unaccent },
      { drizzle: drizzlePglite },
      { migrate },
    ] = await Promise.all([
      import("@electric-sql/pglite"),
      import("@electric-sql/pglite/contrib/fuzzystrmatch"),
      import("@electric-sql/pglite/contrib/pg_trgm"),
      import("@electric-sql/pglite/contrib/unaccent"),
      import("drizzle-orm/pglite"),
      import("drizzle-orm/pglite/migrator"),
    ]);
    // The extensions search needs (ADR 0012); the migrations create them as on PostgreSQL.
    const client = new PGlite({
      dataDir: dataDir ? path.join(dataDir, "pglite") : undefined,
      extensions: { fuzzystrmatch, pg_trgm, unaccent },
    });
    const pgliteDb = drizzlePglite({ client, schema });
    await migrate(pgliteDb, { migrationsFolder });
    return {
      db: pgliteDb as unknown as Db,
      kind: "pglite",
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

function lockFolder(lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(fs.readFileSync(lockPath, "utf8"));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The embedded database in ${path.dirname(lockPath)} is in use by process ${owner}. ` +
            "Stop that process, or set DATABASE_URL to use PostgreSQL for several processes.",
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseUrl } from "../tests/setup/test-database-names.ts";
import { databaseKinds, openTestDatabase } from "../tests/setup/test-databases.ts";
import { type Database, openPostgres } from "./client.ts";
import { lockKey } from "./lock-key.ts";

describe.skipIf(!databaseKinds.includes("postgres"))("a transaction left idle on postgres", () => {
  let database: Database;
  let limited: Database;

  beforeAll(async () => {
    database = await openTestDatabase("postgres");
    const [row] = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
      name: string;
    }[];
    const url = databaseUrl(process.env.TEST_DATABASE_URL as string, row?.name as string);
    limited = await openPostgres(url, 2, { idleInTransactionMs: 500 });
  });
  afterAll(async () => {
    await limited?.close();
    await database?.close();
  });

  it("is ended by the server past the limit: its locks go to the next caller and its pool goes on", async () => {
    const key = `idle-transaction.${Date.now()}`;
    let resumedAt = 0;
    let resumed: () => void = () => {};
    const codeResumed = new Promise<void>((resolve) => {
      resumed = resolve;
    });
    const stuck = limited.db.transaction(async (tx) => {
      await lockKey(tx, key);
      // Code that hangs while its transaction holds a lock.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      resumedAt = Date.now();
      resumed();
      await tx.execute(sql`select 1`);
    });
    stuck.catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 100));
    const acquiredAt = await database.db.transaction(async (tx) => {
      await lockKey(tx, key);
      return Date.now();
    });
    await expect(stuck).rejects.toThrow();
    await codeResumed;
    expect(acquiredAt).toBeLessThan(resumedAt);
    const rows = (await limited.db.execute(sql`select 1 as one`)) as unknown as { one: number }[];
    expect(rows).toEqual([{ one: 1 }]);
  });
});

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers } from "../modules/accounts/tables.ts";
import { type DatabaseKind, databaseKinds, openTestDatabase } from "../tests/setup/test-databases.ts";
import type { Database } from "./client.ts";
import { prepareOnce } from "./prepare-once.ts";

describe.each(databaseKinds)("a query prepared once on %s", (kind: DatabaseKind) => {
  let database: Database;
  let built = 0;
  const findEmail = prepareOnce((db) => {
    built++;
    return db
      .select({ email: customers.email })
      .from(customers)
      .where(eq(customers.id, sql.placeholder("id")))
      .prepare("test_find_email");
  });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  it("runs on the database and inside transactions, seeing each transaction's own writes, built once", async () => {
    const { db } = database;
    const email = `prepared.${Date.now()}@example.com`;
    const [outside] = await db.insert(customers).values({ email }).returning({ id: customers.id });
    expect(await findEmail(db).execute({ id: outside?.id })).toEqual([{ email }]);

    const seen = await db
      .transaction(async (tx) => {
        const [inside] = await tx
          .insert(customers)
          .values({ email: `in.${email}` })
          .returning({ id: customers.id });
        const found = await findEmail(tx).execute({ id: inside?.id });
        // Not yet committed: another connection does not see it (PGlite has one connection, the transaction's).
        if (kind === "postgres") expect(await findEmail(db).execute({ id: inside?.id })).toEqual([]);
        tx.rollback();
        return found;
      })
      .catch((error: unknown) => {
        if ((error as Error).message !== "Rollback") throw error;
        return "rolled back";
      });
    expect(seen).toBe("rolled back");

    const inSecond = await db.transaction((tx) => findEmail(tx).execute({ id: outside?.id }));
    expect(inSecond).toEqual([{ email }]);
    expect(built).toBe(1);
  });
});

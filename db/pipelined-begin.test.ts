import { inArray, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers } from "../modules/accounts/tables.ts";
import { startTcpFaultProxy } from "../tests/setup/tcp-fault-proxy.ts";
import { databaseUrl } from "../tests/setup/test-database-names.ts";
import { databaseKinds, openTestDatabase } from "../tests/setup/test-databases.ts";
import { type Database, openPostgres } from "./client.ts";

// postgres.js sends a transaction's first statements behind BEGIN without waiting for its answer
// (patches/postgres+3.4.9.patch, ADR 0048). These would fail if they ran before BEGIN, outside the transaction.
describe.skipIf(!databaseKinds.includes("postgres"))("a pipelined BEGIN on postgres", () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase("postgres");
  });
  afterAll(() => database?.close());

  it("runs the first statement inside the transaction, with the transaction's options", async () => {
    const { db } = database;
    const email = `first.${Date.now()}@example.com`;
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(customers).values({ email });
        throw new Error("roll it back");
      }),
    ).rejects.toThrow("roll it back");
    expect(await db.$count(customers, inArray(customers.email, [email]))).toBe(0);

    const isolation = await db.transaction(
      async (tx) => {
        // On PostgreSQL the driver answers the rows as an array.
        const rows = (await tx.execute(
          sql`select current_setting('transaction_isolation') as level`,
        )) as unknown;
        return (rows as { level: string }[])[0]?.level;
      },
      { isolationLevel: "serializable" },
    );
    expect(isolation).toBe("serializable");
  });

  it("keeps every transaction whole when more run at once than the pool has connections", async () => {
    const { db } = database;
    const stamp = Date.now();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, index) =>
        db.transaction(async (tx) => {
          await tx.insert(customers).values({ email: `many.${stamp}.${index}@example.com` });
          if (index % 2 === 1) throw new Error("roll back the odd ones");
          return index;
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(20);
    expect(await db.$count(customers, like(customers.email, `many.${stamp}.%`))).toBe(20);
  });

  it("fails a transaction whose connection is lost between BEGIN and its answer, and the pool goes on", async () => {
    const [row] = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
      name: string;
    }[];
    const server = new URL(process.env.TEST_DATABASE_URL as string);
    const proxy = await startTcpFaultProxy({ host: server.hostname, port: Number(server.port || 5432) });
    const viaProxy = new URL(databaseUrl(server.href, row?.name as string));
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    // One connection: were it lost to the pool, everything after would wait forever.
    const cut = await openPostgres(viaProxy.href, 1);
    try {
      const email = `cut.${Date.now()}@example.com`;
      proxy.cutAfter((chunk) => chunk.toString("latin1").includes("begin"));
      await expect(
        cut.db.transaction(async (tx) => {
          await tx.insert(customers).values({ email });
        }),
      ).rejects.toThrow();
      expect(await cut.db.$count(customers, inArray(customers.email, [email]))).toBe(0);
      await cut.db.transaction(async (tx) => {
        await tx.insert(customers).values({ email });
      });
      expect(await cut.db.$count(customers, inArray(customers.email, [email]))).toBe(1);

      // And when the connection BEGIN is sent on cannot even be opened: the database refusing for a moment.
      proxy.resetAll();
      proxy.refuse(true);
      await expect(cut.db.transaction(async (tx) => tx.$count(customers))).rejects.toThrow();
      proxy.refuse(false);
      expect(
        await cut.db.transaction(async (tx) => tx.$count(customers, inArray(customers.email, [email]))),
      ).toBe(1);
    } finally {
      await cut.close();
      await proxy.close();
    }
  }, 20_000);
});

import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../db/client.ts";
import { env } from "../../lib/env.ts";
import { type DatabaseKind, databaseKinds, openTestDatabase } from "../../tests/setup/test-databases.ts";
import { endSession } from "./end-session.ts";
import { findSession } from "./find-session.ts";
import { startSession } from "./start-session.ts";
import { customers, sessions } from "./tables.ts";

describe.each(databaseKinds)("findSession on %s", (kind: DatabaseKind) => {
  let database: Database;
  let customerId: number;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const [customer] = await database.db
      .insert(customers)
      .values({ email: "session-cache@example.test" })
      .returning({ id: customers.id });
    customerId = customer?.id ?? 0;
  }, 180_000);
  afterAll(() => database?.close());
  afterEach(() => vi.useRealTimers());

  const cacheMs = () => env().SESSION_CACHE_SECONDS * 1000;

  it("trusts a session it read for SESSION_CACHE_SECONDS, so a removal elsewhere shows within that time", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { token } = await startSession(database.db, customerId);
    expect(await findSession(database.db, token)).toMatchObject({ customerId });
    // Another instance signs the shopper out: the row goes, this instance's copy stays until it is too old.
    await database.db.delete(sessions).where(eq(sessions.customerId, customerId));
    expect(await findSession(database.db, token)).toMatchObject({ customerId });
    vi.setSystemTime(Date.now() + cacheMs() + 1);
    expect(await findSession(database.db, token)).toBeNull();
  });

  it("forgets a session signed out on this instance at once", async () => {
    const { token } = await startSession(database.db, customerId);
    expect(await findSession(database.db, token)).not.toBeNull();
    await endSession(database.db, token);
    expect(await findSession(database.db, token)).toBeNull();
  });

  it("refuses a remembered session once its absolute end has passed", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { token } = await startSession(database.db, customerId);
    const soon = new Date(Date.now() + 1000);
    await database.db.update(sessions).set({ expiresAt: soon }).where(eq(sessions.customerId, customerId));
    expect(await findSession(database.db, token)).not.toBeNull();
    vi.setSystemTime(soon.getTime() + 1);
    expect(await findSession(database.db, token)).toBeNull();
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { recordSupportFeedback } from "../../modules/support/record-support-feedback.ts";
import { supportFeedback } from "../../modules/support/tables.ts";
import { type DatabaseKind, databaseKinds, openTestDatabase } from "../setup/test-databases.ts";

describe.each(databaseKinds)("did-this-help answers on %s", (kind: DatabaseKind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind, { seeded: true });
  });
  afterAll(() => database?.close());

  it("holds the per-IP limit when answers from one IP race", async () => {
    const ip = `192.0.2.5-race-${kind}`;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 60 }, () => recordSupportFeedback(database.db, "robot-stuck", true, ip)),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(30);
    expect(await database.db.$count(supportFeedback, eq(supportFeedback.requestedIp, ip))).toBe(30);
  });
});

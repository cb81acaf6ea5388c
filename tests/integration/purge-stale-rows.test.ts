import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { customers, loginFailures, sessions, verificationCodes } from "../../modules/accounts/tables.ts";
import { cartMerges } from "../../modules/cart/tables.ts";
import { GOODS_TYPE } from "../../modules/catalog/goods-type.ts";
import { goods } from "../../modules/catalog/tables.ts";
import { purgeStaleRows } from "../../modules/housekeeping/purge-stale-rows.ts";
import { mailJobs } from "../../modules/notifications/tables.ts";
import { reviews, reviewUploadGrants, reviewUploads } from "../../modules/reviews/tables.ts";
import { type DatabaseKind, databaseKinds, openTestDatabase } from "../setup/test-databases.ts";

const dayMs = 24 * 60 * 60 * 1000;

describe.each(databaseKinds)("purgeStaleRows on %s", (kind: DatabaseKind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 180_000);
  afterAll(() => database?.close());

  it("deletes what has outlived its use and keeps the rest", async () => {
    const { db } = database;
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * dayMs);
    const ahead = (days: number) => new Date(now.getTime() + days * dayMs);
    const [customer] = await db.insert(customers).values({ email: "purge@example.test" }).returning();
    const [product] = await db
      .insert(goods)
      .values({ type: GOODS_TYPE.product, slug: "purge-test", releasedAt: now })
      .returning();
    const customerId = customer?.id ?? 0;

    await db.insert(sessions).values([
      { customerId, tokenHash: "ended", expiresAt: ago(1) },
      { customerId, tokenHash: "idle", expiresAt: ahead(30), lastSeenAt: ago(40) },
      { customerId, tokenHash: "live", expiresAt: ahead(30), lastSeenAt: ago(1) },
    ]);
    const code = { email: "purge@example.test", purpose: "register", codeHash: "x" };
    await db.insert(verificationCodes).values([
      { ...code, expiresAt: ago(2) },
      { ...code, expiresAt: ahead(0.01) },
    ]);
    await db.insert(loginFailures).values([
      { email: "purge@example.test", ip: "10.0.0.1", at: ago(2) },
      { email: "purge@example.test", ip: "10.0.0.1", at: ago(0.001) },
    ]);
    const grants = await db
      .insert(reviewUploadGrants)
      .values([
        { tokenHash: "old-grant", goodsId: product?.id ?? 0, ip: "10.0.0.1", expiresAt: ago(2) },
        { tokenHash: "new-grant", goodsId: product?.id ?? 0, ip: "10.0.0.1", expiresAt: ahead(0.1) },
      ])
      .returning();
    await db.insert(reviewUploads).values([
      { ip: "10.0.0.1", createdAt: ago(2) },
      { ip: "10.0.0.1", createdAt: ago(2), mediaKey: "reviews/kept-photo", grantId: grants[0]?.id },
      { ip: "10.0.0.1", createdAt: ago(0.01) },
    ]);
    const review = {
      goodsId: product?.id ?? 0,
      site: "us",
      lang: "en",
      nickname: "Ada",
      score: 4,
      content: "c",
      requestedIp: "10.0.0.1",
    };
    await db.insert(reviews).values([
      { ...review, email: "never.confirmed@example.test", status: "unconfirmed", createdAt: ago(9) },
      { ...review, email: "expired.today@example.test", status: "unconfirmed", createdAt: ago(7.5) },
      { ...review, email: "still.open@example.test", status: "unconfirmed", createdAt: ago(1) },
      { ...review, email: "confirmed@example.test", status: "published", createdAt: ago(9) },
    ]);
    await db.insert(cartMerges).values([
      { customerId, localId: "old", mergedAt: ago(31) },
      { customerId, localId: "new", mergedAt: ago(1) },
    ]);
    const mail = { to: "purge@example.test", subject: "s", text: "t", html: "h" };
    await db.insert(mailJobs).values([
      { ...mail, status: "sent", createdAt: ago(15) },
      { ...mail, status: "kept", createdAt: ago(15) },
      { ...mail, status: "pending", createdAt: ago(15) },
      { ...mail, status: "sent", createdAt: ago(1) },
    ]);

    expect(await purgeStaleRows(db, now)).toEqual({
      sessions: 2,
      verificationCodes: 1,
      loginFailures: 1,
      uploadGrants: 1,
      uploadAttempts: 1,
      unconfirmedReviews: 1,
      cartMerges: 1,
      mails: 2,
    });
    expect((await db.select().from(sessions)).map((row) => row.tokenHash)).toEqual(["live"]);
    expect((await db.select().from(reviewUploads)).map((row) => row.mediaKey).sort()).toEqual([
      null,
      "reviews/kept-photo",
    ]);
    // An expired link is still known for a day, so its page says it expired.
    expect((await db.select().from(reviews)).map((row) => row.email).sort()).toEqual([
      "confirmed@example.test",
      "expired.today@example.test",
      "still.open@example.test",
    ]);
    expect((await db.select().from(mailJobs)).map((row) => row.status).sort()).toEqual(["pending", "sent"]);
    // Nothing left to do the second time.
    expect(Object.values(await purgeStaleRows(db, now))).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });
});

import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { catalogues } from "../../i18n/messages.ts";
import { env } from "../../lib/env.ts";
import { resolveSite } from "../../lib/sites.ts";
import { hashPassword } from "../../modules/accounts/hash-password.ts";
import { logIn } from "../../modules/accounts/log-in.ts";
import { sendCaptcha } from "../../modules/accounts/send-captcha.ts";
import { customers, loginFailures, verificationCodes } from "../../modules/accounts/tables.ts";
import { updateUserInfo } from "../../modules/accounts/update-user-info.ts";
import { goods } from "../../modules/catalog/tables.ts";
import { mailJobs } from "../../modules/notifications/tables.ts";
import { issueUploadGrant } from "../../modules/reviews/issue-upload-grant.ts";
import { saveReview } from "../../modules/reviews/save-review.ts";
import { storeReviewImage } from "../../modules/reviews/store-review-image.ts";
import { reviews, reviewUploadGrants, reviewUploads } from "../../modules/reviews/tables.ts";
import { type DatabaseKind, databaseKinds, openTestDatabase } from "../setup/test-databases.ts";

const texts = {
  lang: "en",
  t: (key: string) => catalogues.us[key as keyof typeof catalogues.us] ?? key,
};

/** How many of the racing calls ended each way: fulfilled, or the AppError status they threw. */
async function outcomesOf(calls: Promise<unknown>[]): Promise<Record<string, number>> {
  const settled = await Promise.allSettled(calls);
  const tally: Record<string, number> = {};
  for (const outcome of settled) {
    const key =
      outcome.status === "fulfilled" ? "ok" : String((outcome.reason as { status?: number }).status);
    tally[key] = (tally[key] ?? 0) + 1;
  }
  return tally;
}

describe.each(databaseKinds)("rate limits under racing requests on %s", (kind: DatabaseKind) => {
  let database: Database;
  const addCustomer = async (email: string) => {
    const [customer] = await database.db
      .insert(customers)
      .values({ email, passwordHash: await hashPassword("Sunny2026x") })
      .returning({ id: customers.id });
    return customer?.id ?? 0;
  };
  beforeAll(async () => {
    database = await openTestDatabase(kind, { seeded: true });
  });
  afterAll(() => database?.close());

  it("checks at most 10 racing wrong passwords for one account, from many IPs", async () => {
    const email = `racer.${kind}@example.com`;
    await addCustomer(email);
    const tally = await outcomesOf(
      Array.from({ length: 30 }, (_, index) =>
        logIn(database.db, { email, password: "Wrong2026x", ip: `198.51.100.${index}` }),
      ),
    );
    expect(tally).toEqual({ 400: 10, 429: 20 });
    expect(await database.db.$count(loginFailures, eq(loginFailures.email, email))).toBe(10);
  });

  it("checks at most 50 racing wrong passwords from one IP, across accounts and the password change", async () => {
    const ip = `203.0.113.50-${kind}`;
    const customerId = await addCustomer(`changer.${kind}@example.com`);
    const signIns = Array.from({ length: 50 }, (_, index) =>
      logIn(database.db, { email: `nobody${index}.${kind}@example.com`, password: "Wrong2026x", ip }),
    );
    const changes = Array.from({ length: 10 }, () =>
      updateUserInfo(
        database.db,
        customerId,
        { firstName: "", lastName: "", nickname: "", oldPassword: "Wrong2026x", newPassword: "Rainy2026y" },
        { token: null, ip },
      ),
    );
    const tally = await outcomesOf([...signIns, ...changes]);
    expect(tally[400]).toBe(50);
    expect(tally[429]).toBe(10);
    expect(await database.db.$count(loginFailures, eq(loginFailures.ip, ip))).toBe(50);
  });

  it("issues at most 5 codes to an address when 40 requests race", async () => {
    const email = `flood.${kind}@example.com`;
    const tally = await outcomesOf(
      Array.from({ length: 40 }, (_, index) =>
        sendCaptcha(database.db, { email, purpose: "register", ip: `192.0.2.${index}`, texts }),
      ),
    );
    expect(tally).toEqual({ ok: 5, 429: 35 });
    expect(await database.db.$count(verificationCodes, eq(verificationCodes.email, email))).toBe(5);
  });

  it("counts at most 30 racing uploads of one customer", async () => {
    const customerId = await addCustomer(`uploader.${kind}@example.com`);
    const tally = await outcomesOf(
      Array.from({ length: 45 }, () =>
        storeReviewImage(database.db, null, { customerId, uploadGrant: null, ip: `192.0.2.200-${kind}` }),
      ),
    );
    // Each counted attempt goes on to refuse the missing file; the rest are refused by the limit.
    expect(tally).toEqual({ 400: 30, 429: 15 });
    expect(await database.db.$count(reviewUploads, eq(reviewUploads.customerId, customerId))).toBe(30);
  });

  it("grants at most 20 upload permissions to an IP when 30 requests race", async () => {
    const ip = `192.0.2.210-${kind}`;
    const [product] = await database.db.select({ id: goods.id }).from(goods).limit(1);
    const tally = await outcomesOf(
      Array.from({ length: 30 }, () => issueUploadGrant(database.db, { goodsId: product?.id ?? 0, ip })),
    );
    expect(tally).toEqual({ ok: 20, 429: 10 });
    expect(await database.db.$count(reviewUploadGrants, eq(reviewUploadGrants.ip, ip))).toBe(20);
  });

  it("takes the hour's limit of visitor reviews from an IP when 3× the limit race, and mails only those", async () => {
    const ip = `192.0.2.220-${kind}`;
    const limit = env().REVIEWS_PER_IP_PER_HOUR;
    const [product] = await database.db.select({ id: goods.id }).from(goods).limit(1);
    const emails = Array.from({ length: limit * 3 }, (_, index) => `one.star${index}.${kind}@example.com`);
    const tally = await outcomesOf(
      emails.map((email) =>
        saveReview(
          database.db,
          resolveSite("us"),
          { goodsId: product?.id ?? 0, nickname: "Racer", email, score: 1, content: "One star", images: [] },
          { customerId: null, ip },
          env().PUBLIC_URL,
        ),
      ),
    );
    expect(tally).toEqual({ ok: limit, 429: limit * 2 });
    expect(await database.db.$count(reviews, eq(reviews.requestedIp, ip))).toBe(limit);
    expect(await database.db.$count(mailJobs, inArray(mailJobs.to, emails))).toBe(limit);
  });
});

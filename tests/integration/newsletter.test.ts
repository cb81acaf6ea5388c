import { and, desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { catalogues } from "../../i18n/messages.ts";
import { env } from "../../lib/env.ts";
import { resolveSite } from "../../lib/sites.ts";
import { customers } from "../../modules/accounts/tables.ts";
import { confirmNewsletter } from "../../modules/coupons/confirm-newsletter.ts";
import { listWalletCoupons } from "../../modules/coupons/list-wallet-coupons.ts";
import { subscribeToNewsletter } from "../../modules/coupons/subscribe-to-newsletter.ts";
import { coupons, newsletterSubscriptions } from "../../modules/coupons/tables.ts";
import { unsubscribeFromNewsletter } from "../../modules/coupons/unsubscribe-from-newsletter.ts";
import { mailJobs } from "../../modules/notifications/tables.ts";
import { createApp } from "../../server/create-app.ts";
import { createShopper } from "../setup/checkout-shopper.ts";
import { type DatabaseKind, databaseKinds, openTestDatabase } from "../setup/test-databases.ts";

describe.each(databaseKinds)("the newsletter on %s", (kind: DatabaseKind) => {
  let database: Database;
  let app: ReturnType<typeof createApp>;
  let made = 0;
  beforeAll(async () => {
    database = await openTestDatabase(kind, { seeded: true });
    app = createApp({ db: database.db });
  });
  afterAll(() => database?.close());

  const address = () => `reader${++made}.${Date.now()}@example.com`;
  const subscribe = async (email: string, site = "us") => {
    const response = await app.request("/api/web/newsletter/subscribe", {
      method: "POST",
      headers: {
        clientId: "store-web",
        clientSecret: "store-web-public",
        site,
        "content-type": "application/json",
      },
      body: JSON.stringify({ email }),
    });
    return { status: response.status, body: (await response.json()) as { code: number; message: string } };
  };
  const mailsTo = (email: string) =>
    database.db.select().from(mailJobs).where(eq(mailJobs.to, email)).orderBy(desc(mailJobs.id));
  const linkIn = (text: string, kind: "confirm" | "unsubscribe") => {
    const found = text.match(new RegExp(`https?://\\S+/newsletter/${kind}\\?\\S+`))?.[0];
    if (!found) throw new Error(`no ${kind} link in: ${text}`);
    const url = new URL(found);
    return {
      email: url.searchParams.get("email") ?? "",
      sig: url.searchParams.get("sig") ?? "",
      path: url.pathname,
    };
  };

  it("answers the same for a new and a known address and mails one confirmation in the site's language", async () => {
    const email = address();
    const first = await subscribe(email.toUpperCase(), "fr");
    const again = await subscribe(email, "fr");
    expect(first).toEqual({
      status: 200,
      body: { code: 200, data: null, message: catalogues.fr.i18n_newsletter_thanks },
    });
    expect(again).toEqual(first);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(catalogues.fr.i18n_newsletter_confirm_subject);
    expect(mails[0]?.text).toMatch(/10\s€/u);
    expect(linkIn(mails[0]?.text ?? "", "confirm").path).toBe("/fr/newsletter/confirm");
    expect((await subscribe("not an address")).status).toBe(400);
  });

  it("issues one coupon however many confirmations race, mails its code, and shows it in the owner's wallet", async () => {
    const shopper = await createShopper(database.db);
    await database.db
      .update(customers)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(customers.id, shopper.customerId));
    await subscribe(shopper.email);
    const link = linkIn((await mailsTo(shopper.email))[0]?.text ?? "", "confirm");
    const us = resolveSite("us");
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        confirmNewsletter(database.db, us, link.email, link.sig, env().PUBLIC_URL),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === "confirmed")).toHaveLength(1);
    expect(await database.db.$count(coupons, eq(coupons.email, shopper.email))).toBe(1);
    const [couponMail] = await mailsTo(shopper.email);
    expect(couponMail?.subject).toBe("Your $10 off coupon");
    const wallet = await listWalletCoupons(database.db, shopper.customerId, us, {
      status: "unused",
      pageNum: 1,
      pageSize: 20,
    });
    expect(wallet.list).toHaveLength(1);
    expect(couponMail?.text).toContain(wallet.list[0]?.code);
    expect(wallet.list[0]).toMatchObject({ amountOff: 1000, currencyCode: "USD" });
    // Subscribing again later issues nothing more.
    await subscribe(shopper.email);
    expect(await database.db.$count(coupons, eq(coupons.email, shopper.email))).toBe(1);

    const unsubscribe = linkIn(couponMail?.text ?? "", "unsubscribe");
    await expect(unsubscribeFromNewsletter(database.db, us, unsubscribe.email, "forged")).rejects.toThrow();
    await unsubscribeFromNewsletter(database.db, us, unsubscribe.email, unsubscribe.sig);
    const [row] = await database.db
      .select({ status: newsletterSubscriptions.status })
      .from(newsletterSubscriptions)
      .where(and(eq(newsletterSubscriptions.email, shopper.email), eq(newsletterSubscriptions.site, "us")));
    expect(row?.status).toBe("unsubscribed");
  });

  it("keeps one subscription and mails one confirmation when 20 signups of one address race", async () => {
    const email = address();
    const answers = await Promise.all(Array.from({ length: 20 }, () => subscribe(email)));
    expect(new Set(answers.map((answer) => `${answer.status} ${answer.body.message}`))).toEqual(
      new Set([`200 ${catalogues.us.i18n_newsletter_thanks}`]),
    );
    expect(await database.db.$count(newsletterSubscriptions, eq(newsletterSubscriptions.email, email))).toBe(
      1,
    );
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("refuses a confirmation link made for another address", async () => {
    const email = address();
    await subscribe(email);
    const link = linkIn((await mailsTo(email))[0]?.text ?? "", "confirm");
    await expect(
      confirmNewsletter(database.db, resolveSite("us"), address(), link.sig, env().PUBLIC_URL),
    ).rejects.toMatchObject({ messageKey: "i18n_newsletter_error_link" });
  });

  it("limits the addresses one IP may sign up in an hour", async () => {
    const answers = [];
    for (let index = 0; index <= env().NEWSLETTER_PER_IP_PER_HOUR + 3; index++)
      answers.push((await subscribe(address())).status);
    expect(answers).toContain(429);
  });

  it("holds the per-IP limit when signups from one IP race: exactly the limit is mailed, the rest hear 429", async () => {
    const ip = `203.0.113.${Math.floor(Math.random() * 200) + 1}-race-${kind}`;
    const limit = env().NEWSLETTER_PER_IP_PER_HOUR;
    const emails = Array.from({ length: limit * 3 }, () => address());
    const outcomes = await Promise.allSettled(
      emails.map((email) =>
        subscribeToNewsletter(database.db, resolveSite("us"), email, ip, env().PUBLIC_URL),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(limit);
    for (const outcome of outcomes.filter((entry) => entry.status === "rejected"))
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({ status: 429 });
    expect(
      await database.db.$count(newsletterSubscriptions, eq(newsletterSubscriptions.requestedIp, ip)),
    ).toBe(limit);
    const mailed = await database.db.$count(mailJobs, inArray(mailJobs.to, emails));
    expect(mailed).toBe(limit);
  });
});

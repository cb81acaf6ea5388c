import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submitArrivalReminder } from "../../app/.server/reminders/submit-arrival-reminder.ts";
import type { Database } from "../../db/client.ts";
import { catalogues } from "../../i18n/messages.ts";
import { env } from "../../lib/env.ts";
import type { SiteCode } from "../../lib/sites.ts";
import { PUBLISHED } from "../../modules/catalog/publish-state.ts";
import { releaseStock } from "../../modules/catalog/release-stock.ts";
import { setGoodsPublishState } from "../../modules/catalog/set-goods-publish-state.ts";
import { setSpecStock } from "../../modules/catalog/set-spec-stock.ts";
import { goods, goodsSpecs, goodsTranslations } from "../../modules/catalog/tables.ts";
import { mailJobs } from "../../modules/notifications/tables.ts";
import { mailArrivalReminders } from "../../modules/reminders/mail-arrival-reminders.ts";
import { arrivalReminders } from "../../modules/reminders/tables.ts";
import { createApp } from "../../server/create-app.ts";
import { callPage, pageRequest, signedInShopper } from "../setup/page-requests.ts";
import { type DatabaseKind, databaseKinds, openTestDatabase } from "../setup/test-databases.ts";

describe.each(databaseKinds)("arrival reminder mails on %s", (kind: DatabaseKind) => {
  let database: Database;
  let app: ReturnType<typeof createApp>;
  let made = 0;
  beforeAll(async () => {
    database = await openTestDatabase(kind, { seeded: true });
    app = createApp({ db: database.db });
  });
  afterAll(() => database?.close());

  const address = () => `waiting${++made}.${Date.now()}@example.com`;
  const specOf = async (where: { sku: string } | { slug: string }) => {
    const [row] = await database.db
      .select({ goodsId: goods.id, specId: goodsSpecs.id })
      .from(goodsSpecs)
      .innerJoin(goods, eq(goods.id, goodsSpecs.goodsId))
      .where("sku" in where ? eq(goodsSpecs.sku, where.sku) : eq(goods.slug, where.slug))
      .orderBy(goodsSpecs.id)
      .limit(1);
    if (!row) throw new Error(`no spec ${JSON.stringify(where)}`);
    return row;
  };
  /** A visitor through the API, as the detail screen's widget posts it. */
  const subscribeAsVisitor = async (
    spec: { goodsId: number; specId: number },
    email: string,
    site: SiteCode,
  ) => {
    const response = await app.request("/api/web/personalCenter/arrivalReminder", {
      method: "POST",
      headers: {
        clientId: "store-web",
        clientSecret: "store-web-public",
        site,
        "content-type": "application/json",
      },
      body: JSON.stringify({ ...spec, email }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { created: boolean } }).data.created;
  };
  /** A signed-in shopper through the detail page's own form, with the address the page prefills. */
  const subscribeSignedIn = async (spec: { goodsId: number; specId: number }, prefix: string) => {
    const shopper = await signedInShopper(database.db);
    const fields = {
      intent: "arrivalReminder",
      goodsId: String(spec.goodsId),
      specId: String(spec.specId),
      email: shopper.email,
    };
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    const request = pageRequest(`${prefix}/product/detail?id=${spec.goodsId}&spec=${spec.specId}`, {
      token: shopper.token,
      form: fields,
    });
    const result = await callPage(
      database.db,
      (req, context) => submitArrivalReminder(req, context, form),
      request,
    );
    expect(result).toEqual({ ok: true, email: shopper.email });
    return shopper.email;
  };
  const mailsTo = (emails: string[]) =>
    database.db.select().from(mailJobs).where(inArray(mailJobs.to, emails)).orderBy(mailJobs.id);
  const nameIn = async (goodsId: number, lang: string) => {
    const [row] = await database.db
      .select({ name: goodsTranslations.name })
      .from(goodsTranslations)
      .where(and(eq(goodsTranslations.goodsId, goodsId), eq(goodsTranslations.lang, lang)));
    return row?.name ?? "";
  };
  const restock = (specId: number, stock: number) =>
    setSpecStock(database.db, { specId, stock }, mailArrivalReminders);

  it("mails each subscriber of a restocked spec once, in their site's language, with a link to the spec", async () => {
    const spec = await specOf({ sku: "AK-S12P-KIT" });
    const visitorDe = address();
    const visitorUs = address();
    expect(await subscribeAsVisitor(spec, visitorDe, "de")).toBe(true);
    expect(await subscribeAsVisitor(spec, visitorUs, "us")).toBe(true);
    const signedInFr = await subscribeSignedIn(spec, "/fr");
    const everyone = [visitorDe, visitorUs, signedInFr];
    expect(await mailsTo(everyone)).toEqual([]);

    await restock(spec.specId, 5);

    const mails = await mailsTo(everyone);
    expect(mails.map((mail) => mail.to).sort()).toEqual([...everyone].sort());
    const link = (prefix: string) =>
      new URL(`${prefix}/product/detail?id=${spec.goodsId}&spec=${spec.specId}`, env().PUBLIC_URL).href;
    for (const [email, locale, lang, prefix] of [
      [visitorDe, "de", "de", "/de"],
      [visitorUs, "us", "en", ""],
      [signedInFr, "fr", "fr", "/fr"],
    ] as const) {
      const mail = mails.find((found) => found.to === email);
      const product = await nameIn(spec.goodsId, lang);
      expect(mail?.subject).toBe(
        catalogues[locale].i18n_product_reminder_mail_subject.replace("{product}", product),
      );
      expect(mail?.text).toContain(link(prefix));
      expect(mail?.text).toContain(catalogues[locale].i18n_product_reminder_mail_action);
      expect(mail?.html).toContain(`href="${link(prefix).replaceAll("&", "&#38;")}"`);
    }
    const rows = await database.db
      .select({ notifiedAt: arrivalReminders.notifiedAt })
      .from(arrivalReminders)
      .where(inArray(arrivalReminders.email, everyone));
    expect(rows.every((row) => row.notifiedAt instanceof Date)).toBe(true);

    // More stock, or selling out and coming back, mails nobody again.
    await restock(spec.specId, 8);
    await restock(spec.specId, 0);
    await restock(spec.specId, 2);
    expect(await mailsTo(everyone)).toHaveLength(3);
  });

  it("mails when a canceled or expired order puts a sold-out spec back on sale, not when stock was left", async () => {
    const spec = await specOf({ sku: "AK-S12P-KIT" });
    await restock(spec.specId, 0);
    const visitor = address();
    expect(await subscribeAsVisitor(spec, visitor, "es")).toBe(true);
    // As cancelOrder and expireUnpaidOrders give an order's units back, inside their transaction.
    const giveBack = (quantity: number) =>
      database.db.transaction((tx) =>
        releaseStock(tx, [{ specId: spec.specId, quantity }], mailArrivalReminders),
      );
    await giveBack(2);
    const mails = await mailsTo([visitor]);
    expect(mails.map((mail) => mail.subject)).toEqual([
      catalogues.es.i18n_product_reminder_mail_subject.replace("{product}", await nameIn(spec.goodsId, "es")),
    ]);
    // A subscriber still waiting while units are left (asked just before the last order was canceled).
    const waiting = address();
    await database.db
      .insert(arrivalReminders)
      .values({ goodsId: spec.goodsId, specId: spec.specId, email: waiting, site: "es" });
    await giveBack(1);
    expect(await mailsTo([visitor, waiting])).toHaveLength(1);
  });

  it("mails the subscribers of delisted goods when they are published, not when their stock changes", async () => {
    const spec = await specOf({ slug: "aerosweep-r4" });
    const visitor = address();
    const signedIn = await subscribeSignedIn(spec, "/it");
    expect(await subscribeAsVisitor(spec, visitor, "es")).toBe(true);

    await restock(spec.specId, 0);
    await restock(spec.specId, 4);
    expect(await mailsTo([visitor, signedIn])).toEqual([]);

    await setGoodsPublishState(
      database.db,
      { goodsId: spec.goodsId, publish: PUBLISHED },
      mailArrivalReminders,
    );
    const mails = await mailsTo([visitor, signedIn]);
    expect(mails.map((mail) => [mail.to, mail.subject]).sort()).toEqual(
      [
        [
          visitor,
          catalogues.es.i18n_product_reminder_mail_subject.replace(
            "{product}",
            await nameIn(spec.goodsId, "es"),
          ),
        ],
        [
          signedIn,
          catalogues.it.i18n_product_reminder_mail_subject.replace(
            "{product}",
            await nameIn(spec.goodsId, "it"),
          ),
        ],
      ].sort(),
    );
    expect(mails.find((mail) => mail.to === visitor)?.text).toContain(
      `/es/product/detail?id=${spec.goodsId}&spec=${spec.specId}`,
    );

    await setGoodsPublishState(database.db, { goodsId: spec.goodsId, publish: 0 }, mailArrivalReminders);
    await setGoodsPublishState(
      database.db,
      { goodsId: spec.goodsId, publish: PUBLISHED },
      mailArrivalReminders,
    );
    expect(await mailsTo([visitor, signedIn])).toHaveLength(2);
  });

  it("mails once however many restocks race, and again to a subscriber who asked again after it sold out", async () => {
    const spec = await specOf({ sku: "AK-S12P-KIT" });
    await restock(spec.specId, 0);
    const first = address();
    const second = address();
    expect(await subscribeAsVisitor(spec, first, "it")).toBe(true);
    expect(await subscribeAsVisitor(spec, second, "gb")).toBe(true);
    await Promise.all([restock(spec.specId, 5), restock(spec.specId, 7), restock(spec.specId, 3)]);
    expect((await mailsTo([first, second])).map((mail) => mail.to).sort()).toEqual([first, second].sort());

    await restock(spec.specId, 0);
    expect(await subscribeAsVisitor(spec, first, "it")).toBe(true);
    expect(await subscribeAsVisitor(spec, first, "it")).toBe(false);
    await Promise.all([restock(spec.specId, 1), restock(spec.specId, 1)]);
    expect((await mailsTo([first])).length).toBe(2);
    expect((await mailsTo([second])).length).toBe(1);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { catalogues } from "../../i18n/messages.ts";
import { env } from "../../lib/env.ts";
import { startSession } from "../../modules/accounts/start-session.ts";
import { customers } from "../../modules/accounts/tables.ts";
import { goods } from "../../modules/catalog/tables.ts";
import { confirmReview } from "../../modules/reviews/confirm-review.ts";
import { getAggregateRating } from "../../modules/reviews/get-aggregate-rating.ts";
import { reviewSiteSettings, reviews, reviewUploads } from "../../modules/reviews/tables.ts";
import { mailedReviewConfirmation } from "../../tests/setup/mailed-review-confirmation.ts";
import { type DatabaseKind, databaseKinds, openTestDatabase } from "../../tests/setup/test-databases.ts";
import { createApp } from "../create-app.ts";

const client = { clientId: "store-web", clientSecret: "store-web-public" };
type Comment = {
  commentId: number;
  nickname: string;
  score: number;
  content: string;
  images: string[];
  date: string;
};

describe.each(databaseKinds)("reviews API on %s", (kind: DatabaseKind) => {
  let database: Database;
  let app: ReturnType<typeof createApp>;
  let productId: number;
  let quietProductId: number;

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seeded: true });
    app = createApp({ db: database.db });
    const slugs = await database.db.select({ id: goods.id, slug: goods.slug }).from(goods);
    productId = slugs.find((row) => row.slug === "aerosweep-r7-max")?.id ?? 0;
    // An accessory past the reviewed ones has no seeded review.
    quietProductId = slugs.find((row) => row.slug === "mop-pads-r7-max")?.id ?? 0;
  });
  afterAll(() => database?.close());

  let ipCounter = 0;
  /** Visitors' posts come each from their own address unless a test means one, so the per-IP limit stays apart. */
  const newIp = () => `10.${kind === "pglite" ? 3 : 4}.0.${++ipCounter}`;
  const post = (path: string, body: unknown, headers: Record<string, string> = {}, ip = "local") =>
    app.request(
      `/api/web/goods/comment/${path}`,
      {
        method: "POST",
        headers: { ...client, "Content-Type": "application/json", ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      },
      { incoming: { socket: { remoteAddress: ip } } },
    );
  const signedInCustomer = async (name: string) => {
    const email = `${name}.${Math.random().toString(36).slice(2)}@example.com`;
    const [account] = await database.db.insert(customers).values({ email, nickname: name }).returning();
    const { token } = await startSession(database.db, account?.id ?? 0);
    return { id: account?.id ?? 0, email, token };
  };
  const list = async (body: Record<string, unknown>, site = "us") => {
    const response = await post("goodsCommentList", body, { site });
    expect(response.status).toBe(200);
    return (await response.json()).data as {
      list: Comment[];
      total: number;
      pageCount: number;
      pageNum: number;
    };
  };
  const review = (overrides: Record<string, unknown> = {}) => ({
    goodsId: quietProductId,
    nickname: "Ada",
    email: `ada.${Math.random().toString(36).slice(2)}@example.com`,
    score: 4,
    content: "Fits well and cleans better than the old pads.",
    ...overrides,
  });

  describe("goodsCommentList", () => {
    it("lists the seeded reviews of the site's language, newest first, without e-mails", async () => {
      const english = await list({ goodsId: productId });
      expect(english.total).toBeGreaterThanOrEqual(3);
      const dates = english.list.map((entry) => Date.parse(entry.date));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
      expect(JSON.stringify(english)).not.toContain("@");
      const german = await list({ goodsId: productId }, "de");
      expect(german.total).toBeGreaterThanOrEqual(3);
      expect(german.list[0]?.content).not.toBe(english.list[0]?.content);
      const british = await list({ goodsId: productId }, "gb");
      expect(british.list.map((entry) => entry.commentId)).toEqual(
        english.list.map((entry) => entry.commentId),
      );
    });

    it("sorts by Earliest, Highest Rated and Lowest Rated", async () => {
      const oldest = (await list({ goodsId: productId, sort: "oldest" })).list.map((entry) =>
        Date.parse(entry.date),
      );
      expect([...oldest].sort((a, b) => a - b)).toEqual(oldest);
      const highest = (await list({ goodsId: productId, sort: "highest" })).list.map((entry) => entry.score);
      expect([...highest].sort((a, b) => b - a)).toEqual(highest);
      const lowest = (await list({ goodsId: productId, sort: "lowest" })).list.map((entry) => entry.score);
      expect([...lowest].sort((a, b) => a - b)).toEqual(lowest);
      expect(lowest[0]).toBeLessThan(highest[0] ?? 0);
    });

    it("pages with a total and a page count", async () => {
      const all = await list({ goodsId: productId, pageSize: 50 });
      const second = await list({ goodsId: productId, pageSize: 2, pageNum: 2 });
      expect(second.total).toBe(all.total);
      expect(second.pageCount).toBe(Math.ceil(all.total / 2));
      expect(second.list.map((entry) => entry.commentId)).toEqual(
        all.list.slice(2, 4).map((entry) => entry.commentId),
      );
      expect((await list({ goodsId: productId, pageNum: 99 })).list).toEqual([]);
    });

    it("answers an empty page for goods without reviews and 404 for an unknown id", async () => {
      expect(await list({ goodsId: quietProductId, sort: "lowest" })).toMatchObject({ list: [], total: 0 });
      const missing = await post("goodsCommentList", { goodsId: 999_999 }, { site: "de" });
      expect(missing.status).toBe(404);
      const body = await missing.json();
      expect(body).toMatchObject({ code: 404, data: null });
      expect(body.message).toMatch(/Produkt/);
    });

    it("rejects bad bodies with 400 and the field", async () => {
      for (const [body, field] of [
        [{}, "goodsId"],
        [{ goodsId: "abc" }, "goodsId"],
        [{ goodsId: 0 }, "goodsId"],
        [{ goodsId: productId, sort: "best" }, "sort"],
        [{ goodsId: productId, pageSize: 500 }, "pageSize"],
        [{ goodsId: productId, pageNum: -1 }, "pageNum"],
      ] as const) {
        const response = await post("goodsCommentList", body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect((await response.json()).data.fields[0].field).toBe(field);
      }
      const broken = await post("goodsCommentList", "{not json");
      expect(broken.status).toBe(400);
      expect((await broken.json()).message).toBe("The request body is not valid JSON.");
    });
  });

  describe("goodsCommentTotal", () => {
    it("answers the average and the count per star, matching the list", async () => {
      const response = await post("goodsCommentTotal", { goodsId: productId });
      expect(response.status).toBe(200);
      const { data } = await response.json();
      const all = await list({ goodsId: productId, pageSize: 50 });
      expect(data.total).toBe(all.total);
      expect(data.stars.map((star: { score: number }) => star.score)).toEqual([5, 4, 3, 2, 1]);
      for (const star of data.stars as { score: number; count: number }[]) {
        expect(star.count).toBe(all.list.filter((entry) => entry.score === star.score).length);
      }
      const mean = all.list.reduce((sum, entry) => sum + entry.score, 0) / all.total;
      expect(data.average).toBeCloseTo(mean, 1);
    });

    it("answers zeros without reviews, 404 for an unknown id and 400 for a bad one", async () => {
      const empty = await (await post("goodsCommentTotal", { goodsId: quietProductId })).json();
      expect(empty.data).toMatchObject({ average: 0, total: 0 });
      expect((await post("goodsCommentTotal", { goodsId: 999_999 })).status).toBe(404);
      expect((await post("goodsCommentTotal", { goodsId: -4 })).status).toBe(400);
    });
  });

  describe("saveGoodsComment", () => {
    const confirm = async (email: string) => {
      const { token } = await mailedReviewConfirmation(database.db, email);
      return confirmReview(database.db, token ?? "");
    };
    const total = async (goodsId: number, site: string) =>
      (await (await post("goodsCommentTotal", { goodsId }, { site })).json()).data.total as number;

    it("holds a visitor's review until the mailed link confirms it, then lists it first", async () => {
      const body = review({ content: "<img src=x onerror=alert(1)> Great pads." });
      const response = await post("saveGoodsComment", body, { site: "de" }, newIp());
      expect(response.status).toBe(200);
      const saved = await response.json();
      expect(saved.message).toBe(catalogues.de.i18n_review_check_mail);
      expect(saved.data.status).toBe("unconfirmed");
      expect((await list({ goodsId: quietProductId }, "de")).list).toEqual([]);
      expect(await total(quietProductId, "de")).toBe(0);
      expect(await getAggregateRating(database.db, "de", quietProductId)).toBeNull();

      const { mail, link } = await mailedReviewConfirmation(database.db, body.email);
      expect(mail.subject).toBe(catalogues.de.i18n_review_mail_confirm_subject);
      expect(mail.text).toContain("Waschbare Wischpads für AeroSweep R7 Max");
      expect(link?.pathname).toBe("/de/review/confirm");
      expect(await confirm(body.email)).toBe("published");
      expect(await confirm(body.email)).toBe("already");

      const german = await list({ goodsId: quietProductId }, "de");
      expect(german.list[0]).toMatchObject({ commentId: saved.data.commentId, nickname: "Ada", score: 4 });
      // Stored and answered as the text it is; rendering escapes it.
      expect(german.list[0]?.content).toBe("<img src=x onerror=alert(1)> Great pads.");
      expect(await total(quietProductId, "de")).toBe(1);
      expect((await list({ goodsId: quietProductId }, "us")).list).toEqual([]);
      const english = await (await post("saveGoodsComment", review(), { site: "us" }, newIp())).json();
      expect(english.message).toBe(catalogues.us.i18n_review_check_mail);
    });

    it("answers a second post for a reviewed address like any other, tells only the mailbox, and shows nothing", async () => {
      const first = review({ email: "Same.Person@example.com", content: "The first one" });
      expect((await post("saveGoodsComment", first, {}, newIp())).status).toBe(200);
      expect(await confirm("same.person@example.com")).toBe("published");

      const ip = newIp();
      const fresh = await post("saveGoodsComment", review({ content: "Fresh" }), { site: "fr" }, ip);
      const again = await post(
        "saveGoodsComment",
        { ...first, email: " same.person@EXAMPLE.com ", content: "A stranger's second one" },
        { site: "fr" },
        ip,
      );
      expect(again.status).toBe(fresh.status);
      const [answer, freshAnswer] = [await again.json(), await fresh.json()];
      expect({ ...answer, data: { ...answer.data, commentId: 0 } }).toEqual({
        ...freshAnswer,
        data: { ...freshAnswer.data, commentId: 0 },
      });
      const { mail, link } = await mailedReviewConfirmation(database.db, "same.person@example.com");
      expect(mail.subject).toBe(catalogues.fr.i18n_review_mail_known_subject);
      expect(link).toBeNull();
      const contents = (await list({ goodsId: quietProductId, pageSize: 50 })).list.map(
        (entry) => entry.content,
      );
      expect(contents.filter((content) => content === "The first one")).toHaveLength(1);
      expect(contents).not.toContain("A stranger's second one");
      // Another product is another review.
      expect((await post("saveGoodsComment", { ...first, goodsId: productId }, {}, newIp())).status).toBe(
        200,
      );
      expect(await confirm("same.person@example.com")).toBe("published");
    });

    it("lets the owner of an address review although a stranger used it first, and refuses the stranger's link then", async () => {
      const owner = await signedInCustomer("owner");
      const stranger = await post(
        "saveGoodsComment",
        review({ email: owner.email.toUpperCase(), score: 1, content: "Written by a stranger" }),
        {},
        newIp(),
      );
      expect((await stranger.json()).data.status).toBe("unconfirmed");
      const { token } = await mailedReviewConfirmation(database.db, owner.email);

      const own = await post("saveGoodsComment", review({ content: "Written by the owner" }), {
        token: owner.token,
      });
      expect(own.status).toBe(200);
      expect((await own.json()).data.status).toBe("published");
      await expect(confirmReview(database.db, token ?? "")).rejects.toMatchObject({
        status: 409,
        messageKey: "i18n_review_already_reviewed",
      });
      const contents = (await list({ goodsId: quietProductId, pageSize: 50 })).list.map(
        (entry) => entry.content,
      );
      expect(contents).toContain("Written by the owner");
      expect(contents).not.toContain("Written by a stranger");
    });

    it("refuses a link that is unknown or more than 7 days old", async () => {
      const body = review();
      await post("saveGoodsComment", body, {}, newIp());
      const { token } = await mailedReviewConfirmation(database.db, body.email);
      await database.db
        .update(reviews)
        .set({ createdAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) })
        .where(eq(reviews.email, body.email));
      await expect(confirmReview(database.db, token ?? "")).rejects.toMatchObject({
        status: 400,
        messageKey: "i18n_review_confirm_expired",
      });
      for (const forged of ["", "made-up", "x".repeat(500)])
        await expect(confirmReview(database.db, forged)).rejects.toMatchObject({
          status: 400,
          messageKey: "i18n_review_confirm_invalid",
        });
    });

    it("limits the reviews visitors may post from one IP in an hour, with a translated refusal", async () => {
      const ip = newIp();
      for (let index = 0; index < env().REVIEWS_PER_IP_PER_HOUR; index++)
        expect((await post("saveGoodsComment", review(), {}, ip)).status).toBe(200);
      const refused = await post("saveGoodsComment", review(), { site: "es" }, ip);
      expect(refused.status).toBe(429);
      expect((await refused.json()).message).toBe(catalogues.es.i18n_review_error_rate);
      expect((await post("saveGoodsComment", review(), {}, newIp())).status).toBe(200);
    });

    it("validates with the spec's keys and texts and keeps nothing", async () => {
      const before = await database.db.select().from(reviews);
      const cases: [Record<string, unknown>, string, string][] = [
        [review({ nickname: "  " }), "nickname", "Please enter your nickname."],
        [review({ nickname: undefined }), "nickname", "Please enter your nickname."],
        [review({ score: 0 }), "score", "Please select a rating."],
        [review({ score: 6 }), "score", "Please select a rating."],
        [review({ content: "" }), "content", "Please write your review."],
        [review({ email: "not an email" }), "email", "Invalid email format."],
        [review({ email: "" }), "email", "This field is required."],
        [review({ images: ["a", "b", "c", "d"] }), "images", "You can add up to 3 photos."],
        [review({ images: ["../../etc/passwd"] }), "images.0", "This value is not allowed."],
      ];
      for (const [body, field, message] of cases) {
        const response = await post("saveGoodsComment", body);
        expect(response.status, field).toBe(400);
        const answer = await response.json();
        expect(answer.data.fields).toContainEqual({ field, message });
      }
      expect(await database.db.select().from(reviews)).toHaveLength(before.length);
      const missing = await post("saveGoodsComment", review({ goodsId: 999_999 }));
      expect(missing.status).toBe(404);
    });

    it("refuses photos that were not uploaded by this form or shopper", async () => {
      await database.db.insert(reviewUploads).values({ ip: "10.0.0.9", mediaKey: "reviews/someone-elses" });
      for (const images of [["reviews/someone-elses"], ["goods/aerosweep-r5-0"]]) {
        const response = await post("saveGoodsComment", review({ images }), {}, newIp());
        expect(response.status).toBe(400);
        expect((await response.json()).data.fields[0].field).toMatch(/^images/);
      }
    });

    it("publishes a signed-in shopper's review at once with the account e-mail, and refuses their second (409)", async () => {
      const member = await signedInCustomer("member");
      const response = await post("saveGoodsComment", review({ email: "someone.else@example.com" }), {
        token: member.token,
      });
      expect(response.status).toBe(200);
      const { data, message } = await response.json();
      expect(data.status).toBe("published");
      expect(message).toBe(catalogues.us.i18n_review_submitted);
      const [stored] = await database.db.select().from(reviews).where(eq(reviews.id, data.commentId));
      expect(stored).toMatchObject({ email: member.email, customerId: member.id, requestedIp: null });
      const again = await post("saveGoodsComment", review({ email: "third@example.com" }), {
        token: member.token,
        site: "fr",
      });
      expect(again.status).toBe(409);
      const body = await again.json();
      expect(body).toMatchObject({ code: 409, data: null });
      expect(body.message).toBe("Vous avez déjà donné votre avis sur ce produit avec cette adresse e-mail.");
    });

    it("holds reviews for moderation on a site that asks for it, a visitor's once confirmed", async () => {
      await database.db.insert(reviewSiteSettings).values({ site: "it", moderate: true });
      const visitor = review({ content: "In attesa" });
      const response = await post("saveGoodsComment", visitor, { site: "it" }, newIp());
      expect((await response.json()).data.status).toBe("unconfirmed");
      expect(await confirm(visitor.email)).toBe("pending");
      const member = await signedInCustomer("moderated");
      const own = await post("saveGoodsComment", review({ content: "Anche in attesa" }), {
        site: "it",
        token: member.token,
      });
      expect((await own.json()).data.status).toBe("pending");
      const italian = await list({ goodsId: quietProductId }, "it");
      expect(italian.list.map((entry) => entry.content)).not.toContain("In attesa");
      expect(italian.list.map((entry) => entry.content)).not.toContain("Anche in attesa");
      expect(await total(quietProductId, "it")).toBe(italian.total);
      await database.db.delete(reviewSiteSettings).where(eq(reviewSiteSettings.site, "it"));
    });
  });
});

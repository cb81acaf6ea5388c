import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogues } from "../../i18n/messages.ts";
import { keepScreenshot, launchBrowser, openContext, type Profile } from "./browser.ts";
import { expectNoAxeViolations } from "./check-accessibility.ts";
import { waitForMail } from "./mailbox.ts";
import { uniqueEmail } from "./sign-up.ts";

const sites = [
  { prefix: "", name: "us", texts: catalogues.us },
  { prefix: "/de", name: "de", texts: catalogues.de },
] as const;

/** The machine is shared: streamed parts and navigations may take a few seconds. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

let browser: Browser;
let photo: Buffer;
beforeAll(async () => {
  browser = await launchBrowser();
  photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#4AB861" } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="300" height="300"><circle cx="150" cy="150" r="120" fill="#fff"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer();
});
afterAll(() => browser?.close());

/**
 * The section's streamed part as the shopper sees it. Until React reveals it, the streamed HTML waits in a
 * hidden holder outside the section, and a part re-suspended by a new sort stays in place hidden: neither
 * is matched, so a locator never resolves to two summaries.
 */
const shown = (page: Page, selector: string) =>
  page.locator(`#reviews ${selector}`).filter({ visible: true });

/** The scores of the listed reviews, read from their stars' accessible labels. */
const listedScores = async (page: Page) =>
  (
    await shown(page, ".review")
      .locator(".rating-stars")
      .evaluateAll((stars) => stars.map((star) => star.ariaLabel ?? ""))
  ).map((label) => Number(/\d/.exec(label)?.[0]));

/** The review form of a product page, opened once the page has hydrated, and the posts sent from then on. */
async function openReviewForm(page: Page, prefix: string) {
  await page.goto(`${prefix}/product/list`);
  await page.locator(".product-card", { hasText: "AeroSweep R7 Max" }).locator("a").first().click();
  await page.waitForURL(/\/product\/detail\?id=\d+/);
  await page.locator("#reviews[data-interactive]").waitFor();
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await shown(page, ".review-write").click();
  return { form: shown(page, ".review-form"), posts };
}

describe.each(["desktop", "mobile"] as Profile[])("%s", (profile) => {
  describe.each(sites)("site $name", (site) => {
    const t = site.texts;

    it("reads the reviews of a product, sorts them, and posts one with a photo", {
      timeout: 180_000,
    }, async () => {
      const context = await openContext(browser, profile);
      const page = await context.newPage();
      /** The chunks of zod and the forms' schemas, named after their first module. */
      const schemaChunks: string[] = [];
      page.on("request", (request) => {
        if (/\/assets\/schemas-[\w-]+\.js$/.test(request.url())) schemaChunks.push(request.url());
      });
      try {
        await page.goto(`${site.prefix}/product/list`);
        await page.locator(".product-card", { hasText: "AeroSweep R7 Max" }).locator("a").first().click();
        await page.waitForURL(/\/product\/detail\?id=\d+/);
        await poll(() =>
          page.getByRole("heading", { name: t.i18n_review_title, exact: true }).isVisible(),
        ).toBe(true);
        // Streamed after the product: the summary and the seeded reviews in the site's language.
        const summary = shown(page, ".review-summary");
        await summary.waitFor();
        // Controls answer once the page has hydrated.
        await page.locator("#reviews[data-interactive]").waitFor();
        expect(await summary.locator(".review-bars li").count()).toBe(5);
        expect(await shown(page, ".review").count()).toBeGreaterThanOrEqual(3);
        const texts = (await shown(page, ".review-content").allTextContents()).join(" ");
        expect(texts).toMatch(site.name === "de" ? /Station|Sofa|Akku/ : /dock|sofa|flat/);
        await page.locator("#reviews").scrollIntoViewIfNeeded();
        await keepScreenshot(page, `${profile}-${site.name}-reviews`);

        await page.selectOption("#review-sort", "lowest");
        await page.waitForURL(/reviewSort=lowest/);
        await poll(async () => (await listedScores(page))[0]).toBeLessThanOrEqual(2);
        const lowest = await listedScores(page);
        expect([...lowest].sort((a, b) => a - b)).toEqual(lowest);
        await page.selectOption("#review-sort", "highest");
        await page.waitForURL(/reviewSort=highest/);
        await poll(async () => (await listedScores(page))[0]).toBe(5);

        // A photo opens enlarged.
        await shown(page, ".review-photos a").first().click();
        await poll(() => page.locator(".review-lightbox[open] img").isVisible()).toBe(true);
        await page.locator(".review-lightbox-close").click();
        await poll(() => page.locator(".review-lightbox[open]").count()).toBe(0);

        // The form's rules come when it is first used, not with the page: they were a long task of its load.
        expect(schemaChunks).toEqual([]);
        await shown(page, ".review-write").click();
        const form = shown(page, ".review-form");
        await form.waitFor();
        // Checked on blur with the server's messages.
        await form.locator('[name="nickname"]').focus();
        await poll(() => schemaChunks.length).toBeGreaterThan(0);
        await form.locator('[name="email"]').focus();
        await poll(() => form.locator("#field-nickname-error").textContent()).toBe(t.i18n_product_32);
        await form.locator('[name="email"]').fill("not-an-email");
        await form.locator('[name="content"]').focus();
        await poll(() => form.locator("#field-email-error").textContent()).toBe(t.i18n_form_feedback_03);
        await form.locator('[type="submit"]').click();
        await poll(() => form.locator("#field-score-error").textContent()).toBe(t.i18n_product_31);
        expect(await form.locator("#field-content-error").textContent()).toBe(t.i18n_product_35);
        await expectNoAxeViolations(page, `review form with errors ${profile} ${site.name}`);

        // A file that only pretends to be a PNG is refused with the translated message, a real photo uploads.
        const input = form.locator('[data-testid="review-photo-input"]');
        await input.setInputFiles({
          name: "photo.png",
          mimeType: "image/png",
          buffer: Buffer.concat([
            Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
            Buffer.from("<html>"),
          ]),
        });
        await poll(() => form.locator(".review-photo-failed .field-error").textContent()).toBe(
          t.i18n_image_invalid,
        );
        await expectNoAxeViolations(page, `review form, photo refused ${profile} ${site.name}`);
        await form.locator(".review-photo-failed .review-photo-remove").click();
        await input.setInputFiles({ name: "living-room.jpg", mimeType: "image/jpeg", buffer: photo });
        await poll(() => form.locator('input[name="images"]').count()).toBe(1);

        const email = uniqueEmail(`review-${profile}-${site.name}`);
        const content = `${profile} ${site.name}: <b>not bold</b> — cleans the hallway in ten minutes.`;
        await form.locator('.rating-input input[value="4"]').check();
        await form.locator('[name="nickname"]').fill(`Tester ${profile}`);
        await form.locator('[name="email"]').fill(email);
        await form.locator('[name="content"]').fill(content);
        await keepScreenshot(page, `${profile}-${site.name}-review-form`);
        await expectNoAxeViolations(page, `review form filled in ${profile} ${site.name}`);
        await form.locator('[type="submit"]').click();
        await poll(() => shown(page, ".review-success").textContent()).toContain(t.i18n_review_check_mail);
        await expectNoAxeViolations(page, `review sent ${profile} ${site.name}`);

        // A visitor's review shows once the link mailed to the address confirms it.
        const newest = new URL(page.url());
        newest.searchParams.set("reviewSort", "newest");
        const mine = shown(page, ".review").filter({ hasText: content });
        await page.goto(newest.href);
        await shown(page, ".review-summary").waitFor();
        expect(await mine.count()).toBe(0);
        const link = /https?:\/\/\S+\/review\/confirm\?token=\S+/.exec(await waitForMail(email, 1))?.[0];
        expect(new URL(link ?? "").pathname).toBe(`${site.prefix}/review/confirm`);
        await page.goto(link ?? "");
        await expectNoAxeViolations(page, `review confirmation ${profile} ${site.name}`);
        await page.getByRole("button", { name: t.i18n_review_confirm_action }).click();
        await poll(() => page.getByRole("status").first().textContent()).toBe(t.i18n_review_confirmed);
        await expectNoAxeViolations(page, `review confirmed ${profile} ${site.name}`);
        // Anonymous detail pages may be served from the page cache for a few seconds (ADR 0009).
        await poll(async () => {
          await page.goto(newest.href);
          await shown(page, ".review-summary").waitFor();
          return mine.count();
        }).toBe(1);
        // Shown as text: the markup is visible, never rendered.
        expect(await mine.locator(".review-content b").count()).toBe(0);
        expect(await mine.locator(".review-name").textContent()).toBe(`Tester ${profile}`);
        expect(await mine.locator(".review-photos img").count()).toBe(1);
        // The page was opened afresh at its top: the lazy photo loads once the review is in view, after the
        // list has hydrated (it may re-render its items once).
        await page.locator("#reviews[data-interactive]").waitFor();
        await poll(async () => {
          await mine.scrollIntoViewIfNeeded();
          return mine.locator(".review-photos img").evaluate((img: HTMLImageElement) => img.naturalWidth);
        }).toBeGreaterThan(0);
        expect(await page.content()).not.toContain(email);
        await keepScreenshot(page, `${profile}-${site.name}-review-posted`);

        // A second review with the same address gets the same answer; only the mailbox hears it is not shown.
        await page.locator("#reviews[data-interactive]").waitFor();
        await shown(page, ".review-write").click();
        await form.locator('.rating-input input[value="5"]').check();
        await form.locator('[name="nickname"]').fill("Again");
        await form.locator('[name="email"]').fill(email);
        await form.locator('[name="content"]').fill("Second try");
        await form.locator('[type="submit"]').click();
        await poll(() => shown(page, ".review-success").textContent()).toContain(t.i18n_review_check_mail);
        const notice = await waitForMail(email, 2);
        expect(notice).toContain(t.i18n_review_mail_known_heading);
        expect(notice).not.toContain("/review/confirm");
      } finally {
        await context.close();
      }
    });

    it("checks a review sent at once, before the form's rules have come", { timeout: 60_000 }, async () => {
      const context = await openContext(browser, profile);
      const page = await context.newPage();
      try {
        const { form, posts } = await openReviewForm(page, site.prefix);
        await form.locator('[type="submit"]').click();
        // Held until the rules came, then checked in the browser: nothing is sent, every missing field says so.
        await poll(() => form.locator("#field-score-error").textContent()).toBe(t.i18n_product_31);
        expect(await form.locator("#field-content-error").textContent()).toBe(t.i18n_product_35);
        expect(posts).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it("holds a review sent while its rules are on their way, then sends it once", {
      timeout: 60_000,
    }, async () => {
      const context = await openContext(browser, profile);
      const page = await context.newPage();
      try {
        // The rules come late, as on a slow line: both clicks land before them, and the form waits for them.
        await page.route(/\/assets\/schemas-[\w-]+\.js$/, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1500));
          await route.continue();
        });
        const { form, posts } = await openReviewForm(page, site.prefix);
        await form.locator('.rating-input input[value="5"]').check();
        await form.locator('[name="nickname"]').fill("Twice");
        await form.locator('[name="email"]').fill(uniqueEmail(`review-twice-${profile}-${site.name}`));
        await form.locator('[name="content"]').fill("Sent with two quick clicks on a slow line.");
        await form.locator('[type="submit"]').click();
        await form.locator('[type="submit"]').click();
        await poll(() => shown(page, ".review-success").textContent()).toContain(t.i18n_review_check_mail);
        expect(posts).toHaveLength(1);
      } finally {
        await context.close();
      }
    });
  });
});

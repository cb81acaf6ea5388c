import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogues } from "../../i18n/messages.ts";
import { keepScreenshot, launchBrowser, openContext, type Profile } from "./browser.ts";
import { expectNoAxeViolations } from "./check-accessibility.ts";
import { expectNoEnglishText } from "./check-translation.ts";
import { waitForMail } from "./mailbox.ts";

const cases = [
  { profile: "desktop" as Profile, prefix: "", code: "us", texts: catalogues.us, keyword: "chargng" },
  { profile: "mobile" as Profile, prefix: "/de", code: "de", texts: catalogues.de, keyword: "Ladestaton" },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(cases)("$profile, site $code", ({ profile, prefix, code, texts, keyword }) => {
  it("searches help with a typo, opens an answer, then a model's hub and downloads its quick-start guide", {
    timeout: 120_000,
  }, async () => {
    const context = await openContext(browser, profile);
    const page = await context.newPage();
    await page.goto(`${prefix}/support`, { waitUntil: "networkidle" });
    await expectNoAxeViolations(page, `support home ${profile} ${code}`);
    await expectNoEnglishText(page, code, `support home ${profile}`);
    await page.getByLabel(texts.i18n_support_search_label, { exact: true }).fill(keyword);
    await page.locator(".support-search button[type=submit]").click();
    await page.waitForURL(/\?q=/);
    const first = page.locator(".support-results .support-entry").first();
    await expect.poll(() => first.count()).toBe(1);
    await first.locator("summary").click();
    await expect.poll(() => first.locator(".support-answer").isVisible()).toBe(true);
    await keepScreenshot(page, `support-search-${profile}-${code}`);
    await expectNoAxeViolations(page, `support search results ${profile} ${code}`);

    await page.getByRole("link", { name: "AeroSweep R9 Pro", exact: true }).click();
    await page.waitForURL(/\/support\/product\?id=\d+/);
    expect(await page.locator("h1").textContent()).toContain("AeroSweep R9 Pro");
    const faq = page.locator("#faq .support-entry").first();
    await faq.locator("summary").click();
    await expect.poll(() => faq.locator(".support-answer p").first().isVisible()).toBe(true);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: texts.i18n_support_quick_start }).click();
    expect((await download).suggestedFilename()).toMatch(
      new RegExp(`^quick-start-aerosweep-r9-pro-${code === "us" ? "en" : code}\\.pdf$`),
    );
    expect(await page.locator(".support-hub .product-card").count()).toBeGreaterThan(0);
    await keepScreenshot(page, `support-hub-${profile}-${code}`);
    await expectNoAxeViolations(page, `support hub ${profile} ${code}`);
    await expectNoEnglishText(page, code, `support hub ${profile}`);
    await context.close();
  });

  it("opens the FAQ answer its link names", { timeout: 60_000 }, async () => {
    const context = await openContext(browser, profile);
    const page = await context.newPage();
    await page.goto(`${prefix}/support/faqs#returns-seven-days`, { waitUntil: "networkidle" });
    await expect.poll(() => page.locator("#returns-seven-days").getAttribute("open")).not.toBeNull();
    expect(await page.locator("#returns-seven-days .support-answer").textContent()).toMatch(/7/);
    await expectNoAxeViolations(page, `support FAQ ${profile} ${code}`);
    await context.close();
  });

  it("follows a tutorial with its picture and downloads a manual from the downloads page", {
    timeout: 60_000,
  }, async () => {
    const context = await openContext(browser, profile);
    const page = await context.newPage();
    await page.goto(`${prefix}/support/tutorials#robot-clean-brushes`, { waitUntil: "networkidle" });
    const tutorial = page.locator("#robot-clean-brushes");
    await expect.poll(() => tutorial.getAttribute("open")).not.toBeNull();
    expect(await tutorial.locator(".support-picture img").count()).toBe(1);
    expect(await tutorial.locator(".support-tutorial-steps > li").count()).toBeGreaterThanOrEqual(4);
    await tutorial.getByRole("button", { name: texts.i18n_support_feedback_yes, exact: true }).click();
    await expect
      .poll(() => tutorial.locator(".support-feedback").textContent())
      .toBe(texts.i18n_support_feedback_thanks);
    await expectNoAxeViolations(page, `support tutorial, feedback sent ${profile} ${code}`);

    await page.goto(`${prefix}/support/downloads`, { waitUntil: "networkidle" });
    await expectNoAxeViolations(page, `support downloads ${profile} ${code}`);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: texts.i18n_support_manual }).first().click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    await context.close();
  });

  it("writes to support: each field's problem first, then the reference on screen and in the mail", {
    timeout: 60_000,
  }, async () => {
    const context = await openContext(browser, profile);
    const page = await context.newPage();
    const email = `support.${profile}.${Date.now()}@example.com`;
    await page.goto(`${prefix}/support/comments`, { waitUntil: "networkidle" });
    await page.locator("#field-name").fill("Ada");
    await page.locator("#field-email").fill(email);
    await page.locator("#field-goodsId").selectOption({ label: "AeroSweep R9 Pro" });
    await page.locator("#field-message").fill("short");
    await page.locator(".support-form button[type=submit]").click();
    await expect
      .poll(() => page.locator("#field-message-error").textContent())
      .toBe(texts.i18n_support_error_message_short);
    await page.locator("#field-message").fill("My robot stopped charging on its dock yesterday evening.");
    // A file that only claims to be a PNG passes the browser's check; the server refuses it on its field.
    const photo = page.locator("#field-photo");
    await photo.setInputFiles({
      name: "dock.png",
      mimeType: "image/png",
      buffer: Buffer.from("<html>not a photo</html>"),
    });
    await page.locator(".support-form button[type=submit]").click();
    await expect.poll(() => page.locator("#field-photo-error").textContent()).toBe(texts.i18n_image_type);
    await expectNoAxeViolations(page, `support contact form, photo refused ${profile} ${code}`);
    await expectNoEnglishText(page, code, `support contact form, photo refused ${profile}`);
    await photo.setInputFiles([]);
    await page.locator(".support-form button[type=submit]").click();
    await expect
      .poll(() => page.getByRole("status").first().textContent())
      .toContain(texts.i18n_support_form_thanks);
    const ticket = /S-\d{6,}/.exec((await page.getByRole("status").first().textContent()) ?? "")?.[0];
    expect(ticket).toBeTruthy();
    const mail = await waitForMail(email, 1);
    expect(mail).toContain(ticket as string);
    await keepScreenshot(page, `support-comments-${profile}-${code}`);
    await expectNoAxeViolations(page, `support contact form ${profile} ${code}`);
    await expectNoEnglishText(page, code, `support contact form ${profile}`);
    await context.close();
  });
});

it("on a phone, finds a model's hub through its product line", { timeout: 60_000 }, async () => {
  const context = await openContext(browser, "mobile");
  const page = await context.newPage();
  await page.goto("/support/checkCategory", { waitUntil: "networkidle" });
  await page.locator(".support-choices a").first().click();
  await page.waitForURL(/category=\d+/);
  await page.getByRole("link", { name: "AeroSweep R9 Pro" }).click();
  await page.waitForURL(/\/support\/product\?id=\d+/);
  expect(await page.locator("h1").textContent()).toContain("AeroSweep R9 Pro");
  await context.close();
});

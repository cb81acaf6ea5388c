import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogues } from "../../i18n/messages.ts";
import { keepScreenshot, launchBrowser, openContext, type Profile } from "./browser.ts";
import { expectFocusNotObscured, expectNoAxeViolations } from "./check-accessibility.ts";

const cases = [
  { profile: "desktop" as Profile, prefix: "", code: "us", texts: catalogues.us },
  { profile: "mobile" as Profile, prefix: "/it", code: "it", texts: catalogues.it },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(cases)("$profile, site $code", ({ profile, prefix, code, texts }) => {
  it("reads the privacy policy and the terms from the footer, jumping through their contents", {
    timeout: 90_000,
  }, async () => {
    const context = await openContext(browser, profile);
    const page = await context.newPage();
    await page.goto(`${prefix}/`, { waitUntil: "networkidle" });
    await page
      .locator("footer")
      .getByRole("link", { name: texts.i18n_privacy_title, exact: true })
      .first()
      .click();
    await page.waitForURL(/\/privacy$/);
    const contents = page.getByRole("navigation", { name: texts.i18n_legal_contents });
    expect(await contents.getByRole("link").count()).toBeGreaterThanOrEqual(8);
    const third = contents.getByRole("link").nth(2);
    const heading = (await third.textContent()) ?? "";
    await third.click();
    await page.waitForURL(/#section-3$/);
    await expect.poll(() => page.locator("#section-3").isVisible()).toBe(true);
    expect(await page.locator("#section-3").textContent()).toBe(heading);
    await keepScreenshot(page, `privacy-${profile}-${code}`);
    await expectNoAxeViolations(page, `privacy ${profile} ${code}`);
    await expectFocusNotObscured(page, `privacy ${profile} ${code}`);

    await page.goto(`${prefix}/terms`, { waitUntil: "networkidle" });
    const title = (await page.locator("h1").textContent()) ?? "";
    expect(await page.title()).toContain(title);
    expect(await page.locator(".legal-text").textContent()).toMatch(/14/);
    await expectNoAxeViolations(page, `terms ${profile} ${code}`);
    await context.close();
  });

  it("finds a product through the sitemap", { timeout: 90_000 }, async () => {
    const context = await openContext(browser, profile);
    const page = await context.newPage();
    await page.goto(`${prefix}/sitemap`, { waitUntil: "networkidle" });
    expect(await page.locator("h1").textContent()).toBe(texts.i18n_sitemap_title);
    await expectNoAxeViolations(page, `sitemap ${profile} ${code}`);
    await expectFocusNotObscured(page, `sitemap ${profile} ${code}`);
    const product = page.locator(".sitemap-group a[href*='/product/detail']").first();
    const name = (await product.textContent()) ?? "";
    await product.click();
    await page.waitForURL(/\/product\/detail\?id=\d+/);
    await expect.poll(() => page.locator("h1").first().textContent()).toContain(name);
    await context.close();
  });
});

it("the Italian registration form links its terms and privacy policy", { timeout: 60_000 }, async () => {
  const context = await openContext(browser, "desktop");
  const page = await context.newPage();
  await page.goto("/it/user/register", { waitUntil: "networkidle" });
  const agreement = page.locator("label", { hasText: "Ho letto e accetto" });
  expect(await agreement.textContent()).not.toContain("<privacy>");
  expect(await agreement.locator("a[href$='/privacy']").count()).toBe(1);
  await context.close();
});

it("a path no screen has is 'Page not found' in the tab's title too, with and without a prefix", {
  timeout: 60_000,
}, async () => {
  const context = await openContext(browser, "desktop");
  const page = await context.newPage();
  for (const [path, texts] of [
    ["/no-such-screen", catalogues.us],
    ["/de/no-such-screen", catalogues.de],
    ["/a/b/c", catalogues.us],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    expect(await page.title()).toBe(`${texts.i18n_error_page_not_found} | ${texts.i18n_brand_name}`);
  }
  await context.close();
});

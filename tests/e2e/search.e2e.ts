import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogues } from "../../i18n/messages.ts";
import { keepScreenshot, launchBrowser, openContext, type Profile, waitForHydration } from "./browser.ts";
import { expectNoAxeViolations } from "./check-accessibility.ts";

const sites = [
  { prefix: "", name: "us", texts: catalogues.us, typo: "vaccum", currency: "$" },
  { prefix: "/de", name: "de", texts: catalogues.de, typo: "Staubsuager", currency: "€" },
] as const;

// The machine is shared: give the page time before calling a text missing.
const patient = { timeout: 15_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(["desktop", "mobile"] as Profile[])("%s", (profile) => {
  describe.each(sites)("site $name", (site) => {
    it("searches from the header, with a typo, and keeps the keyword", async () => {
      const context = await openContext(browser, profile);
      const page = await context.newPage();
      try {
        await page.goto(`${site.prefix}/`);
        const headerInput = page.locator("header .search-form input[name=productName]").first();
        await headerInput.fill(site.typo);
        await headerInput.press("Enter");
        await page.waitForURL(/\/product\/search\?productName=/);
        expect(new URL(page.url()).pathname).toBe(`${site.prefix}/product/search`);
        await expect.poll(() => page.locator("h1").textContent(), patient).toBe(site.texts.i18n_search_title);
        expect(await page.title()).toContain(site.texts.i18n_search_title);

        const count = (await page.locator(".search-count").textContent()) ?? "";
        const total = Number(/\d+/.exec(count)?.[0]);
        expect(total).toBeGreaterThan(2);
        expect(count).toContain(site.typo);
        const cards = page.locator(".search-page .product-card");
        expect(await cards.count()).toBe(Math.min(total, 12));
        expect(await cards.locator(".price-current").first().textContent()).toContain(site.currency);
        // Desktop keeps the keyword in the header; a phone shows only the screen's own field.
        const headerSearch = page.locator("header .search-form input[name=productName]");
        if (profile === "desktop") expect(await headerSearch.inputValue()).toBe(site.typo);
        else expect(await headerSearch.count()).toBe(0);
        expect(await page.locator(".search-page-form input").inputValue()).toBe(site.typo);
        await keepScreenshot(page, `${profile}-${site.name}-search-results`);
        await expectNoAxeViolations(page, `search results ${profile} ${site.name}`);

        const name = (await cards.locator(".product-card-name").first().textContent()) ?? "";
        await cards.locator("a").first().click();
        await page.waitForURL(/\/(product|accessory)\/detail\?id=\d+/);
        await expect.poll(() => page.locator("h1").textContent(), patient).toBe(name);
      } finally {
        await context.close();
      }
    });

    it("recommends best sellers when nothing matches", async () => {
      const context = await openContext(browser, profile);
      const page = await context.newPage();
      try {
        const keyword = "qzxqzx";
        const response = await page.goto(`${site.prefix}/product/search?productName=${keyword}`);
        expect(response?.status()).toBe(200);
        await expect
          .poll(() => page.locator(".search-none-message").textContent(), patient)
          .toBe(site.texts.i18n_search_no_results.replace("{productName}", keyword));
        expect(await page.getByRole("heading", { name: site.texts.i18n_home_best_sellers }).isVisible()).toBe(
          true,
        );
        expect(await page.locator(".search-none .product-card").count()).toBeGreaterThan(2);
        expect(await page.locator(".search-count").count()).toBe(0);
        await keepScreenshot(page, `${profile}-${site.name}-search-none`);
        await expectNoAxeViolations(page, `search without results ${profile} ${site.name}`);
      } finally {
        await context.close();
      }
    });

    it("asks for a keyword when it is empty, on the server and in the browser", async () => {
      const context = await openContext(browser, profile);
      const page = await context.newPage();
      try {
        await page.goto(`${site.prefix}/product/search?productName=%20%20`);
        await expect
          .poll(() => page.locator(".search-error").textContent(), patient)
          .toBe(site.texts.i18n_search_keyword_required);
        expect(await page.locator(".search-page .product-card").count()).toBe(0);
        await keepScreenshot(page, `${profile}-${site.name}-search-empty`);

        // The keyword's rule (zod) is not part of the page's load: it comes when the form is first used.
        const schemaChunks: string[] = [];
        page.on("request", (request) => {
          if (/\/assets\/schemas-[\w-]+\.js$/.test(request.url())) schemaChunks.push(request.url());
        });
        await page.goto(`${site.prefix}/product/search?productName=filter`);
        await page.waitForLoadState("networkidle");
        await expect
          .poll(() => page.locator(".search-page .product-card").count(), patient)
          .toBeGreaterThan(0);
        await waitForHydration(page, ".search-page-form");
        await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
        expect(schemaChunks).toEqual([]);
        const before = page.url();
        await page.locator(".search-page-form input").fill("   ");
        await page.locator(".search-page-form button").click();
        await expect
          .poll(() => page.locator(".search-error").textContent(), patient)
          .toBe(site.texts.i18n_search_keyword_required);
        expect(page.url()).toBe(before);
        expect(await page.locator(".search-page-form input").getAttribute("aria-invalid")).toBe("true");
        expect(schemaChunks).toHaveLength(1);
      } finally {
        await context.close();
      }
    });
  });
});

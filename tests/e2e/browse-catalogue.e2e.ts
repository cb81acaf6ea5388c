import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogues } from "../../i18n/messages.ts";
import { keepScreenshot, launchBrowser, openContext, type Profile } from "./browser.ts";
import { expectNoAxeViolations } from "./check-accessibility.ts";
import { expectNoEnglishText } from "./check-translation.ts";

const sites = [
  { prefix: "", name: "us", texts: catalogues.us, currency: "$", lang: "en-US" },
  { prefix: "/de", name: "de", texts: catalogues.de, currency: "€", lang: "de-DE" },
] as const;

const parsePrice = (text: string) =>
  Number(
    text
      .replace(/[^\d,.]/g, "")
      .replace(/[.,](?=\d{3}\b)/g, "")
      .replace(",", "."),
  );

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(["desktop", "mobile"] as Profile[])("%s", (profile) => {
  describe.each(sites)("site $name", (site) => {
    it("goes home → product list → sort by price → product detail", async () => {
      const context = await openContext(browser, profile);
      const page = await context.newPage();
      try {
        const home = await page.goto(`${site.prefix}/`);
        expect(home?.status()).toBe(200);
        expect(await page.getAttribute("html", "lang")).toBe(site.lang);
        expect(await page.getAttribute("html", "data-device")).toBe(profile);
        await expect
          .poll(() => page.getByRole("heading", { name: site.texts.i18n_home_new_launches }).isVisible())
          .toBe(true);
        await expect
          .poll(() => page.getByRole("heading", { name: site.texts.i18n_home_best_sellers }).isVisible())
          .toBe(true);
        const firstPrice = await page.locator(".product-card .price-current").first().textContent();
        expect(firstPrice).toContain(site.currency);
        await keepScreenshot(page, `${profile}-${site.name}-home`);
        await expectNoAxeViolations(page, `home ${profile} ${site.name}`);
        await expectNoEnglishText(page, site.name, `home ${profile}`);
        if (profile === "mobile") {
          const menu = page.locator(".mobile-menu");
          await menu.locator("> summary").click();
          await expect.poll(() => menu.getByRole("navigation").isVisible()).toBe(true);
          await expectNoAxeViolations(page, `mobile menu ${site.name}`);
          await menu.locator("> summary").click();
        }

        await page.goto(`${site.prefix}/product/list`);
        await expect.poll(() => page.locator("h1").textContent()).toBe(site.texts.i18n_list_title);
        const count = await page.locator(".list-count").textContent();
        expect(count).toMatch(/\d+/);

        await page.selectOption("#sort", "priceAsc");
        await page.waitForURL(/sort=priceAsc/);
        await expect.poll(() => page.locator("#sort").inputValue()).toBe("priceAsc");
        const prices = (await page.locator(".product-card .price-current").allTextContents()).map(parsePrice);
        expect(prices.length).toBeGreaterThan(3);
        expect([...prices].sort((a, b) => a - b)).toEqual(prices);
        await keepScreenshot(page, `${profile}-${site.name}-list-price-asc`);
        await expectNoAxeViolations(page, `product list ${profile} ${site.name}`);
        await expectNoEnglishText(page, site.name, `product list ${profile}`);

        const firstCard = page.locator(".product-card a").first();
        const name = (await page.locator(".product-card-name").first().textContent()) ?? "";
        await firstCard.click();
        await page.waitForURL(/\/product\/detail\?id=\d+/);
        expect(new URL(page.url()).pathname).toBe(`${site.prefix}/product/detail`);
        await expect.poll(() => page.locator("h1").textContent()).toBe(name);
        expect(await page.locator(".buy-box .price-large .price-current").textContent()).toContain(
          site.currency,
        );
        await expect
          .poll(() => page.getByRole("heading", { name: site.texts.i18n_product_specifications }).isVisible())
          .toBe(true);
        expect(await page.locator(".spec-table tr").count()).toBeGreaterThan(3);
        await keepScreenshot(page, `${profile}-${site.name}-detail`);
        await expectNoAxeViolations(page, `product detail ${profile} ${site.name}`);
        await expectNoEnglishText(page, site.name, `product detail ${profile}`);
      } finally {
        await context.close();
      }
    });

    it("answers an unknown path with the translated not-found page and 404", async () => {
      const context = await openContext(browser, profile);
      const page = await context.newPage();
      try {
        const response = await page.goto(`${site.prefix}/no/such/screen`);
        expect(response?.status()).toBe(404);
        await expect.poll(() => page.locator("h1").textContent()).toBe(site.texts.i18n_error_not_found_title);
        expect(await page.locator(".error-path").textContent()).toContain(`${site.prefix}/no/such/screen`);
        expect(await page.getByRole("link", { name: site.texts.i18n_button_16 }).count()).toBe(1);
        await expectNoAxeViolations(page, `not found ${profile} ${site.name}`);
      } finally {
        await context.close();
      }
    });
  });
});

import fs from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogues } from "../../i18n/messages.ts";
import { keepScreenshot, launchBrowser, openContext, type Profile } from "./browser.ts";
import { expectNoAxeViolations } from "./check-accessibility.ts";
import { expectNoEnglishText } from "./check-translation.ts";

const sites = [
  { prefix: "", name: "us", texts: catalogues.us, currency: "USD", manual: "user-manual-en" },
  { prefix: "/de", name: "de", texts: catalogues.de, currency: "EUR", manual: "bedienungsanleitung-de" },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Opens a product from the product list by its model name (the same in every language). */
async function openProduct(page: Page, prefix: string, name: string) {
  await page.goto(`${prefix}/product/list`);
  await page.locator(".product-card", { hasText: name }).locator("a").first().click();
  await page.waitForURL(/\/product\/detail\?id=\d+/);
  await eventually(() => page.locator("h1").textContent()).toBe(name);
}

/** Polls with room for a busy machine (two cores shared by several stores and browsers). */
const eventually = <T>(read: () => Promise<T>, message?: string) =>
  expect.poll(read, { timeout: 15_000, message });

const heading = (page: Page, name: string) => page.getByRole("heading", { name, exact: true });

describe.each(["desktop", "mobile"] as Profile[])("%s", (profile) => {
  describe.each(sites)("site $name", (site) => {
    const t = site.texts;

    it("shows every section of a product, downloads its manual and expands its accessories", async () => {
      const context = await openContext(browser, profile);
      const page = await context.newPage();
      try {
        await openProduct(page, site.prefix, "AeroSweep R9 Pro");
        for (const title of [
          t.i18n_product_description,
          t.i18n_product_specifications,
          t.i18n_product_user_manual,
          t.i18n_product_whats_included,
        ]) {
          await eventually(() => heading(page, title).isVisible(), title).toBe(true);
        }
        // Streamed sections arrive after the first paint.
        for (const title of [
          t.i18n_product_bought_together,
          t.i18n_product_accessories,
          t.i18n_product_related,
        ]) {
          await eventually(() => heading(page, title).isVisible(), title).toBe(true);
        }
        await eventually(() => heading(page, t.i18n_product_consumables_title).isVisible()).toBe(true);
        // The size advice exists on the us site only (spec section 3).
        expect(await heading(page, t.i18n_product_size_advice).count()).toBe(site.name === "us" ? 1 : 0);
        if (site.name === "us") {
          const table = page.locator(".size-advice-table");
          expect(await table.locator("tbody tr").count()).toBe(3);
          expect(await table.locator("tbody tr").first().textContent()).toContain("120 min");
        }

        const gallery = profile === "desktop" ? ".gallery-thumbs a" : ".gallery-dots a";
        expect(await page.locator(gallery).count()).toBeGreaterThan(1);
        await page.locator(gallery).nth(1).click();
        await eventually(() => page.locator(gallery).nth(1).getAttribute("aria-current")).toBe("true");

        const jsonLd = JSON.parse(
          (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
        );
        expect(jsonLd["@type"]).toBe("Product");
        expect(jsonLd.offers[0]).toMatchObject({ priceCurrency: site.currency, "@type": "Offer" });
        expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(
          new RegExp(`${site.prefix}/product/detail\\?id=\\d+$`),
        );
        expect(await page.locator('link[rel="alternate"][hreflang="fr"]').count()).toBe(1);

        const together = page.locator("#bought-together");
        const totalBefore = await together.locator(".together-total .price-current").textContent();
        await together.locator("input[type=checkbox]").first().uncheck();
        await eventually(() => together.locator(".together-total .price-current").textContent()).not.toBe(
          totalBefore,
        );
        await together.locator("input[type=checkbox]").first().check();
        await eventually(() => together.locator(".together-total .price-current").textContent()).toBe(
          totalBefore,
        );
        // One button puts the product and every ticked accessory in the cart and opens it.
        const ticked = await together.locator("input[type=checkbox]:checked").count();
        await together.locator(".together-add").click();
        const drawer = page.getByRole("dialog");
        await eventually(() => drawer.isVisible()).toBe(true);
        await eventually(() => drawer.locator(".cart-line").count()).toBe(ticked + 1);
        await drawer.locator(".cart-drawer-close").click();
        await eventually(() => drawer.count()).toBe(0);

        const accessories = page.locator("#accessories .product-card");
        expect(await accessories.count()).toBe(4);
        const more = page.locator("#accessories .show-more");
        expect(await more.textContent()).toMatch(
          new RegExp(`^${t.i18n_product_show_more.replace("({count})", "\\(\\d+\\)")}$`),
        );
        await more.click();
        await eventually(() => accessories.count()).toBeGreaterThan(4);
        await keepScreenshot(page, `${profile}-${site.name}-product-detail`);
        await expectNoAxeViolations(page, `product detail, every section ${profile} ${site.name}`);
        await expectNoEnglishText(page, site.name, `product detail, every section ${profile}`);
        await page.getByRole("button", { name: t.i18n_product_show_fewer }).click();
        await eventually(() => accessories.count()).toBe(4);

        const [download] = await Promise.all([
          page.waitForEvent("download"),
          page.locator("#manual a[download]").click(),
        ]);
        expect(download.suggestedFilename()).toBe(`aerosweep-r9-pro-${site.manual}.pdf`);
        const file = await download.path();
        expect(fs.readFileSync(file).subarray(0, 5).toString("latin1")).toBe("%PDF-");
      } finally {
        await context.close();
      }
    });

    it("subscribes to an arrival reminder on an out-of-stock version", async () => {
      const context = await openContext(browser, profile);
      const page = await context.newPage();
      try {
        await openProduct(page, site.prefix, "AeroStick S12 Pro");
        const soldOut = page.locator(".spec-picker a.spec-sold-out");
        await soldOut.click();
        await page.waitForURL(/spec=\d+/);
        await eventually(() => soldOut.getAttribute("aria-current")).toBe("true");
        await eventually(() => heading(page, t.i18n_product_reminder_title).isVisible()).toBe(true);
        const addToCart = page.getByRole("button", { name: t.i18n_product_add_to_cart });
        for (const button of await addToCart.all()) expect(await button.isEnabled()).toBe(false);

        const email = page.getByLabel(t.i18n_product_reminder_email, { exact: true });
        await email.fill("not-an-email");
        await email.blur();
        await eventually(() => page.locator(".reminder-form .field-error").textContent()).toBe(
          t.i18n_form_feedback_03,
        );
        // Shown in the store's error red, not in the grey of the form's other paragraphs.
        const [shown, errorRed] = await page.locator(".reminder-form .field-error").evaluate((message) => {
          const probe = document.createElement("span");
          probe.style.color = "var(--error-text)";
          message.append(probe);
          const red = getComputedStyle(probe).color;
          probe.remove();
          return [getComputedStyle(message).color, red];
        });
        expect(shown).toBe(errorRed);
        await email.fill(`reminder-${profile}-${site.name}@example.com`);
        await email.blur();
        await eventually(() => page.locator(".reminder-form .field-error").count()).toBe(0);
        await keepScreenshot(page, `${profile}-${site.name}-arrival-reminder-form`);
        await page.getByRole("button", { name: t.i18n_product_reminder_submit }).click();
        await eventually(() => page.locator(".reminder-success").textContent()).toBe(
          t.i18n_product_reminder_success,
        );
        await keepScreenshot(page, `${profile}-${site.name}-arrival-reminder-done`);
      } finally {
        await context.close();
      }
    });

    it("opens a consumable accessory: stock-up prompt and the products it fits", async () => {
      const context = await openContext(browser, profile);
      const page = await context.newPage();
      try {
        await openProduct(page, site.prefix, "AeroSweep R9 Pro");
        await page.locator('aside[aria-labelledby="consumables-title"] a').first().click();
        await page.waitForURL(/\/accessory\/detail\?id=\d+/);
        await eventually(() => heading(page, t.i18n_product_fits_products).isVisible()).toBe(true);
        const fits = page.locator("#fits .product-card");
        expect(await fits.count()).toBeGreaterThan(0);
        await eventually(() => page.locator("#fits").textContent()).toContain("AeroSweep R9 Pro");
        await eventually(() => heading(page, t.i18n_product_stock_up_title).isVisible()).toBe(true);
        await keepScreenshot(page, `${profile}-${site.name}-accessory-detail`);

        await page.locator(".stock-up a").click();
        await eventually(() => page.locator(".stock-up").count()).toBe(0);
        expect(page.url()).toMatch(/spec=\d+/);

        await fits.filter({ hasText: "AeroSweep R9 Pro" }).locator("a").first().click();
        await page.waitForURL(/\/product\/detail\?id=\d+/);
        await eventually(() => page.locator("h1").textContent()).toBe("AeroSweep R9 Pro");
      } finally {
        await context.close();
      }
    });
  });
});

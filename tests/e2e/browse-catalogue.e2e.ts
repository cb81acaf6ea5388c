import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogues } from "../../i18n/messages.ts";
import { keepScreenshot, launchBrowser, openContext, type Profile } from "./browser.ts";
import { expectNoAxeViolations } from "./check-accessibility.ts";
import { expectNoEnglishText } from "./check-translation.ts";
import { storeUrl } from "./store-url.ts";

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
        // The URL changes before React commits the new list (a transition), so the cards are read until they are
        // the sorted ones; a list that never sorts fails here when the poll gives up.
        const cardPrices = async () =>
          (await page.locator(".product-card .price-current").allTextContents()).map(parsePrice);
        await expect
          .poll(
            async () => {
              const shown = await cardPrices();
              return (
                shown.length > 3 &&
                shown.every((price, index) => index === 0 || (shown[index - 1] ?? 0) <= price)
              );
            },
            { timeout: 20_000 },
          )
          .toBe(true);
        const prices = await cardPrices();
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
        // One segment matches the home screen with that segment as the locale prefix: the home's data is not sent.
        const probe = await page.goto(`${site.prefix}/wp-login.php`);
        expect(probe?.status()).toBe(404);
        expect(await probe?.text()).not.toContain("newLaunches");
        await expect.poll(() => page.locator("h1").textContent()).toBe(site.texts.i18n_error_not_found_title);
      } finally {
        await context.close();
      }
    });
  });
});

/**
 * The desktop header's controls, each named for the failure message. Below 1200 px the header drops the logo's
 * wordmark and tightens its gaps so that one row fits down to 901 px; a narrower desktop window (a tablet
 * upright) gets the navigation, and below 521 px the search box, on rows of their own (ADR 0040).
 */
const headerControls = {
  logo: ".desktop-header .logo",
  "nav links": ".desktop-header .main-nav > a, .desktop-header .nav-group > a",
  "search box": ".desktop-header .search-form input",
  "search button": ".desktop-header .search-form button",
  "site selector": ".desktop-header .site-selector summary",
  account: ".desktop-header .account-link",
  cart: ".desktop-header .cart-link",
};

describe.each(sites)("desktop header, site $name", (site) => {
  it("keeps every control inside the window and uncovered from 390 px up", async () => {
    const context = await openContext(browser, "desktop");
    const page = await context.newPage();
    try {
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.goto(`${site.prefix}/`);
      for (const width of [390, 600, 768, 901, 1024, 1100, 1280, 1440]) {
        await page.setViewportSize({ width, height: 768 });
        const problems = await page.evaluate((controls) => {
          const found: string[] = [];
          const { clientWidth, scrollWidth } = document.documentElement;
          if (scrollWidth > clientWidth) found.push(`page ${scrollWidth} px wide`);
          const header = document.querySelector(".desktop-header")?.getBoundingClientRect();
          const boxes: { name: string; box: DOMRect }[] = [];
          for (const [name, css] of Object.entries(controls)) {
            const elements = [...document.querySelectorAll<HTMLElement>(css)];
            if (elements.length === 0) found.push(`${name}: missing`);
            for (const element of elements) {
              const box = element.getBoundingClientRect();
              const label = `${name} "${element.textContent?.trim() || element.getAttribute("aria-label") || ""}"`;
              if (box.width < 20 || box.height < 20) found.push(`${label}: ${box.width}×${box.height}`);
              if (box.left < 0 || box.right > clientWidth) found.push(`${label}: ${box.left}–${box.right}`);
              if (!header || box.top < header.top || box.bottom > header.bottom)
                found.push(`${label}: outside the header`);
              // What a click on the control's middle reaches must be the control.
              const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
              if (!hit || !element.contains(hit))
                found.push(`${label}: covered by ${hit?.outerHTML.slice(0, 80)}`);
              for (const other of boxes) {
                const overlap =
                  box.left < other.box.right &&
                  other.box.left < box.right &&
                  box.top < other.box.bottom &&
                  other.box.top < box.bottom;
                if (overlap) found.push(`${label} overlaps ${other.name}`);
              }
              boxes.push({ name: label, box });
            }
          }
          return found;
        }, headerControls);
        expect(problems, `desktop header at ${width} px, site ${site.name}`).toEqual([]);
        // One row from 901 px up; at every width the page's scroll padding keeps 8 px below the sticky header.
        const { height, padding } = await page.locator(".desktop-header").evaluate((header) => ({
          height: header.getBoundingClientRect().height,
          padding: Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
        }));
        if (width >= 901) expect(Math.floor(height)).toBe(104);
        expect(
          Math.floor(height) + 8,
          `scroll padding at ${width} px, site ${site.name}`,
        ).toBeLessThanOrEqual(padding);
      }
      await page.setViewportSize({ width: 1024, height: 768 });
      await keepScreenshot(page, `desktop-header-1024-${site.name}`);
    } finally {
      await context.close();
    }
  });
});

describe("before the page's scripts have run", () => {
  it("sorts the list when the order is changed, as the browser submits the form itself", async () => {
    // Without openContext's wait for React: here React never starts, since its entry script is held back.
    const context = await browser.newContext({ baseURL: storeUrl() });
    const page = await context.newPage();
    try {
      await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, () => {});
      await page.goto("/product/list");
      expect(
        await page.evaluate(() => Object.keys(document).some((key) => key.startsWith("__reactContainer"))),
      ).toBe(false);
      await page.selectOption("#sort", "priceAsc");
      await page.waitForURL(/sort=priceAsc/);
      expect(await page.locator("#sort").inputValue()).toBe("priceAsc");
      const prices = (await page.locator(".product-card .price-current").allTextContents()).map(parsePrice);
      expect(prices.length).toBeGreaterThan(3);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    } finally {
      await context.close();
    }
  });
});

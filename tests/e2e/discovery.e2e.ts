import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogues } from "../../i18n/messages.ts";
import { keepScreenshot, launchBrowser, openContext, type Profile, waitForHydration } from "./browser.ts";
import { expectNoAxeViolations } from "./check-accessibility.ts";

const sites = [
  { prefix: "", name: "us", texts: catalogues.us, currency: "$" },
  { prefix: "/de", name: "de", texts: catalogues.de, currency: "€" },
] as const;

/** Pages render on a shared two-core machine: give them time. */
const poll = <T>(value: () => Promise<T>) => expect.poll(value, { timeout: 15_000 });
const count = async (page: Page) =>
  Number((await page.locator(".list-count").first().textContent())?.match(/\d+/)?.[0]);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(["desktop", "mobile"] as Profile[])("%s", (profile) => {
  const columns = profile === "desktop" ? 3 : 2;

  describe.each(sites)("site $name", (site) => {
    const t = site.texts;

    it(`compares ${columns} products side by side, then only their differences`, async () => {
      const context = await openContext(browser, profile);
      const page = await context.newPage();
      try {
        await page.goto(`${site.prefix}/product/list`);
        await page.getByRole("link", { name: new RegExp(t.i18n_list_compare_title) }).click();
        await page.waitForURL(/\/product\/compare/);
        await poll(() => page.locator("h1").textContent()).toBe(t.i18n_compare_title);
        expect(await page.locator(".compare-categories a[aria-current]").count()).toBe(1);

        for (let picked = 0; picked < columns; picked++) {
          await page
            .locator(".compare-candidate:not(.is-selected)")
            .getByText(t.i18n_compare_add)
            .first()
            .click();
          await page.waitForURL((url) => url.searchParams.get("ids")?.split(",").length === picked + 1);
          await poll(() => page.locator(".compare-candidate.is-selected").count()).toBe(picked + 1);
        }
        const ids = new URL(page.url()).searchParams.get("ids")?.split(",") ?? [];
        expect(ids).toHaveLength(columns);
        // The limit is reached: the others cannot be added.
        expect(await page.locator(".compare-candidate a", { hasText: t.i18n_compare_add }).count()).toBe(0);
        await poll(() => page.locator(".compare-table thead .compare-product").count()).toBe(columns);
        const prices = await page.locator(".compare-product .price-current").allTextContents();
        expect(prices.every((price) => price.includes(site.currency))).toBe(true);
        const allRows = await page.locator(".compare-table tbody tr").count();
        expect(allRows).toBeGreaterThan(5);
        expect(await page.locator(".compare-table tbody tr.differs").count()).toBeGreaterThan(0);
        await keepScreenshot(page, `${profile}-${site.name}-compare`);
        await expectNoAxeViolations(page, `compare ${profile} ${site.name}`);

        // A shared link opens the same comparison.
        const shared = await context.newPage();
        await shared.goto(page.url());
        expect(await shared.locator(".compare-table thead .compare-product").count()).toBe(columns);
        await shared.close();

        await waitForHydration(page, ".compare-toggle");
        await page.getByLabel(t.i18n_compare_only_differences).check();
        await page.waitForURL(/diff=1/);
        await poll(() => page.locator(".compare-table tbody tr:not(.differs)").count()).toBe(0);
        expect(await page.locator(".compare-table tbody tr").count()).toBeLessThanOrEqual(allRows);
      } finally {
        await context.close();
      }
    });

    it("shows running flash deals with a ticking countdown and the regular price struck through", async () => {
      const context = await openContext(browser, profile);
      const page = await context.newPage();
      try {
        const response = await page.goto(`${site.prefix}/product/deals`);
        expect(response?.status()).toBe(200);
        await poll(() => page.locator("h1").textContent()).toBe(t.i18n_deals_title);
        const cards = page.locator(".deal-card");
        expect(await cards.count()).toBeGreaterThanOrEqual(3);
        const first = cards.first();
        expect(await first.locator(".price-current").textContent()).toContain(site.currency);
        expect(await first.locator("s.price-original").count()).toBe(1);
        const timer = first.getByRole("timer");
        const before = await timer.textContent();
        expect(before).toMatch(/\d\d:\d\d:\d\d/);
        expect(before).toContain(t.i18n_deals_ends_in.split(" {")[0]);
        await expect.poll(() => timer.textContent(), { timeout: 4000 }).not.toBe(before);
        await keepScreenshot(page, `${profile}-${site.name}-deals`);
        await expectNoAxeViolations(page, `flash deals ${profile} ${site.name}`);

        // The same deal price and countdown on the product's own page.
        const price = await first.locator(".price-current").textContent();
        await first.getByRole("link", { name: t.i18n_deals_shop }).click();
        await page.waitForURL(/\/(product|accessory)\/detail\?id=\d+&spec=\d+/);
        await poll(() => page.locator(".buy-box .price-large .price-current").textContent()).toBe(price);
        expect(await page.locator(".buy-box .price-large s.price-original").count()).toBe(1);
        expect(await page.locator(".buy-box").getByRole("timer").textContent()).toMatch(/\d\d:\d\d:\d\d/);
      } finally {
        await context.close();
      }
    });

    it("filters accessories by type, shows more types and clears the filter", async () => {
      const context = await openContext(browser, profile);
      const page = await context.newPage();
      try {
        await page.goto(`${site.prefix}/accessory/list`);
        await poll(() => page.locator("h1").textContent()).toBe(t.i18n_accessory_list_title);
        const all = await count(page);
        expect(all).toBeGreaterThan(10);

        if (profile === "mobile") {
          await page.locator(".filter-sheet > summary").click();
          await page.locator(".filter-sheet-panel").waitFor();
        }
        const options = page.locator(".filter-option");
        // Five types show; the sixth is behind "show more".
        expect(await options.filter({ visible: true }).count()).toBe(5);
        await waitForHydration(page, ".filter-form");
        await page.getByText(t.i18n_filter_show_more).click();
        expect(await options.filter({ visible: true }).count()).toBe(6);
        await poll(() => page.getByText(t.i18n_filter_show_less).isVisible()).toBe(true);
        const firstType = (await options.first().textContent()) ?? "";
        await options.first().locator("input").check();
        if (profile === "mobile") {
          await keepScreenshot(page, `${profile}-${site.name}-accessory-sheet`);
          await expectNoAxeViolations(page, `accessory filter sheet ${profile} ${site.name}`);
          await page.getByRole("button", { name: t.i18n_filter_apply }).click();
        }
        await page.waitForURL(/accessoryTypeId=\d+/);
        await poll(() => count(page)).toBeLessThan(all);
        const filtered = await count(page);
        expect(filtered).toBeGreaterThan(0);
        expect(await page.locator(".product-card").count()).toBe(filtered);
        if (profile === "mobile") {
          await poll(() => page.locator(".filter-sheet > summary").textContent()).toContain("(1)");
        }
        await keepScreenshot(page, `${profile}-${site.name}-accessories-${firstType.trim().split(" ")[0]}`);
        await expectNoAxeViolations(page, `accessory list, filtered ${profile} ${site.name}`);

        if (profile === "mobile") await page.locator(".filter-sheet > summary").click();
        await page.getByRole("link", { name: t.i18n_filter_clear_all }).click();
        await page.waitForURL((url) => !url.search.includes("accessoryTypeId"));
        await poll(() => count(page)).toBe(all);
      } finally {
        await context.close();
      }
    });
  });
});

describe("content page and empty lists", () => {
  it("renders the seeded custom page by slug in the site's language and answers 404 for an unknown one", async () => {
    const context = await openContext(browser, "desktop");
    const page = await context.newPage();
    try {
      await page.goto("/de/custom?slug=about-our-design");
      await poll(() => page.locator("h1").textContent()).toBe("Über unser Design");
      expect(await page.locator(".custom-blocks h2").count()).toBeGreaterThanOrEqual(3);
      expect(await page.locator(".custom-products .product-card").count()).toBeGreaterThanOrEqual(3);
      expect(await page.locator(".custom-image img").count()).toBe(1);
      await keepScreenshot(page, "desktop-de-custom");
      expect((await page.goto("/custom?slug=no-such-page"))?.status()).toBe(404);
      expect((await page.goto("/custom?id=999999"))?.status()).toBe(404);
      expect((await page.goto("/custom"))?.status()).toBe(404);

      await page.goto("/accessory/list?accessoryTypeId=999999");
      await expect
        .poll(() => page.locator(".empty-state-title").textContent())
        .toBe(catalogues.us.i18n_common_empty);
      expect(await page.locator(".empty-state img").getAttribute("src")).toBe("/images/empty-state.svg");
    } finally {
      await context.close();
    }
  });
});

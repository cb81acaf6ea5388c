import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogues } from "../../i18n/messages.ts";
import { keepScreenshot, launchBrowser, openContext, type Profile } from "./browser.ts";
import { expectNoAxeViolations } from "./check-accessibility.ts";

const sites = [
  { prefix: "", name: "us", texts: catalogues.us, budget: "$500.00" },
  { prefix: "/de", name: "de", texts: catalogues.de, budget: "500,00\u00a0€" },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const pickNames = (page: Page) => page.locator(".choose-pick .product-card-name").allTextContents();
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

describe.each(["desktop", "mobile"] as Profile[])("%s", (profile) => {
  describe.each(sites)("site $name", (site) => {
    const t = site.texts;
    /** Clicks an answer card and waits for the page it links to. */
    const answer = async (page: Page, label: string) => {
      const before = page.url();
      await page.locator(".choose-option", { hasText: label }).click();
      await page.waitForURL((url) => url.href !== before);
    };
    const expectStep = async (page: Page, step: number, title: string) => {
      await expect
        .poll(() => page.locator(".choose-progress-label").textContent(), { timeout: 10_000 })
        .toBe(fill(t.i18n_choose_step_of, { step, count: 4 }));
      expect(await page.locator("h1").textContent()).toBe(title);
      // The entry link opens step 1 without parameters.
      expect(new URL(page.url()).searchParams.get("step") ?? "1").toBe(String(step));
    };

    it("takes the quiz to a result, changes an answer and shares the result", async () => {
      const context = await openContext(browser, profile);
      const page = await context.newPage();
      try {
        await page.goto(`${site.prefix}/product/list`);
        await page.locator(`a.entry-card[href="${site.prefix}/choose/step"]`).click();
        await page.waitForURL(/\/choose\/step$/);
        await expectStep(page, 1, t.i18n_choose_q_pets);
        expect(await page.locator(".choose-next").getAttribute("aria-disabled")).toBe("true");
        await keepScreenshot(page, `${profile}-${site.name}-choose-step-1`);
        await expectNoAxeViolations(page, `choose step 1 ${profile} ${site.name}`);

        await answer(page, t.i18n_choose_pets_1);
        await expectStep(page, 2, t.i18n_choose_q_mopping);
        await answer(page, t.i18n_choose_mopping_1);
        await expectStep(page, 3, t.i18n_choose_q_style);
        if (profile === "mobile")
          expect(await page.locator(".choose-bar").evaluate((bar) => getComputedStyle(bar).position)).toBe(
            "sticky",
          );
        await keepScreenshot(page, `${profile}-${site.name}-choose-step-3`);
        await expectNoAxeViolations(page, `choose step 3 ${profile} ${site.name}`);
        await answer(page, t.i18n_choose_style_0);
        await expectStep(page, 4, t.i18n_choose_q_budget);
        const under = fill(t.i18n_choose_budget_0, { amount: site.budget });
        expect(await page.locator(".choose-option strong").allTextContents()).toEqual([
          under,
          fill(t.i18n_choose_budget_1, { amount: site.budget }),
        ]);
        await keepScreenshot(page, `${profile}-${site.name}-choose-step-4`);
        await answer(page, under);

        await page.waitForURL(/\/choose\/result\?code=1100$/);
        // The URL changes before React commits the result (a transition): wait for its heading.
        await expect
          .poll(() => page.locator("h1").textContent(), { timeout: 20_000 })
          .toBe(t.i18n_choose_result_title);
        expect(await page.locator(".choose-match").textContent()).toBe(t.i18n_choose_result_exact);
        expect(await pickNames(page)).toEqual(["AquaGlide W5 Max", "AquaGlide W3"]);
        for (const price of await page.locator(".choose-pick .price-current").allTextContents())
          expect(price).toContain(site.name === "us" ? "$" : "€");
        // Both fit for the same rule, so its reason is said once above them.
        expect(await page.locator(".choose-shared-why h2").textContent()).toBe(t.i18n_choose_why_these);
        expect((await page.locator(".choose-shared-why p").textContent())?.length).toBeGreaterThan(40);
        await keepScreenshot(page, `${profile}-${site.name}-choose-result`);
        await expectNoAxeViolations(page, `choose result ${profile} ${site.name}`);

        // Back to the budget step, one more step back, and a different cleaning style.
        await page.goBack();
        await expectStep(page, 4, t.i18n_choose_q_budget);
        await page.locator(".choose-back").click();
        await page.waitForURL(/step=3/);
        await expectStep(page, 3, t.i18n_choose_q_style);
        expect(await page.locator(".choose-option[aria-current] strong").textContent()).toBe(
          t.i18n_choose_style_0,
        );
        await answer(page, t.i18n_choose_style_1);
        await expectStep(page, 4, t.i18n_choose_q_budget);
        expect(new URL(page.url()).searchParams.get("code")).toBe("111");
        await answer(page, fill(t.i18n_choose_budget_1, { amount: site.budget }));
        await page.waitForURL(/\/choose\/result\?code=1111$/);
        const names = await pickNames(page);
        expect(names).toEqual(["AeroSweep R9 Pro", "AeroSweep R7 Max"]);
        expect(await page.locator(".choose-answers dd span").allTextContents()).toEqual([
          t.i18n_choose_pets_1,
          t.i18n_choose_mopping_1,
          t.i18n_choose_style_1,
          fill(t.i18n_choose_budget_1, { amount: site.budget }),
        ]);

        const shared = (await page.locator(".choose-share-link").getAttribute("href")) ?? "";
        expect(shared).toMatch(new RegExp(`${site.prefix}/choose/result\\?code=1111$`));
        const other = await openContext(browser, profile);
        try {
          const friend = await other.newPage();
          expect((await friend.goto(shared))?.status()).toBe(200);
          expect(await pickNames(friend)).toEqual(names);
          await keepScreenshot(friend, `${profile}-${site.name}-choose-shared`);
        } finally {
          await other.close();
        }
      } finally {
        await context.close();
      }
    }, 120_000);

    it("says a bad result link is not valid and offers a fresh start", async () => {
      const context = await openContext(browser, profile);
      const page = await context.newPage();
      try {
        const response = await page.goto(`${site.prefix}/choose/result?code=1931`);
        expect(response?.status()).toBe(400);
        expect(await page.getByRole("alert").locator("p").textContent()).toBe(t.i18n_choose_code_invalid);
        await keepScreenshot(page, `${profile}-${site.name}-choose-invalid`);
        await expectNoAxeViolations(page, `choose, invalid result link ${profile} ${site.name}`);
        await page.getByRole("link", { name: t.i18n_choose_start_again }).click();
        await page.waitForURL(/\/choose\/step$/);
        await expectStep(page, 1, t.i18n_choose_q_pets);
      } finally {
        await context.close();
      }
    });
  });
});

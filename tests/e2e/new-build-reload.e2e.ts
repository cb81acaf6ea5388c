import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openContext, waitForHydration } from "./browser.ts";

/** Pages render on a shared two-core machine: give them time. */
const poll = <T>(value: () => T | Promise<T>) => expect.poll(value, { timeout: 15_000 });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Counts the documents the tab loads after the first: each is a reload. */
function countReloads(page: Page) {
  let loads = 0;
  page.on("load", () => {
    loads += 1;
  });
  return () => loads;
}

/** What the tab does when it shows again: compare its build with the store's. */
const tabShowsAgain = (page: Page) =>
  page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));

/** The check's request: the build the store serves, asked past any cache. */
const buildCheck = /\/build\.json\?t=\d+$/;

/**
 * The check loads when the browser is idle after hydration (ADR 0044): the tab shows again until the page asks
 * the store for its build, which it does at once when it listens; then waits for the store's answer.
 */
async function waitForBuildCheck(page: Page, selector: string) {
  await waitForHydration(page, selector);
  await expect
    .poll(
      async () => {
        const asked = page.waitForRequest(buildCheck, { timeout: 500 }).catch(() => null);
        await tabShowsAgain(page);
        const request = await asked;
        return Boolean(request && (await request.response()));
      },
      { timeout: 15_000, interval: 0 },
    )
    .toBe(true);
}

describe("new build detection (ADR 0042)", () => {
  it("reloads once, in place, when the store serves a new build; not again within ten seconds", async () => {
    const context = await openContext(browser, "desktop");
    const page = await context.newPage();
    try {
      await page.goto("/product/list");
      await waitForBuildCheck(page, ".site-footer a");
      const running = await page.evaluate(() => window.__reactRouterManifest?.version);
      const served = await page.request.get(`/build.json?t=${Date.now()}`);
      expect(served.headers()["cache-control"]).toBe("no-store");
      expect(await served.json()).toEqual({ version: running });

      // Nothing new: no reload.
      const reloads = countReloads(page);
      await tabShowsAgain(page);
      await pause(1_000);
      expect(reloads()).toBe(0);

      // A deploy: from now on the store answers with another build.
      const checks: string[] = [];
      await page.route("**/build.json?*", (route) => {
        checks.push(route.request().url());
        return route.fulfill({
          json: { version: "the-next-build" },
          headers: { "Cache-Control": "no-store" },
        });
      });
      await page.evaluate(() => window.scrollTo(0, 900));
      await poll(() => page.evaluate(() => window.scrollY)).toBe(900);
      await tabShowsAgain(page);
      await poll(reloads).toBe(1);
      expect(new URL(page.url()).pathname).toBe("/product/list");
      // Each check asks with its own timestamp, past any cache.
      expect(checks[0]).toMatch(/\/build\.json\?t=\d+$/);
      // The shopper's place: React Router's scroll restoration brings the page back where it was.
      await waitForBuildCheck(page, ".site-footer a");
      await poll(() => page.evaluate(() => window.scrollY)).toBe(900);

      // The reloaded page still differs from the "new" build, yet within ten seconds it does not reload again.
      await tabShowsAgain(page);
      await tabShowsAgain(page);
      await poll(() => checks.length).toBeGreaterThanOrEqual(3);
      await pause(1_500);
      expect(reloads()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it("reloads once when a chunk fails to load twice within ten seconds", async () => {
    const context = await openContext(browser, "desktop");
    const page = await context.newPage();
    try {
      // The product list's route module is gone, as after a deploy that replaced the assets.
      await page.route(/\/assets\/product-list-[\w-]+\.js$/, (route) => route.abort());
      await page.goto("/");
      await waitForBuildCheck(page, ".main-nav a");
      const reloads = countReloads(page);
      const failures: string[] = [];
      page.on("console", (message) => {
        if (message.text().startsWith("Error loading route module")) failures.push(message.text());
      });

      await page.locator(".main-nav a[href='/product/list']").first().click();
      await poll(reloads).toBe(1);
      expect(new URL(page.url()).pathname).toBe("/");

      await waitForBuildCheck(page, ".main-nav a");
      await page.locator(".main-nav a[href='/product/list']").first().click();
      // The second failure is left to the error screen: no second reload.
      await poll(() => failures.length).toBe(2);
      await pause(2_000);
      expect(reloads()).toBe(1);
    } finally {
      await context.close();
    }
  });
});

import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogues } from "../../i18n/messages.ts";
import { keepScreenshot, launchBrowser, openContext, type Profile } from "./browser.ts";
import { expectNoAxeViolations } from "./check-accessibility.ts";

const iPhone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(["desktop", "mobile"] as Profile[])("%s", (profile) => {
  it("promotes the app on home and in the footer, with a QR code on desktop only", async () => {
    const context = await openContext(browser, profile, { locale: "de-DE" });
    const page = await context.newPage();
    try {
      await page.goto("/de");
      const home = page.locator("#get-the-app");
      const footer = page.locator(".site-footer .app-promotion");
      for (const block of [home, footer]) {
        expect(await block.getByRole("heading").textContent()).toBe(catalogues.de.i18n_footer_app_title);
        // The badges' text is their accessible name, in the site's language.
        expect(await block.getByRole("link", { name: "Laden im App Store" }).getAttribute("href")).toMatch(
          /^https:\/\/apps\.apple\.com\//,
        );
        expect(await block.getByRole("link", { name: "Jetzt bei Google Play" }).count()).toBe(1);
        const qr = block.getByRole("img", { name: catalogues.de.i18n_app_qr_alt });
        expect(await qr.count()).toBe(profile === "desktop" ? 1 : 0);
      }
      await home.scrollIntoViewIfNeeded();
      await keepScreenshot(page, `${profile}-de-app-promotion`);
      await expectNoAxeViolations(page, `home ${profile} de`);
    } finally {
      await context.close();
    }
  });
});

describe("the QR code's address", () => {
  it("is drawn on the server and sends a phone to its store, a computer to the home page's badges", async () => {
    const context = await openContext(browser, "desktop");
    try {
      const qr = await context.request.get("/app/qr.svg");
      expect(qr.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
      expect(await qr.text()).toMatch(/^<svg[^>]+viewBox="0 0 \d+ \d+"/);

      const fromIphone = await context.request.get("/app", {
        headers: { "User-Agent": iPhone },
        maxRedirects: 0,
      });
      expect(fromIphone.status()).toBe(302);
      expect(fromIphone.headers().location).toMatch(/^https:\/\/apps\.apple\.com\//);
      const fromComputer = await context.request.get("/app", { maxRedirects: 0 });
      expect(fromComputer.headers().location).toBe("/#get-the-app");
    } finally {
      await context.close();
    }
  });
});

import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { catalogues } from "../../i18n/messages.ts";
import { keepScreenshot, launchBrowser, openContext, type Profile } from "./browser.ts";
import { expectNoAxeViolations } from "./check-accessibility.ts";
import { expectNoEnglishText } from "./check-translation.ts";
import { signUpAndSignIn } from "./sign-up.ts";
import { storeUrl } from "./store-url.ts";

const sites = [
  { prefix: "", code: "us", texts: catalogues.us, locale: "en-US" },
  { prefix: "/de", code: "de", texts: catalogues.de, locale: "de-DE" },
] as const;
type Site = (typeof sites)[number];

type Spec = { id: number; specAbbr: string; name: string; currPrice: number; inStock: boolean };
type Goods = { id: number; name: string; publish: number; specs: Spec[] };

/** Demo catalogue goods: two products with two specs in stock, an accessory, a delisted product. */
const slugs = {
  robot: "aerosweep-r9-pro",
  stick: "aerostick-s8-flex",
  filter: "hepa-filter-aerosweep",
  delisted: "aerosweep-r4",
  buyNow: "aerostick-s6",
};

async function readGoods(site: Site, slug: string): Promise<Goods> {
  const id = inject("goodsIds")[slug];
  if (!id) throw new Error(`The demo catalogue has no goods ${slug}`);
  const response = await fetch(`${storeUrl()}/api/web/goods/goods/get?id=${id}`, {
    headers: { clientId: "store-web", clientSecret: "store-web-public", site: site.code },
  });
  const body = (await response.json()) as {
    data: { goodsRsp: { id: number; name: string; publish: number }; goodsSpecRspList: Spec[] };
  };
  return { ...body.data.goodsRsp, specs: body.data.goodsSpecRspList };
}

/** "$1,213.99" or "1.213,99 €" → 1213.99; a minus sign is kept. */
const parseMoney = (text: string | null) => {
  const digits = (text ?? "").replace(/[^\d,.-]/g, "");
  const normalised = digits.replace(/[.,](?=\d{3}\b)/g, "").replace(",", ".");
  return Number(normalised);
};

/** Waits up to 15 s: pages fill the cart after hydration, on a machine shared with other work. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });
/** Navigates and waits until the page is hydrated and quiet. */
const open = (page: Page, path: string) => page.goto(path, { waitUntil: "networkidle", timeout: 60_000 });

const drawer = (page: Page) => page.getByRole("dialog");
const line = (scope: Locator | Page, name: string) => scope.locator(".cart-line").filter({ hasText: name });
const badge = (page: Page) => page.locator(".cart-badge");

async function addFromDetail(page: Page, site: Site, path: string) {
  await open(page, `${site.prefix}${path}`);
  await page.getByRole("button", { name: site.texts.i18n_product_add_to_cart, exact: true }).click();
  await poll(() => drawer(page).isVisible()).toBe(true);
}

async function closeDrawer(page: Page, site: Site) {
  await drawer(page).getByRole("button", { name: site.texts.i18n_common_close }).click();
  await poll(() => drawer(page).count()).toBe(0);
}

async function expectTotals(scope: Locator, expected: number) {
  await poll(async () => parseMoney(await scope.locator('[data-total="current"]').textContent())).toBe(
    expected,
  );
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(["desktop", "mobile"] as Profile[])("%s", (profile) => {
  describe.each(sites)("site $code", (site) => {
    it("a visitor fills the cart, edits it in the drawer, then signs in and finds it merged", {
      timeout: 240_000,
    }, async () => {
      const [robot, stick, filter] = await Promise.all([
        readGoods(site, slugs.robot),
        readGoods(site, slugs.stick),
        readGoods(site, slugs.filter),
      ]);
      const context = await openContext(browser, profile, { locale: site.locale });
      const page = await context.newPage();
      try {
        await addFromDetail(page, site, `/product/detail?id=${robot.id}`);
        const panel = drawer(page);
        expect(await panel.getByRole("heading", { name: site.texts.i18n_cart_title }).isVisible()).toBe(true);
        expect(await panel.getAttribute("aria-modal")).toBe("true");
        // Only the close icon closes it: not Escape, not the mask.
        await page.keyboard.press("Escape");
        await page.mouse.click(10, 450);
        expect(await panel.isVisible()).toBe(true);
        await closeDrawer(page, site);
        await poll(() => badge(page).textContent()).toBe("1");

        await addFromDetail(page, site, `/product/detail?id=${stick.id}`);
        await closeDrawer(page, site);
        await addFromDetail(page, site, `/accessory/detail?id=${filter.id}`);
        await poll(() => panel.locator(".cart-line").count()).toBe(3);
        await poll(() => badge(page).textContent()).toBe("3");

        // Quantity: plus, a typed number, an emptied field back to 1.
        await line(panel, stick.name)
          .getByRole("button", { name: site.texts.i18n_cart_increase.replace("{name}", stick.name) })
          .click();
        await poll(() => line(panel, stick.name).locator("input").inputValue()).toBe("2");
        const filterQuantity = line(panel, filter.name).locator("input");
        await filterQuantity.fill("5");
        await filterQuantity.press("Enter");
        await poll(() => badge(page).textContent()).toBe("8");
        await filterQuantity.fill("");
        await filterQuantity.blur();
        await poll(() => filterQuantity.inputValue()).toBe("1");

        // Spec change: the robot moves to its other spec.
        const [firstSpec, otherSpec] = robot.specs as [Spec, Spec];
        await line(panel, robot.name).locator("select").selectOption(String(otherSpec.id));
        await poll(() => line(panel, robot.name).locator("select").inputValue()).toBe(String(otherSpec.id));
        const stored = await page.evaluate((key) => localStorage.getItem(key), `cart:${site.code}`);
        expect(stored).toContain(`"specId":${otherSpec.id}`);
        expect(stored).not.toContain(`"specId":${firstSpec.id}`);

        // Delete in edit mode.
        expect(await panel.locator(".cart-line-delete").count()).toBe(0);
        await panel.getByRole("button", { name: site.texts.i18n_cart_edit }).click();
        await line(panel, stick.name)
          .getByRole("button", { name: site.texts.i18n_cart_remove.replace("{name}", stick.name) })
          .click();
        await poll(() => panel.locator(".cart-line").count()).toBe(2);
        await poll(() => badge(page).textContent()).toBe("2");

        const expected = (otherSpec.currPrice + (filter.specs[0] as Spec).currPrice) / 100;
        await expectTotals(panel, expected);
        const shownTotal = (await panel.locator('[data-total="current"]').textContent()) ?? "";
        expect(shownTotal).toMatch(site.code === "us" ? /^\$[\d,]+\.\d{2}$/ : /^[\d.]+,\d{2}\s€$/);
        expect(parseMoney(await panel.locator('[data-total="discount"]').textContent())).toBeLessThanOrEqual(
          0,
        );
        await keepScreenshot(page, `${profile}-${site.code}-cart-drawer`);
        await expectNoAxeViolations(page, `cart drawer ${profile} ${site.code}`);
        await expectNoEnglishText(page, site.code, `cart drawer ${profile}`);
        await closeDrawer(page, site);

        // Signing in merges the local cart into the server cart and clears it.
        await signUpAndSignIn(context);
        await page.reload({ waitUntil: "networkidle" });
        await poll(() => page.evaluate((key) => localStorage.getItem(key), `cart:${site.code}`)).toBe(null);
        await poll(() => badge(page).textContent()).toBe("2");

        // A catalogue page kept for everyone reaches the signed-in shopper with their parts filled in (ADR 0009).
        const visitor = await openContext(browser, profile, { locale: site.locale });
        try {
          await open(await visitor.newPage(), `${site.prefix}/product/detail?id=${stick.id}`);
        } finally {
          await visitor.close();
        }
        await open(page, `${site.prefix}/product/detail?id=${stick.id}`);
        expect(await page.locator("#personal-parts").count()).toBe(1);
        await poll(() =>
          page.locator(`a.account-link[href="${site.prefix}/personal/account"]`).count(),
        ).toBeGreaterThan(0);
        await poll(() => badge(page).textContent()).toBe("2");
        await expectNoAxeViolations(page, `kept product page, signed in ${profile} ${site.code}`);
        await page.locator(".cart-link").click();
        await poll(() => panel.locator(".cart-line").count()).toBe(2);
        expect(await line(panel, robot.name).locator("select").inputValue()).toBe(String(otherSpec.id));
        await expectTotals(panel, expected);

        // The full cart page, rendered on the server for a signed-in shopper.
        await open(page, `${site.prefix}/shopping_cart`);
        await poll(() => page.locator(".cart-page .cart-line").count()).toBe(2);
        await expectTotals(page.locator(".cart-summary"), expected);
        await poll(() =>
          page.getByRole("heading", { name: site.texts.i18n_cart_bought_together }).isVisible(),
        ).toBe(true);
        await keepScreenshot(page, `${profile}-${site.code}-cart-page`);
        await expectNoAxeViolations(page, `cart page ${profile} ${site.code}`);
        await expectNoEnglishText(page, site.code, `cart page ${profile}`);
      } finally {
        await context.close();
      }
    });

    it("buy it now goes to the cart page: after 600 ms for a visitor, at once when signed in", {
      timeout: 180_000,
    }, async () => {
      const goods = await readGoods(site, slugs.buyNow);
      const context = await openContext(browser, profile, { locale: site.locale });
      const page = await context.newPage();
      try {
        await open(page, `${site.prefix}/product/detail?id=${goods.id}`);
        const buyNow = page.getByRole("button", { name: site.texts.i18n_product_buy_now, exact: true });
        const toCart = (request: { url: () => string }) => request.url().includes("shopping_cart");
        const clicked = Date.now();
        await buyNow.click();
        await page.waitForRequest(toCart);
        expect(Date.now() - clicked).toBeGreaterThanOrEqual(600);
        await page.waitForURL(`**${site.prefix}/shopping_cart`);
        await poll(() => line(page, goods.name).count()).toBe(1);

        await signUpAndSignIn(context);
        await open(page, `${site.prefix}/product/detail?id=${goods.id}`);
        const saved = page.waitForResponse((response) => response.url().endsWith("/userShopCar/save"));
        const leaving = page.waitForRequest(toCart);
        await buyNow.click();
        await saved;
        const answered = Date.now();
        await leaving;
        // At once: no waiting after the server's answer (only the page's own work).
        expect(Date.now() - answered).toBeLessThan(400);
        await page.waitForURL(`**${site.prefix}/shopping_cart`);
        // The visitor's line was merged at sign-in, the second buy added one more.
        await poll(() => line(page, goods.name).locator("input").inputValue()).toBe("2");
      } finally {
        await context.close();
      }
    });

    it("a delisted line shows its label, can only be deleted, and leaves nothing to check out", {
      timeout: 180_000,
    }, async () => {
      const delisted = await readGoods(site, slugs.delisted);
      expect(delisted.publish).toBe(0);
      const context = await openContext(browser, profile, { locale: site.locale });
      const page = await context.newPage();
      try {
        await open(page, site.prefix || "/");
        await page.evaluate(
          ([key, value]) => localStorage.setItem(key as string, value as string),
          [
            `cart:${site.code}`,
            JSON.stringify([
              {
                _id: "delisted-line",
                relevanceId: delisted.id,
                specId: delisted.specs[0]?.id,
                specAbbr: "",
                quantity: 2,
                type: 1,
              },
            ]),
          ],
        );
        await open(page, `${site.prefix}/shopping_cart`);
        const row = line(page, delisted.name);
        await poll(() => row.count()).toBe(1);
        expect(await row.getByText(site.texts.i18n_product_delisted, { exact: true }).isVisible()).toBe(true);
        // Its version in the site's language ("Schwarz", not the spec's abbreviation), and no count in the
        // heading, since the totals leave it out.
        expect(await row.locator(".cart-line-abbr").textContent()).toBe(delisted.specs[0]?.name);
        expect(await page.locator(".cart-page-count").count()).toBe(0);
        expect(await row.locator("input").count()).toBe(0);
        expect(await row.getByRole("link").count()).toBe(0);
        const checkout = page.getByRole("button", { name: site.texts.i18n_cart_checkout });
        expect(await checkout.isDisabled()).toBe(true);
        expect(await page.getByText(site.texts.i18n_cart_nothing_on_sale).isVisible()).toBe(true);

        // The drawer says the same, and deleting the line empties the cart.
        await open(page, site.prefix || "/");
        await page.locator(".cart-link").click();
        const panel = drawer(page);
        await poll(() => line(panel, delisted.name).count()).toBe(1);
        expect(await panel.getByRole("button", { name: site.texts.i18n_cart_checkout }).isDisabled()).toBe(
          true,
        );
        await keepScreenshot(page, `${profile}-${site.code}-cart-drawer-delisted`);
        await line(panel, delisted.name).locator(".cart-line-delete").click();
        await poll(() => panel.getByText(site.texts.i18n_cart_empty).isVisible()).toBe(true);
        await keepScreenshot(page, `${profile}-${site.code}-cart-drawer-empty`);
      } finally {
        await context.close();
      }
    });
  });
});

import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keepScreenshot, launchBrowser, openContext, type Profile } from "./browser.ts";
import { expectNoAxeViolations } from "./check-accessibility.ts";
import { type BuyingSite, prepareShopper, shopperWithCart, buyingSites as sites } from "./prepare-shopper.ts";
import { signUpAndSignIn } from "./sign-up.ts";

const open = (page: Page, path: string) => page.goto(path, { waitUntil: "networkidle", timeout: 60_000 });
const status = (page: Page) => page.locator(".order-detail-head .order-status");

/**
 * Places the order on the checkout screen with `method` and lands on the sandbox provider's page; with
 * `axeLabel`, axe checks the checkout screen first.
 */
async function placeOrder(page: Page, site: BuyingSite, method: string, axeLabel?: string) {
  await open(page, `${site.prefix}/order_checkout`);
  await expect.poll(() => page.locator('[data-testid="checkout-total"]').count()).toBe(1);
  if (axeLabel) await expectNoAxeViolations(page, axeLabel);
  await page.locator(`input[name=paymentMethod][value=${method}]`).check();
  await page.locator(".checkout-place").click();
  await page.waitForURL(/\/sandbox-pay\//, { timeout: 30_000 });
}

/** Gives up on the sandbox's PayPal page: the shopper lands on the unpaid order's page. Answers its number. */
async function leavePayPalUnpaid(page: Page): Promise<string> {
  await page.locator("button[value=cancel]").click();
  await page.waitForURL(/\/personal\/order_detail\?orderNumber=/, { timeout: 30_000 });
  return new URL(page.url()).searchParams.get("orderNumber") as string;
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * The journeys' store gives a minute to pay (its sweep runs every 2 s). The unpaid order is placed before the
 * file's other journeys and checked after them, so its minute runs out while they run instead of in a wait.
 */
let expiring: { context: BrowserContext; page: Page } | undefined;

describe("desktop, site us: an unpaid order, before its minute runs out", () => {
  it("counts down the unpaid order's minutes", { timeout: 120_000 }, async () => {
    const site = sites.us;
    expiring = await shopperWithCart(browser, "desktop", site);
    const { page } = expiring;
    await placeOrder(page, site, "paypal");
    await leavePayPalUnpaid(page);
    await expect
      .poll(() => page.locator('[data-testid="pay-countdown"]').textContent())
      .toBe("Pay within 1 min");
    expect(await status(page).textContent()).toBe(site.texts.i18n_order_status_unpaid);
  });
});

describe.each([
  { profile: "desktop" as Profile, site: sites.us },
  { profile: "mobile" as Profile, site: sites.de },
  { profile: "mobile" as Profile, site: sites.us },
  { profile: "desktop" as Profile, site: sites.de },
])("$profile, site $site.code", ({ profile, site }) => {
  it("buys by card: declined first, then paid, and the order is Processing", {
    timeout: 120_000,
  }, async () => {
    const { context, page } = await shopperWithCart(browser, profile, site);
    await placeOrder(page, site, "card", `checkout ${profile} ${site.code}`);
    await keepScreenshot(page, `checkout-sandbox-${profile}-${site.code}`);
    await expectNoAxeViolations(page, `sandbox card page ${profile} ${site.code}`);
    await page.locator("input[name=cardNumber]").fill("4000 0000 0000 0002");
    await page.locator("form button:not(.secondary)").first().click();
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toContain(site.texts.i18n_sandbox_declined);
    await expectNoAxeViolations(page, `sandbox card page, declined ${profile} ${site.code}`);
    await page.locator("input[name=cardNumber]").fill("4242 4242 4242 4242");
    await page.locator("form button:not(.secondary)").first().click();
    await page.waitForURL(/\/personal\/order_detail\?orderNumber=/, { timeout: 30_000 });
    await expect
      .poll(() => status(page).textContent(), { timeout: 20_000 })
      .toBe(site.texts.i18n_order_status_processing);
    await keepScreenshot(page, `order-paid-${profile}-${site.code}`);
    await expectNoAxeViolations(page, `order detail paid ${profile} ${site.code}`);
    await context.close();
  });
});

describe.each([
  { profile: "desktop" as Profile, site: sites.us },
  { profile: "mobile" as Profile, site: sites.de },
])("$profile, site $site.code", ({ profile, site }) => {
  it("pays with Klarna: Pending until Klarna confirms, then Processing", { timeout: 120_000 }, async () => {
    const { context, page } = await shopperWithCart(browser, profile, site);
    await placeOrder(page, site, "klarna");
    await expectNoAxeViolations(page, `sandbox Klarna page ${profile} ${site.code}`);
    await page.locator("button[value=approve]").click();
    await page.waitForURL(/\/personal\/order_detail\?orderNumber=/, { timeout: 30_000 });
    await expect
      .poll(() => status(page).textContent(), { timeout: 20_000 })
      .toBe(site.texts.i18n_order_status_pending);
    await expect
      .poll(
        async () => {
          await page.reload({ waitUntil: "networkidle" });
          return status(page).textContent();
        },
        { timeout: 45_000, interval: 1000 },
      )
      .toBe(site.texts.i18n_order_status_processing);
    await context.close();
  });

  it.each([
    { method: "googlepay", name: "Google Pay" },
    { method: "applepay", name: "Apple Pay" },
  ] as const)(
    "pays with $name: approved on the wallet's page, the order is Processing",
    {
      timeout: 120_000,
    },
    async ({ method, name }) => {
      const { context, page } = await shopperWithCart(browser, profile, site);
      await placeOrder(page, site, method);
      expect(await page.locator("h1").textContent()).toContain(site.texts[`i18n_payment_method_${method}`]);
      await keepScreenshot(page, `checkout-sandbox-${method}-${profile}-${site.code}`);
      await expectNoAxeViolations(page, `sandbox ${name} page ${profile} ${site.code}`);
      await page.locator("button[value=approve]").click();
      await page.waitForURL(/\/personal\/order_detail\?orderNumber=/, { timeout: 30_000 });
      await expect
        .poll(() => status(page).textContent(), { timeout: 20_000 })
        .toBe(site.texts.i18n_order_status_processing);
      await context.close();
    },
  );

  it("gives up on PayPal, then cancels the unpaid order with confirmation", {
    timeout: 120_000,
  }, async () => {
    const { context, page } = await shopperWithCart(browser, profile, site);
    await placeOrder(page, site, "paypal");
    await expectNoAxeViolations(page, `sandbox PayPal page ${profile} ${site.code}`);
    await leavePayPalUnpaid(page);
    await expect.poll(() => status(page).textContent()).toBe(site.texts.i18n_order_status_unpaid);
    await expect.poll(() => page.locator('[data-testid="pay-countdown"]').textContent()).toMatch(/\d/);
    await page.getByRole("link", { name: site.texts.i18n_order_cancel, exact: true }).click();
    const yes = page.getByRole("button", { name: site.texts.i18n_order_cancel_yes });
    await expect.poll(() => yes.isVisible()).toBe(true);
    await expectNoAxeViolations(page, `order cancel confirmation ${profile} ${site.code}`);
    await yes.click();
    await expect
      .poll(() => status(page).textContent(), { timeout: 20_000 })
      .toBe(site.texts.i18n_order_status_canceled);
    await expectNoAxeViolations(page, `order detail canceled ${profile} ${site.code}`);
    await context.close();
  });

  it("passes the card's authentication challenge, then buys the order again into the cart", {
    timeout: 120_000,
  }, async () => {
    const { context, page } = await shopperWithCart(browser, profile, site);
    await placeOrder(page, site, "card");
    await page.locator("input[name=cardNumber]").fill("4000 0025 0000 3155");
    await page.locator("form button:not(.secondary)").first().click();
    await expect.poll(() => page.locator("button[value=complete]").count()).toBe(1);
    await expectNoAxeViolations(page, `sandbox card challenge ${profile} ${site.code}`);
    await page.locator("button[value=complete]").click();
    await page.waitForURL(/\/personal\/order_detail\?orderNumber=/, { timeout: 30_000 });
    await expect
      .poll(() => status(page).textContent(), { timeout: 20_000 })
      .toBe(site.texts.i18n_order_status_processing);
    await page.getByRole("button", { name: site.texts.i18n_order_repurchase }).click();
    await page.waitForURL((url) => url.pathname === `${site.prefix}/shopping_cart`, { timeout: 30_000 });
    await expect.poll(() => page.locator(".cart-line").count(), { timeout: 15_000 }).toBe(1);
    await context.close();
  });

  it("tells the shopper the cart changed since the summary, and shows the new one", {
    timeout: 120_000,
  }, async () => {
    const { context, page, shopper } = await shopperWithCart(browser, profile, site);
    await open(page, `${site.prefix}/order_checkout`);
    const before = await page.locator('[data-testid="checkout-total"]').textContent();
    // Another tab adds one more of the same line.
    await prepareShopper(site, shopper.token, shopper.email);
    await page.locator(".checkout-place").click();
    await expect
      .poll(() => page.locator(".checkout-pay [role=alert]").textContent(), { timeout: 20_000 })
      .toBe(site.texts.i18n_checkout_error_cart_changed);
    expect(await page.locator('[data-testid="checkout-total"]').textContent()).not.toBe(before);
    expect(new URL(page.url()).pathname).toBe(`${site.prefix}/order_checkout`);
    await expectNoAxeViolations(page, `checkout cart changed ${profile} ${site.code}`);
    await context.close();
  });

  it("sends a visitor from checkout to login and back after signing in", { timeout: 120_000 }, async () => {
    const other = await openContext(browser, profile, { locale: site.locale });
    const account = await signUpAndSignIn(other);
    await other.close();
    const context = await openContext(browser, profile, { locale: site.locale });
    const page = await context.newPage();
    await open(page, `${site.prefix}/order_checkout`);
    expect(new URL(page.url()).pathname).toBe(`${site.prefix}/user/login`);
    expect(new URL(page.url()).searchParams.get("from")).toBe("/order_checkout");
    await page.getByLabel(site.texts.i18n_user_email).fill(account.email);
    await page.getByLabel(site.texts.i18n_user_password).fill(account.password);
    await page.locator("#field-agree").check();
    await page.getByRole("button", { name: site.texts.i18n_user_sign_in }).click();
    await page.waitForURL((url) => url.pathname === `${site.prefix}/order_checkout`, { timeout: 30_000 });
    await expect.poll(() => page.locator("h1").textContent()).toBe(site.texts.i18n_checkout_title);
    await context.close();
  });
});

describe.each([
  { profile: "mobile" as Profile, site: sites.de },
  { profile: "desktop" as Profile, site: sites.us },
])("$profile, site $site.code", ({ profile, site }) => {
  it("approves PayPal, and finds the order under Processing in My orders, not under Unpaid", {
    timeout: 120_000,
  }, async () => {
    const { context, page } = await shopperWithCart(browser, profile, site);
    await placeOrder(page, site, "paypal");
    await page.locator("button[value=approve]").click();
    await page.waitForURL(/\/personal\/order_detail\?orderNumber=/, { timeout: 30_000 });
    const orderNumber = new URL(page.url()).searchParams.get("orderNumber");
    await expect
      .poll(() => status(page).textContent(), { timeout: 20_000 })
      .toBe(site.texts.i18n_order_status_processing);
    await open(page, `${site.prefix}/personal/order_list`);
    const tab = (label: string) =>
      page.locator(".order-tabs").getByRole("link", { name: label, exact: true });
    const current = () => page.locator('.order-tabs [aria-current="page"]').textContent();
    expect(await page.locator(`[data-order="${orderNumber}"]`).count()).toBe(1);
    // The current tab and its orders come from one render: once the tab is current, the list is its list.
    await tab(site.texts.i18n_order_status_unpaid).click();
    await expect.poll(current).toBe(site.texts.i18n_order_status_unpaid);
    expect(await page.locator(`[data-order="${orderNumber}"]`).count()).toBe(0);
    await tab(site.texts.i18n_order_status_processing).click();
    await expect.poll(current).toBe(site.texts.i18n_order_status_processing);
    expect(await page.locator(`[data-order="${orderNumber}"]`).count()).toBe(1);
    expect(new URL(page.url()).searchParams.get("tab")).toBe("processing");
    await keepScreenshot(page, `order-list-${profile}-${site.code}`);
    await expectNoAxeViolations(page, `order list ${profile} ${site.code}`);
    await context.close();
  });

  it("gives up on PayPal, then pays the unpaid order by card from its page", {
    timeout: 120_000,
  }, async () => {
    const { context, page } = await shopperWithCart(browser, profile, site);
    await placeOrder(page, site, "paypal");
    await leavePayPalUnpaid(page);
    await expect.poll(() => status(page).textContent()).toBe(site.texts.i18n_order_status_unpaid);
    await expect.poll(() => page.locator('[data-testid="pay-countdown"]').textContent()).toMatch(/\d/);
    await expectNoAxeViolations(page, `order detail unpaid ${profile} ${site.code}`);
    await page.locator(".order-pay-form input[name=method][value=card]").check();
    await page.locator(".order-pay-form button[value=pay]").click();
    await page.waitForURL(/\/sandbox-pay\//, { timeout: 30_000 });
    await page.locator("input[name=cardNumber]").fill("4242 4242 4242 4242");
    await page.locator("form button:not(.secondary)").first().click();
    await page.waitForURL(/\/personal\/order_detail\?orderNumber=/, { timeout: 30_000 });
    await expect
      .poll(() => status(page).textContent(), { timeout: 20_000 })
      .toBe(site.texts.i18n_order_status_processing);
    await context.close();
  });
});

describe("mobile, site de", () => {
  it("shows another shopper's order number as the translated not-found page", {
    timeout: 120_000,
  }, async () => {
    const site = sites.de;
    const owner = await shopperWithCart(browser, "mobile", site);
    await placeOrder(owner.page, site, "paypal");
    const placed = await leavePayPalUnpaid(owner.page);
    await owner.context.close();
    const stranger = await openContext(browser, "mobile", { locale: site.locale });
    await signUpAndSignIn(stranger);
    const page = await stranger.newPage();
    const response = await page.goto(
      `${site.prefix}/personal/order_detail?orderNumber=${encodeURIComponent(placed)}`,
      { waitUntil: "networkidle" },
    );
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.locator("h1").textContent()).toBe(site.texts.i18n_error_not_found_title);
    await expectNoAxeViolations(page, "another shopper's order, not found, mobile de");
    await stranger.close();
  });
});

describe("desktop, site us: the unpaid order, after its minute ran out", () => {
  it("has canceled the unpaid order when its minutes ran out", { timeout: 150_000 }, async () => {
    if (!expiring) throw new Error("The unpaid order was not placed (see the file's first journey)");
    const { context, page } = expiring;
    await expect
      .poll(
        async () => {
          await page.reload({ waitUntil: "networkidle" });
          return status(page).textContent();
        },
        { timeout: 120_000, interval: 3000 },
      )
      .toBe(sites.us.texts.i18n_order_status_canceled);
    await expect.poll(() => page.locator('[data-testid="pay-countdown"]').count()).toBe(0);
    await context.close();
  });
});

import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { keepScreenshot, launchBrowser, type Profile } from "./browser.ts";
import { expectNoAxeViolations } from "./check-accessibility.ts";
import { waitForMail } from "./mailbox.ts";
import { type BuyingSite, shopperWithCart, buyingSites as sites } from "./prepare-shopper.ts";

const open = (page: Page, path: string) => page.goto(path, { waitUntil: "networkidle", timeout: 60_000 });
const total = (page: Page) => page.locator('[data-testid="checkout-total"]').textContent();
const orderStatus = (page: Page) => page.locator(".order-detail-head .order-status").textContent();
const walletCard = (page: Page, code: string) => page.locator(`.coupon-card[data-code="${code}"]`);

/** Applies a code in the checkout's coupon field and waits for the summary to say so. */
async function applyCoupon(page: Page, site: BuyingSite, code: string) {
  await page.locator("#field-coupon").fill(code);
  await page.getByRole("button", { name: site.texts.i18n_checkout_coupon_apply }).click();
  await expect.poll(() => page.locator(".checkout-coupon-applied").count(), { timeout: 20_000 }).toBe(1);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each([
  { profile: "desktop" as Profile, site: sites.us },
  { profile: "mobile" as Profile, site: sites.fr },
])("$profile, site $site.code", ({ profile, site }) => {
  it("signs up for the newsletter, confirms from the mail, uses the coupon, cancels and gets it back", {
    timeout: 180_000,
  }, async () => {
    const { context, page, shopper } = await shopperWithCart(browser, profile, site);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const mailsBefore = 1; // the registration code

    await open(page, `${site.prefix}/`);
    await page.locator("#newsletter-email").fill(shopper.email);
    await page.locator(".newsletter-form button[type=submit]").click();
    await expect
      .poll(() => page.locator(".newsletter-form [aria-live]").textContent())
      .toBe(site.texts.i18n_newsletter_thanks);

    const confirmation = await waitForMail(shopper.email, mailsBefore + 1);
    const link = /https?:\/\/\S+\/newsletter\/confirm\?\S+/.exec(confirmation)?.[0];
    expect(link).toBeTruthy();
    await open(page, link as string);
    await page.getByRole("button", { name: site.texts.i18n_newsletter_confirm_action }).click();
    await expect
      .poll(() => page.getByRole("status").first().textContent())
      .toBe(site.texts.i18n_newsletter_confirmed);

    const couponMail = await waitForMail(shopper.email, mailsBefore + 2);
    const code = /^([0-9A-Z]{12})\r?$/m.exec(couponMail)?.[1] as string;
    expect(code).toMatch(/^[0-9A-Z]{12}$/);
    expect(couponMail).toContain("/newsletter/unsubscribe?");

    await open(page, `${site.prefix}/personal/coupons`);
    await expect.poll(() => walletCard(page, code).count()).toBe(1);
    await walletCard(page, code).getByRole("button", { name: site.texts.i18n_coupons_copy }).click();
    await expect
      .poll(() => walletCard(page, code).getByRole("status").textContent())
      .toBe(site.texts.i18n_coupons_copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await keepScreenshot(page, `coupons-wallet-${profile}-${site.code}`);
    await expectNoAxeViolations(page, `coupon wallet ${profile} ${site.code}`);

    await open(page, `${site.prefix}/order_checkout`);
    const before = await total(page);
    await applyCoupon(page, site, code);
    expect(await total(page)).not.toBe(before);
    await keepScreenshot(page, `coupons-checkout-${profile}-${site.code}`);
    await expectNoAxeViolations(page, `checkout with a coupon ${profile} ${site.code}`);
    await page.locator("input[name=paymentMethod][value=paypal]").check();
    await page.locator(".checkout-place").click();
    await page.waitForURL(/\/sandbox-pay\//, { timeout: 30_000 });
    await page.locator("button[value=cancel]").click();
    await page.waitForURL(/\/personal\/order_detail\?orderNumber=/, { timeout: 30_000 });

    await open(page, `${site.prefix}/personal/coupons?tab=used`);
    await expect.poll(() => walletCard(page, code).count()).toBe(1);
    await expectNoAxeViolations(page, `coupon wallet, used ${profile} ${site.code}`);

    await page.goBack();
    await page.getByRole("link", { name: site.texts.i18n_order_cancel, exact: true }).click();
    await page.getByRole("button", { name: site.texts.i18n_order_cancel_yes }).click();
    await expect
      .poll(() => orderStatus(page), { timeout: 20_000 })
      .toBe(site.texts.i18n_order_status_canceled);

    await open(page, `${site.prefix}/personal/coupons`);
    await expect.poll(() => walletCard(page, code).count()).toBe(1);
    await context.close();
  });
});

describe.each([
  { profile: "desktop" as Profile, site: sites.us },
  { profile: "mobile" as Profile, site: sites.de },
])("$profile, site $site.code", ({ profile, site }) => {
  it("adds a 100% code to the wallet and places a free order that needs no payment", {
    timeout: 120_000,
  }, async () => {
    const { context, page } = await shopperWithCart(browser, profile, site);
    const code = inject("giftCoupons")[site.code][profile === "desktop" ? 0 : 1] as string;

    await open(page, `${site.prefix}/personal/coupons`);
    await page.locator("input[name=code]").fill(code.toLowerCase());
    await page.getByRole("button", { name: site.texts.i18n_coupons_add }).click();
    await expect.poll(() => walletCard(page, code).count(), { timeout: 20_000 }).toBe(1);

    await open(page, `${site.prefix}/order_checkout`);
    await applyCoupon(page, site, code);
    await expect.poll(() => page.locator("input[name=paymentMethod]").count()).toBe(1);
    expect(await page.locator("input[name=paymentMethod]").getAttribute("value")).toBe("free");
    expect(await page.locator(".checkout-place").textContent()).toBe(site.texts.i18n_checkout_place_free);
    await keepScreenshot(page, `coupons-free-checkout-${profile}-${site.code}`);
    await page.locator(".checkout-place").click();
    await page.waitForURL(/\/personal\/order_detail\?orderNumber=/, { timeout: 30_000 });
    await expect.poll(() => orderStatus(page)).toBe(site.texts.i18n_order_status_processing);

    await open(page, `${site.prefix}/personal/coupons?tab=used`);
    await expect.poll(() => walletCard(page, code).count()).toBe(1);
    await context.close();
  });
});

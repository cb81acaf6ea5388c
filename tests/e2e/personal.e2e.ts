import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogues } from "../../i18n/messages.ts";
import { keepScreenshot, launchBrowser, openContext, type Profile } from "./browser.ts";
import { expectNoAxeViolations } from "./check-accessibility.ts";
import { signUpAndSignIn } from "./sign-up.ts";
import { storeUrl } from "./store-url.ts";

const sites = [
  {
    prefix: "",
    name: "us",
    texts: catalogues.us,
    country: "US",
    state: "CA",
    other: "GB",
    otherState: "SCT",
  },
  {
    prefix: "/de",
    name: "de",
    texts: catalogues.de,
    country: "DE",
    state: "BE",
    other: "FR",
    otherState: "IDF",
  },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Waits for a value; generous, since saving a password hashes it on a machine the other journeys share. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });
const field = (page: Page, name: string) => page.locator(`#field-${name}`);
const errorOf = (page: Page, name: string) => page.locator(`#field-${name}-error`);

/** Fills an address in the open dialog; the country first, since the state list follows it. */
async function fillAddress(page: Page, values: Record<string, string>) {
  if (values.countryAbbr) await field(page, "countryAbbr").selectOption(values.countryAbbr);
  for (const [name, value] of Object.entries(values)) {
    if (name === "countryAbbr") continue;
    if (name === "state") await field(page, "state").selectOption(value);
    else await field(page, name).fill(value);
  }
}

describe.each(["desktop", "mobile"] as Profile[])("%s", (profile) => {
  describe.each(sites)("site $name", (site) => {
    const t = site.texts;

    it("edits the account: names and nickname change the greeting; a wrong current password is refused", async () => {
      const context = await openContext(browser, profile);
      const { email, password } = await signUpAndSignIn(context);
      const page = await context.newPage();
      try {
        await page.goto(`${site.prefix}/personal/account`);
        await poll(() => page.locator("h1").textContent()).toBe(t.i18n_account_title);
        const greeting = page.getByTestId("personal-greeting");
        expect(await greeting.textContent()).toBe(t.i18n_personal_hello.replace("{name}", email));
        expect(await field(page, "email").inputValue()).toBe(email);
        expect(await field(page, "email").getAttribute("readonly")).not.toBeNull();
        await expectNoAxeViolations(page, `account ${profile} ${site.name}`);

        // Required names are checked when a field loses focus, and the message goes once it is fixed.
        await field(page, "firstName").fill("Ada");
        await field(page, "lastName").focus();
        await field(page, "nickname").focus();
        await poll(() => errorOf(page, "lastName").textContent()).toBe(t.i18n_form_feedback_01);
        expect(await field(page, "lastName").getAttribute("aria-invalid")).toBe("true");
        await field(page, "lastName").fill("Lovelace");
        await field(page, "lastName").blur();
        await poll(() => errorOf(page, "lastName").count()).toBe(0);
        await page.getByRole("button", { name: t.i18n_account_save, exact: true }).click();
        await poll(() => page.getByRole("status").first().textContent()).toBe(t.i18n_personal_saved);
        await poll(() => greeting.textContent()).toBe(
          t.i18n_personal_hello.replace("{name}", "Ada Lovelace"),
        );

        await field(page, "nickname").fill("  Countess ");
        await page.getByRole("button", { name: t.i18n_account_save, exact: true }).click();
        await poll(() => greeting.textContent()).toBe(t.i18n_personal_hello.replace("{name}", "Countess"));
        await page.reload();
        expect(await field(page, "firstName").inputValue()).toBe("Ada");
        expect(await field(page, "nickname").inputValue()).toBe("Countess");

        // The new password keeps the spec's rule; a wrong current password is answered on its field.
        await field(page, "oldPassword").fill("Wrong2026x");
        await field(page, "newPassword").fill("short");
        await field(page, "newPassword").blur();
        await poll(() => errorOf(page, "newPassword").textContent()).toBe(t.i18n_form_feedback_02);
        await field(page, "newPassword").fill("Better2026y");
        await field(page, "newPassword").blur();
        await poll(() => errorOf(page, "newPassword").count()).toBe(0);
        await page.getByRole("button", { name: t.i18n_account_change_password }).click();
        await poll(() => errorOf(page, "oldPassword").textContent()).toBe(t.i18n_error_old_password);
        await keepScreenshot(page, `${profile}-${site.name}-account-wrong-password`);
        await expectNoAxeViolations(page, `account, wrong password ${profile} ${site.name}`);

        await field(page, "oldPassword").fill(password);
        await field(page, "newPassword").fill("Better2026y");
        await page.getByRole("button", { name: t.i18n_account_change_password }).click();
        await poll(() => page.locator("#password-title ~ form [role=status]").textContent()).toBe(
          t.i18n_personal_saved,
        );
        expect(await field(page, "oldPassword").inputValue()).toBe("");
        const login = await fetch(`${storeUrl()}/api/web/login/login`, {
          method: "POST",
          headers: {
            clientId: "store-web",
            clientSecret: "store-web-public",
            "Content-Type": "application/json",
          },
          body: JSON.stringify({ email, password: "Better2026y" }),
        });
        expect(login.status).toBe(200);
        await keepScreenshot(page, `${profile}-${site.name}-account-saved`);
      } finally {
        await context.close();
      }
    });

    it("keeps an address book: add two, change the default, edit one, delete one", async () => {
      const context = await openContext(browser, profile);
      const { email } = await signUpAndSignIn(context);
      const page = await context.newPage();
      try {
        await page.goto(`${site.prefix}/personal/address`);
        await poll(() => page.locator("h1").textContent()).toBe(t.i18n_address_title);
        expect(await page.locator(".address-empty-title").textContent()).toBe(t.i18n_common_empty);
        await keepScreenshot(page, `${profile}-${site.name}-address-empty`);
        await expectNoAxeViolations(page, `address book empty ${profile} ${site.name}`);

        await page.getByRole("link", { name: t.i18n_address_add }).click();
        const dialog = page.getByRole("dialog", { name: t.i18n_address_add });
        await poll(() => dialog.isVisible()).toBe(true);
        if (profile === "mobile") {
          const box = await dialog.boundingBox();
          expect(box?.width).toBe(412);
        }
        expect(await field(page, "email").inputValue()).toBe(email);
        expect(await field(page, "countryAbbr").inputValue()).toBe(site.country);

        // A wrong e-mail is caught on blur and fixed before the address is sent.
        await field(page, "email").fill("ada at example");
        await field(page, "email").blur();
        await poll(() => errorOf(page, "email").textContent()).toBe(t.i18n_form_feedback_03);
        await field(page, "address1").focus();
        await field(page, "address1").blur();
        await poll(() => errorOf(page, "address1").textContent()).toBe(t.i18n_form_feedback_01);
        await keepScreenshot(page, `${profile}-${site.name}-address-form-errors`);
        await expectNoAxeViolations(page, `address form with errors ${profile} ${site.name}`);
        await fillAddress(page, {
          email: "ada@example.com",
          firstName: "Ada",
          lastName: "Home",
          state: site.state,
          address1: "1 Garden Lane",
          city: "Springfield",
          zipCode: "10115",
          telephone: "+1 555 0100",
        });
        await field(page, "address1").blur();
        await poll(() => page.locator(".form-field-error").count()).toBe(0);
        await dialog.getByRole("button", { name: t.i18n_address_save }).click();
        await poll(() => page.getByRole("status").textContent()).toBe(t.i18n_personal_saved);
        await poll(() => page.locator(".address-card").count()).toBe(1);
        expect(await page.locator(".address-card").first().textContent()).toContain(t.i18n_address_default);

        // The second address is in another country: the state list follows the country chosen.
        await page.getByRole("link", { name: t.i18n_address_add }).click();
        await fillAddress(page, {
          countryAbbr: site.other,
          firstName: "Ada",
          lastName: "Office",
          address1: "9 Market Street",
          address2: "Suite 4",
          city: "Harbourtown",
          zipCode: "75001",
          telephone: "+44 20 7946 0000",
          company: "Analytical Engines Ltd",
          notes: "Ring twice",
        });
        await poll(() => field(page, "state").locator(`option[value="${site.otherState}"]`).count()).toBe(1);
        expect(await field(page, "state").locator(`option[value="${site.state}"]`).count()).toBe(0);
        await field(page, "state").selectOption(site.otherState);
        await keepScreenshot(page, `${profile}-${site.name}-address-form`);
        await page.getByRole("dialog").getByRole("button", { name: t.i18n_address_save }).click();
        await poll(() => page.locator(".address-card").count()).toBe(2);
        const cards = page.locator(".address-card");
        expect(await cards.nth(0).textContent()).toContain("Ada Home");
        expect(await cards.nth(1).textContent()).toContain("Analytical Engines Ltd");

        // Change the default: the office comes first and carries the mark.
        await page.getByRole("button", { name: `${t.i18n_address_set_default}: Ada Office` }).click();
        await poll(() => cards.nth(0).locator("strong").textContent()).toBe("Ada Office");
        expect(await cards.nth(0).locator(".badge").textContent()).toBe(t.i18n_address_default);
        expect(await cards.nth(1).locator(".badge").count()).toBe(0);
        await keepScreenshot(page, `${profile}-${site.name}-address-list`);
        await expectNoAxeViolations(page, `address book ${profile} ${site.name}`);

        // Edit the home address.
        await page.getByRole("link", { name: `${t.i18n_address_edit_action}: Ada Home` }).click();
        const edit = page.getByRole("dialog", { name: t.i18n_address_edit });
        await poll(() => edit.isVisible()).toBe(true);
        expect(await field(page, "city").inputValue()).toBe("Springfield");
        await field(page, "city").fill("Shelbyville");
        await edit.getByRole("button", { name: t.i18n_address_save }).click();
        await poll(() => cards.nth(1).textContent()).toContain("Shelbyville");

        // Delete it, after confirming.
        await page.getByRole("link", { name: `${t.i18n_address_delete}: Ada Home` }).click();
        const confirm = page.getByRole("dialog", { name: t.i18n_address_delete_title });
        await poll(() => confirm.isVisible()).toBe(true);
        await keepScreenshot(page, `${profile}-${site.name}-address-delete`);
        await expectNoAxeViolations(page, `address delete confirmation ${profile} ${site.name}`);
        await confirm.getByRole("button", { name: t.i18n_address_delete }).click();
        await poll(() => page.getByRole("status").textContent()).toBe(t.i18n_address_deleted);
        await poll(() => cards.count()).toBe(1);
        expect(await cards.first().textContent()).toContain("Ada Office");
      } finally {
        await context.close();
      }
    });

    it("sends a signed-out visitor of the address book to sign in, with from", async () => {
      const context = await openContext(browser, profile);
      const page = await context.newPage();
      try {
        await page.goto(`${site.prefix}/personal/address`);
        const url = new URL(page.url());
        expect(url.pathname).toBe(`${site.prefix}/user/login`);
        expect(url.searchParams.get("from")).toBe("/personal/address");
      } finally {
        await context.close();
      }
    });
  });
});

describe("without JavaScript", () => {
  it("adds an address through the form post, with the server's messages for bad fields", async () => {
    const context = await browser.newContext({ baseURL: storeUrl(), javaScriptEnabled: false });
    await signUpAndSignIn(context);
    const page = await context.newPage();
    const t = catalogues.us;
    try {
      await page.goto("/personal/address");
      await page.getByRole("link", { name: t.i18n_address_add }).click();
      await page.waitForURL(/\?add/);
      await field(page, "email").fill("nope");
      await page.getByRole("button", { name: t.i18n_address_save }).click();
      await poll(() => errorOf(page, "email").textContent()).toBe(t.i18n_form_feedback_03);
      expect(await errorOf(page, "firstName").textContent()).toBe(t.i18n_form_feedback_01);
      expect(await field(page, "email").inputValue()).toBe("nope");
      await fillAddress(page, {
        email: "ada@example.com",
        firstName: "Ada",
        lastName: "Plain",
        state: "NY",
        address1: "5 Quiet Road",
        city: "Albany",
        zipCode: "12207",
        telephone: "518 555 0199",
      });
      await page.getByRole("button", { name: t.i18n_address_save }).click();
      await page.waitForURL(/\?saved/);
      expect(await page.getByRole("status").textContent()).toBe(t.i18n_personal_saved);
      expect(await page.locator(".address-card").textContent()).toContain("Ada Plain");
      await keepScreenshot(page, "desktop-us-address-no-js");
    } finally {
      await context.close();
    }
  });
});

describe("address book safety", () => {
  it("never shows or changes another shopper's address", async () => {
    const owner = await browser.newContext({ baseURL: storeUrl() });
    const other = await browser.newContext({ baseURL: storeUrl() });
    await signUpAndSignIn(owner);
    await signUpAndSignIn(other);
    try {
      const page = await owner.newPage();
      await page.goto("/personal/address?add");
      await fillAddress(page, {
        firstName: "Owner",
        lastName: "Only",
        state: "TX",
        address1: "7 Private Way",
        city: "Austin",
        zipCode: "73301",
        telephone: "512 555 0142",
      });
      await page.getByRole("button", { name: catalogues.us.i18n_address_save }).click();
      await page.waitForURL(/\?saved/);
      const href = (await page.locator(".address-card a").first().getAttribute("href")) ?? "";
      const id = new URL(href, storeUrl()).searchParams.get("edit");
      expect(id).toMatch(/^\d+$/);

      const intruder = await other.newPage();
      expect((await intruder.goto(`/personal/address?edit=${id}`))?.status()).toBe(404);
      const origin = storeUrl();
      const tried = await other.request.post("/personal/address", {
        form: { intent: "delete", id: String(id) },
        headers: { Origin: origin },
        maxRedirects: 0,
      });
      expect(tried.status()).toBe(404);
      // A cookie-authenticated post from another site, or one that names no origin, changes nothing.
      const foreign = await owner.request.post("/personal/address", {
        form: { intent: "delete", id: String(id) },
        headers: { Origin: "https://evil.example" },
        maxRedirects: 0,
      });
      expect([400, 403]).toContain(foreign.status());
      const unnamed = await owner.request.post("/personal/address", {
        form: { intent: "delete", id: String(id) },
        maxRedirects: 0,
      });
      expect(unnamed.status()).toBe(403);
      await page.reload();
      expect(await page.locator(".address-card").count()).toBe(1);
    } finally {
      await owner.close();
      await other.close();
    }
  });
});

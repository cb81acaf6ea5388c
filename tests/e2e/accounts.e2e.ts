import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogues } from "../../i18n/messages.ts";
import { keepScreenshot, launchBrowser, openContext, type Profile, waitForHydration } from "./browser.ts";
import { expectNoAxeViolations } from "./check-accessibility.ts";
import { expectNoEnglishText } from "./check-translation.ts";
import { mailsTo, waitForCode } from "./mailbox.ts";
import { signUpAndSignIn, uniqueEmail } from "./sign-up.ts";
import { storeUrl } from "./store-url.ts";

const sites = [
  { prefix: "", name: "us", texts: catalogues.us },
  { prefix: "/de", name: "de", texts: catalogues.de },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The machine is shared: answers may take seconds, so polls wait up to 15 s. */
const poll = <T>(read: () => T | Promise<T>, options: { timeout?: number } = {}) =>
  expect.poll(read, { timeout: 15_000, ...options });

/** A browser context whose page actions and navigations wait up to 60 s, for the same reason. */
async function openPatientContext(profile: Profile) {
  const context = await openContext(browser, profile);
  context.setDefaultTimeout(60_000);
  return context;
}

const sessionCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === "session");

describe.each(["desktop", "mobile"] as Profile[])("%s", (profile) => {
  /** The header's sign-out button; on mobile it sits in the menu drawer. */
  const signOutButton = async (page: Page, texts: (typeof sites)[number]["texts"]) => {
    if (profile === "mobile") await page.locator(".mobile-menu > summary").click();
    else await page.locator(".account-menu").hover();
    return page.getByRole("button", { name: texts.i18n_nav_sign_out });
  };

  describe.each(sites)("site $name", ({ prefix, name, texts }) => {
    it("registers with the mailed code, signs out, signs in back to `from`, resets the password", {
      timeout: 240_000,
    }, async () => {
      const email = uniqueEmail(`journey-${profile}-${name}`);
      const context = await openPatientContext(profile);
      const page = await context.newPage();
      try {
        await page.goto(`${prefix}/user/register`);
        await poll(() => page.locator("h1").textContent()).toBe(texts.i18n_register_title);
        await expectNoAxeViolations(page, `register ${profile} ${name}`);
        await expectNoEnglishText(page, name, `register ${profile}`);
        const emailField = page.getByLabel(texts.i18n_user_email);
        const getCode = page.getByRole("button", { name: texts.i18n_user_get_code });

        // An e-mail must come before a code; validation runs on blur with the spec's messages.
        await waitForHydration(page, "main form");
        await getCode.click();
        await poll(() => page.locator("#field-email-error").textContent()).toBe(texts.i18n_form_feedback_01);
        await emailField.fill("not an email");
        await emailField.blur();
        await poll(() => page.locator("#field-email-error").textContent()).toBe(texts.i18n_form_feedback_03);
        await expectNoAxeViolations(page, `register with a field error ${profile} ${name}`);
        await emailField.fill(email);
        await emailField.blur();
        await poll(() => page.locator("#field-email-error").count()).toBe(0);

        const seen = (await mailsTo(email)).length;
        await getCode.click();
        await poll(() => page.locator(".toast-success").textContent()).toBe(texts.i18n_captcha_sent);
        const cooldown = page.locator(".code-button");
        await poll(() => cooldown.textContent()).toMatch(/\(\d{1,2} s\)/);
        expect(await cooldown.isDisabled()).toBe(true);
        await keepScreenshot(page, `${profile}-${name}-register-code-sent`);
        await expectNoAxeViolations(page, `register, code sent ${profile} ${name}`);
        const code = await waitForCode(email, seen);
        expect(code).toMatch(/^\d{6}$/);
        // The toast lasts 3 s.
        await poll(() => page.locator(".toast").count(), { timeout: 5000 }).toBe(0);

        await page.getByLabel(texts.i18n_user_captcha).fill(code ?? "");
        const password = page.getByLabel(texts.i18n_user_password, { exact: true });
        await password.fill("short");
        await password.blur();
        await poll(() => page.locator("#field-password-error").textContent()).toBe(
          texts.i18n_form_feedback_02,
        );
        await password.fill("Sunny2026x");
        // Leaving the field first: its message goes away on blur and the button moves up.
        await password.blur();
        await poll(() => page.locator("#field-password-error").count()).toBe(0);
        await page.getByRole("button", { name: texts.i18n_user_create_account }).click();
        await poll(() => page.locator("#field-agree-error").textContent()).toBe(
          texts.i18n_register_agreement_required,
        );
        await page.locator("#field-agree").check();
        await page.getByRole("button", { name: texts.i18n_user_create_account }).click();
        await page.waitForURL((url) => url.pathname === `${prefix}/personal/account`);
        const cookie = await sessionCookie(context);
        expect(cookie?.httpOnly).toBe(true);
        expect(cookie?.sameSite).toBe("Lax");

        // A signed-in shopper who opens login or register goes to the account.
        await page.goto(`${prefix}/user/login`);
        expect(new URL(page.url()).pathname).toBe(`${prefix}/personal/account`);

        await page.goto(`${prefix}/product/list`);
        await (await signOutButton(page, texts)).click();
        await page.waitForURL((url) => url.pathname === (prefix || "/"));
        expect(await sessionCookie(context)).toBeUndefined();

        // Sign in from the product list and come back to it.
        await page.goto(`${prefix}/product/list?sort=priceAsc`);
        if (profile === "mobile") await page.locator(".mobile-menu > summary").click();
        await page.locator(".account-link").click();
        await page.waitForURL(/\/user\/login\?from=/);
        expect(new URL(page.url()).searchParams.get("from")).toBe("/product/list?sort=priceAsc");
        await expectNoAxeViolations(page, `sign-in ${profile} ${name}`);
        await expectNoEnglishText(page, name, `sign-in ${profile}`);
        await page.getByLabel(texts.i18n_user_email).fill(email);
        await page.getByLabel(texts.i18n_user_password).fill("Wrong2026x");
        await page.locator("#field-agree").check();
        await page.getByRole("button", { name: texts.i18n_user_sign_in }).click();
        await poll(() => page.locator(".auth-form-error").textContent()).toBe(texts.i18n_error_login_failed);
        await expectNoAxeViolations(page, `sign-in failed ${profile} ${name}`);
        await expectNoEnglishText(page, name, `sign-in failed ${profile}`);
        expect(await page.getByLabel(texts.i18n_user_email).inputValue()).toBe(email);
        await page.getByLabel(texts.i18n_user_password).fill("Sunny2026x");
        await page.locator("#field-agree").check();
        await page.getByRole("button", { name: texts.i18n_user_sign_in }).click();
        await page.waitForURL((url) => url.pathname === `${prefix}/product/list`);
        expect(new URL(page.url()).search).toBe("?sort=priceAsc");
        await keepScreenshot(page, `${profile}-${name}-signed-in-back-to-list`);

        // Another browser resets the password; the first one's session ends with it.
        const other = await openPatientContext(profile);
        const resetPage = await other.newPage();
        try {
          await resetPage.goto(`${prefix}/user/reset`);
          await poll(() => resetPage.locator("h1").textContent()).toBe(texts.i18n_reset_title);
          await expectNoAxeViolations(resetPage, `reset password ${profile} ${name}`);
          await resetPage.getByLabel(texts.i18n_user_email).fill(email);
          const before = (await mailsTo(email)).length;
          await resetPage.getByRole("button", { name: texts.i18n_user_get_code }).click();
          const resetCode = await waitForCode(email, before);
          await resetPage.getByLabel(texts.i18n_user_captcha).fill(resetCode ?? "");
          await resetPage.getByLabel(texts.i18n_user_new_password).fill("Breeze2026q");
          await keepScreenshot(resetPage, `${profile}-${name}-reset`);
          await resetPage.getByRole("button", { name: texts.i18n_user_reset_submit }).click();
          await resetPage.waitForURL((url) => url.pathname === `${prefix}/personal/account`);
        } finally {
          await other.close();
        }
        await page.goto(`${prefix}/personal/address`);
        await page.waitForURL(/\/user\/login\?from=/);
        expect(new URL(page.url()).pathname).toBe(`${prefix}/user/login`);
        expect(new URL(page.url()).searchParams.get("from")).toBe("/personal/address");

        // `from` never leads off the site.
        await page.goto(`${prefix}/user/login?from=${encodeURIComponent("//evil.example/steal")}`);
        await page.getByLabel(texts.i18n_user_email).fill(email);
        await page.getByLabel(texts.i18n_user_password).fill("Breeze2026q");
        await page.locator("#field-agree").check();
        await page.getByRole("button", { name: texts.i18n_user_sign_in }).click();
        await page.waitForURL((url) => url.pathname === `${prefix}/personal/account`);
        expect(new URL(page.url()).host).toBe(new URL(storeUrl()).host);
      } finally {
        await context.close();
      }
    });

    it("sends a shopper with a garbage session cookie to login with `from`, and clears it", {
      timeout: 120_000,
    }, async () => {
      const context = await openPatientContext(profile);
      const page = await context.newPage();
      try {
        await signUpAndSignIn(context);
        await page.goto(`${prefix}/personal/account`);
        expect(new URL(page.url()).pathname).toBe(`${prefix}/personal/account`);
        await context.addCookies([
          { name: "session", value: "garbage-0000", url: storeUrl(), httpOnly: true, sameSite: "Lax" },
        ]);
        await page.goto(`${prefix}/personal/account?tab=1`);
        await page.waitForURL(/\/user\/login\?from=/);
        expect(new URL(page.url()).pathname).toBe(`${prefix}/user/login`);
        expect(new URL(page.url()).searchParams.get("from")).toBe("/personal/account?tab=1");
        await poll(() => page.locator("h1").textContent()).toBe(texts.i18n_login_title);
        expect(await sessionCookie(context)).toBeUndefined();
        expect(await page.locator(".toast").count()).toBe(0);
        await keepScreenshot(page, `${profile}-${name}-stale-session-login`);
      } finally {
        await context.close();
      }
    });
  });

  it("takes the native app's session hand-over and lets the page ask the app to open links and close", {
    timeout: 120_000,
  }, async () => {
    const signedUp = await openPatientContext(profile);
    const { email, token } = await signUpAndSignIn(signedUp);
    await signedUp.close();
    const platform = profile === "mobile" ? "android" : "ios";
    const context = await openPatientContext(profile);
    // The app's part: it answers the page's `ready` with the session, as docs/native-app-bridge.md describes.
    await context.addInitScript(
      ({ token, platform }) => {
        const inbox: unknown[] = [];
        Object.assign(window, { __appInbox: inbox });
        if (!sessionStorage.getItem("seeded")) {
          sessionStorage.setItem("seeded", "1");
          localStorage.setItem("cart:us", JSON.stringify([{ _id: "a", relevanceId: 1, quantity: 2 }]));
          localStorage.setItem("cart:de", "[]");
          localStorage.setItem("site", "us");
        }
        const receive = (message: { type: string }) => {
          inbox.push(message);
          if (message.type === "ready" && !sessionStorage.getItem("handedOver")) {
            sessionStorage.setItem("handedOver", "1");
            setTimeout(() =>
              window.BrisaBridge?.receive({ type: "session", token, userInfo: { displayName: "App user" } }),
            );
          }
        };
        if (platform === "android") {
          Object.assign(window, {
            BrisaAndroid: { postMessage: (json: string) => receive(JSON.parse(json)) },
          });
        } else {
          Object.assign(window, { webkit: { messageHandlers: { brisa: { postMessage: receive } } } });
        }
      },
      { token, platform },
    );
    const page = await context.newPage();
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    const inbox = () =>
      page.evaluate(() => (window as unknown as { __appInbox: { type: string }[] }).__appInbox);
    try {
      await page.goto("/product/list");
      await poll(async () => (await inbox()).map((message) => message.type)).toEqual([
        "ready",
        "sessionStored",
      ]);
      expect((await inbox())[1]).toEqual({ type: "sessionStored", ok: true });
      const cookie = await sessionCookie(context);
      expect(cookie?.value).toBe(token);
      expect(cookie?.httpOnly).toBe(true);
      const storage = await page.evaluate(() => ({ ...localStorage }));
      expect(Object.keys(storage).filter((key) => key.startsWith("cart:"))).toEqual([]);
      expect(storage.site).toBe("us");
      expect(JSON.parse(storage["brisa:account"] ?? "{}")).toMatchObject({ email, displayName: email });
      expect(requested.some((url) => url.includes(token))).toBe(false);
      const signOut = await signOutButton(page, catalogues.us);
      await poll(() => signOut.isVisible()).toBe(true);
      await keepScreenshot(page, `${profile}-native-hand-over`);

      expect(await page.evaluate(() => window.BrisaBridge?.openLink("/support"))).toBe(true);
      expect(await page.evaluate(() => window.BrisaBridge?.close())).toBe(true);
      expect((await inbox()).slice(2)).toEqual([
        { type: "openLink", url: `${storeUrl()}/support` },
        { type: "close" },
      ]);
      // A token the store does not know is refused, and the page tells the app.
      expect(
        await page.evaluate(() => window.BrisaBridge?.receive({ type: "session", token: "unknown" })),
      ).toBe(false);
      expect((await inbox()).at(-1)).toEqual({ type: "sessionStored", ok: false });
    } finally {
      await context.close();
    }
    // Another site cannot post a token to sign a browser in.
    const forged = await fetch(`${storeUrl()}/user/app-session`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
      body: JSON.stringify({ token }),
    });
    expect(forged.status).toBe(403);
    expect(forged.headers.get("set-cookie")).toBeNull();
  });

  it("serves sign-in pages with the security headers and nonce'd scripts; no mailbox while SMTP is set", {
    timeout: 120_000,
  }, async () => {
    const context = await openPatientContext(profile);
    const page = await context.newPage();
    try {
      const response = await page.goto("/de/user/login");
      const headers = response?.headers() ?? {};
      // The journeys' store is on http://127.0.0.1 (PUBLIC_URL): no HSTS there, unit tests cover https.
      expect(headers["strict-transport-security"]).toBeUndefined();
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      const nonce = /'nonce-([^']+)'/.exec(headers["content-security-policy"] ?? "")?.[1];
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'self'");
      const scriptNonces = await page
        .locator("script")
        .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).nonce));
      expect(scriptNonces.length).toBeGreaterThan(0);
      expect(scriptNonces.every((value) => value === nonce)).toBe(true);
      expect((await page.goto("/dev/mailbox"))?.status()).toBe(404);
    } finally {
      await context.close();
    }
  });
});

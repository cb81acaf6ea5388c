import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogues } from "../../i18n/messages.ts";
import { freePort } from "../../scripts/free-port.ts";
import { keepScreenshot, launchBrowser, openContext, type Profile, waitForHydration } from "./browser.ts";
import { expectNoAxeViolations } from "./check-accessibility.ts";
import { uniqueEmail } from "./sign-up.ts";

/**
 * The development mailbox (ADR 0017) is on only while no SMTP server is set, which the journeys' store has: this
 * file starts a second built store the way `npm start` runs on a fresh machine (no SMTP_URL, a loopback
 * PUBLIC_URL, an empty database it migrates itself) and registers there with the code read from /dev/mailbox,
 * as the README tells a developer to.
 */
const root = path.resolve(import.meta.dirname, "../..");
let browser: Browser;
let store: ChildProcess | undefined;
let dataDir = "";
let base = "";

beforeAll(async () => {
  browser = await launchBrowser();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "store-e2e-mailbox-"));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const { SMTP_URL: _none, ...inherited } = process.env;
  store = spawn(process.execPath, [path.join(root, process.env.BUILD_DIR ?? "build", "server/index.js")], {
    cwd: root,
    env: {
      ...inherited,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      NODE_ENV: "production",
      DATABASE_URL: "",
      LOG_LEVEL: "error",
    },
    stdio: "inherit",
  });
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`${base}/readyz`).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (store.exitCode !== null || Date.now() > deadline)
      throw new Error("The store without SMTP did not start");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});

afterAll(async () => {
  if (store && store.exitCode === null) {
    const exited = new Promise((resolve) => store?.once("exit", resolve));
    store.kill("SIGTERM");
    await exited;
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  await browser?.close();
});

describe.each([
  { profile: "desktop" as Profile, prefix: "", code: "us", texts: catalogues.us },
  { profile: "mobile" as Profile, prefix: "/de", code: "de", texts: catalogues.de },
])("$profile, site $code", ({ profile, prefix, code, texts }) => {
  it("registers on a store without SMTP with the code read from the development mailbox", {
    timeout: 120_000,
  }, async () => {
    const email = uniqueEmail(`mailbox-${code}`);
    const context = await openContext(browser, profile);
    context.setDefaultTimeout(60_000);
    try {
      const page = await context.newPage();
      await page.goto(`${base}${prefix}/user/register`);
      await waitForHydration(page, "main form");
      await page.getByLabel(texts.i18n_user_email).fill(email);
      await page.getByRole("button", { name: texts.i18n_user_get_code }).click();
      await expect.poll(() => page.locator(".toast-success").textContent()).toBe(texts.i18n_captcha_sent);

      // The mailbox, in another tab: the warning, then the mail to this address, newest first.
      const mailbox = await context.newPage();
      await mailbox.goto(`${base}${prefix}/dev/mailbox`);
      expect(await mailbox.locator("h1").textContent()).toBe(texts.i18n_dev_mailbox_title);
      expect(await mailbox.getByRole("note").textContent()).toBe(texts.i18n_dev_mailbox_warning);
      const mail = mailbox.locator(".dev-mail").filter({ hasText: email }).first();
      const body = (await mail.locator("pre").textContent()) ?? "";
      const mailed = /^(\d{6})$/m.exec(body)?.[1];
      expect(mailed).toMatch(/^\d{6}$/);
      expect(await mail.locator("h2").textContent()).toContain(mailed);
      await keepScreenshot(mailbox, `dev-mailbox-${profile}-${code}`);
      await expectNoAxeViolations(mailbox, `development mailbox ${profile} ${code}`);
      await mailbox.close();

      await page.getByLabel(texts.i18n_user_captcha).fill(mailed ?? "");
      await page.getByLabel(texts.i18n_user_password, { exact: true }).fill("Sunny2026x");
      await page.locator("#field-agree").check();
      await page.getByRole("button", { name: texts.i18n_user_create_account }).click();
      await page.waitForURL((url) => url.pathname === `${prefix}/personal/account`);
    } finally {
      await context.close();
    }
  });
});

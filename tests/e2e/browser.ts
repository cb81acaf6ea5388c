import fs from "node:fs";
import path from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { offlineChromiumFlags } from "../../scripts/chromium-flags.ts";
import { findChromium } from "./find-chromium.ts";
import { storeUrl } from "./store-url.ts";

export type Profile = "desktop" | "mobile";

const profiles = {
  desktop: { viewport: { width: 1366, height: 900 } },
  mobile: {
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent:
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36",
  },
} as const;

const screenshotDir = path.resolve(import.meta.dirname, "../../test-results/screenshots");

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error("Chromium is missing: apt-get install -y chromium");
  return chromium.launch({
    executablePath,
    headless: true,
    args: [...offlineChromiumFlags, "--disable-dev-shm-usage"],
  });
}

/** A fresh browser context of the profile, pointed at the store under test. */
export async function openContext(
  browser: Browser,
  profile: Profile,
  extra: { locale?: string } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...profiles[profile],
    baseURL: storeUrl(),
    locale: extra.locale ?? "en-US",
  });
  const newPage = context.newPage.bind(context);
  context.newPage = async () => waitForReactAfterLoads(await newPage());
  return context;
}

/**
 * A page's scripts load after its first frame (ADR 0051), so its `load` event no longer means React has started.
 * After every document load a journey waits for the page's React root as well: from then on React handles an
 * early click or change itself (it hydrates the part hit first). Pages that are not the store's go on at once.
 */
function waitForReactAfterLoads(page: Page): Page {
  const untilReact = () =>
    page.waitForFunction(
      () =>
        !("__reactRouterContext" in window) ||
        Object.keys(document).some((key) => key.startsWith("__reactContainer")),
      undefined,
      { timeout: 30_000 },
    );
  const then =
    <Args extends unknown[], Result>(navigate: (...args: Args) => Promise<Result>) =>
    async (...args: Args) => {
      const result = await navigate(...args);
      await untilReact();
      return result;
    };
  page.goto = then(page.goto.bind(page));
  page.reload = then(page.reload.bind(page));
  page.goBack = then(page.goBack.bind(page));
  page.waitForURL = then(page.waitForURL.bind(page));
  return page;
}

/**
 * Keeps a full-page screenshot under test-results/screenshots as an artifact to look at. A JPEG in CSS pixels:
 * a phone's PNG at twice the pixels took 1–2 s to encode, a fifth of that as it is, on every journey's screens.
 */
export async function keepScreenshot(page: Page, name: string) {
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({
    path: path.join(screenshotDir, `${name}.jpg`),
    fullPage: true,
    type: "jpeg",
    quality: 80,
    scale: "css",
  });
}

/** Resolves once React has hydrated the element matching `selector`, so its handlers answer clicks. */
export function waitForHydration(page: Page, selector: string) {
  return page.waitForFunction(
    (css) => Object.keys(document.querySelector(css) ?? {}).some((key) => key.startsWith("__reactFiber")),
    selector,
  );
}

import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { expect } from "vitest";

/** The WCAG levels axe checks (ADR 0040): 2.0, 2.1 and 2.2, A and AA. */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type Violation = { id: string; impact: string; help: string; nodes: { target: string; summary?: string }[] };
type AxeWindow = {
  axe: {
    run(
      context: Document,
      options: object,
    ): Promise<{
      violations: {
        id: string;
        impact?: string | null;
        help: string;
        nodes: { target: unknown[]; failureSummary?: string }[];
      }[];
    }>;
  };
};

/**
 * Resolves once the page has not scrolled for three frames and its finite animations have ended (at most 5 s),
 * so axe sees what a person sees once things stop moving. The store scrolls smoothly, so a focus moved to a
 * refused field is still gliding when the check starts, and axe's target-size counts a control passing under the
 * sticky header meanwhile as obscured; a toast fading in has, for 0.2 s, colours blended with the page's. A busy
 * machine can take longer than 2 s to finish a smooth scroll, hence 5 s.
 */
function waitForPageToSettle(page: Page) {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const giveUp = setTimeout(resolve, 5000);
        let last = Number.NaN;
        let still = 0;
        const moving = () =>
          document.getAnimations().some((animation) => {
            const { iterations } = animation.effect?.getComputedTiming() ?? {};
            return animation.playState === "running" && iterations !== Number.POSITIVE_INFINITY;
          });
        const tick = () => {
          const position = window.scrollY;
          still = position === last ? still + 1 : 0;
          last = position;
          if (still >= 3 && !moving()) {
            clearTimeout(giveUp);
            resolve();
          } else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/**
 * Runs axe-core on the page as it is now and fails with one line per violation: rule, impact, the
 * elements' selectors and what is wrong. `label` names the screen and profile in the message.
 *
 * axe-core is injected once per document and asked for violations only (ADR 0040): @axe-core/playwright
 * opened a blank page for every check to assemble its results and returned every passing node too, about
 * three times the cost of the check itself across 150 journeys. The store's pages have no frames.
 */
export async function expectNoAxeViolations(page: Page, label: string) {
  await waitForPageToSettle(page);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags): Promise<Violation[]> => {
    const { axe } = window as unknown as AxeWindow;
    const results = await axe.run(document, {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
      iframes: false,
    });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? "?",
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target.join(" "), summary: node.failureSummary })),
    }));
  }, wcagTags);
  const lines = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) ${node.target}: ${
          node.summary?.replace(/\s+/g, " ") ?? violation.help
        }`,
    ),
  );
  expect(lines, `axe on ${label}`).toEqual([]);
}

/**
 * WCAG 2.2 2.4.11 (focus not obscured), which axe does not check: from the page's last link, Shift+Tab walks
 * back through `steps` focus stops, and none may end up entirely under the sticky header (the skip link is
 * drawn over it on purpose). Motion is reduced meanwhile, so the page has stopped scrolling when it is read.
 */
export async function expectFocusNotObscured(page: Page, label: string, steps = 40) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.locator("footer a").last().focus();
  const hidden: string[] = [];
  for (let step = 0; step < steps; step++) {
    await page.keyboard.press("Shift+Tab");
    const found = await page.evaluate(() => {
      const focused = document.activeElement;
      const header = document.querySelector(".desktop-header, .mobile-header");
      if (!(focused instanceof HTMLElement) || !header || header.contains(focused)) return null;
      if (focused.matches(".skip-link")) return null;
      const box = focused.getBoundingClientRect();
      if (box.bottom > header.getBoundingClientRect().bottom) return null;
      return `${focused.tagName.toLowerCase()} "${(focused.textContent ?? "").trim().slice(0, 40)}"`;
    });
    if (found) hidden.push(found);
  }
  await page.emulateMedia({ reducedMotion: null });
  expect(hidden, `focus under the sticky header on ${label}`).toEqual([]);
}

import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { expect } from "vitest";

/** The WCAG levels axe checks (ADR 0040): 2.0, 2.1 and 2.2, A and AA. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Runs axe-core on the page as it is now and fails with one line per violation: rule, impact, the
 * elements' selectors and what is wrong. `label` names the screen and profile in the message.
 */
export async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const lines = results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? "?"}) ${node.target.join(" ")}: ${
          node.failureSummary?.replace(/\s+/g, " ") ?? violation.help
        }`,
    ),
  );
  expect(lines, `axe on ${label}`).toEqual([]);
}

import type { Page } from "playwright-core";
import { expect } from "vitest";
import { catalogues } from "../../i18n/messages.ts";
import { resolveSite } from "../../lib/sites.ts";

/** Shorter stretches ("Add to cart") may rightly read the same in two languages or be a product's name. */
const minWords = 4;

/** The literal text of an ICU message: placeholders and plural blocks cut it into pieces, tags are dropped. */
function literalPieces(message: string): string[] {
  let text = message.replace(/<\/?\w+>/g, "");
  // Innermost braces first, so a plural's branches go with it.
  while (/\{[^{}]*\}/.test(text)) text = text.replace(/\{[^{}]*\}/g, "\u0000");
  return text
    .split("\u0000")
    .map((piece) => piece.replace(/\s+/g, " ").trim())
    .filter((piece) => piece.split(" ").filter((word) => /\p{L}/u.test(word)).length >= minWords);
}

/**
 * Fails when the visible text of a page of a de, fr, es or it site holds an English text of the us catalogue
 * (a stretch of `minWords` words or more of a message that the site's catalogue translates differently): a
 * text that was not translated, or a component that reads the wrong catalogue. us and gb pages pass as they are.
 */
export async function expectNoEnglishText(page: Page, siteCode: string, label: string) {
  const locale = resolveSite(siteCode).messages;
  if (locale === "us") return;
  const english = catalogues.us as Record<string, string>;
  const translated = catalogues[locale] as Record<string, string>;
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, without what is hidden, is what is checked
  const shown = (await page.locator("body").innerText()).replace(/\s+/g, " ");
  const found = Object.entries(english).flatMap(([key, message]) => {
    const own = translated[key] ?? "";
    if (own === message) return [];
    return literalPieces(message)
      .filter((piece) => !own.includes(piece) && shown.includes(piece))
      .map((piece) => `${key}: "${piece}"`);
  });
  expect(found, `English text on ${label}`).toEqual([]);
}

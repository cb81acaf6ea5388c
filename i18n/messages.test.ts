import { describe, expect, it } from "vitest";
import { catalogues } from "./messages.ts";

const placeholders = (message: string) =>
  // `{name}` or `{name, plural, ...}`; plural branches such as `{No products}` are text, not placeholders.
  [...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1]).sort();

describe("message catalogues", () => {
  const english = catalogues.us as Record<string, string>;
  const keys = Object.keys(english).sort();

  it.each(["de", "fr", "es", "it"] as const)("%s has every key with the same placeholders", (locale) => {
    const messages = catalogues[locale] as Record<string, string>;
    expect(Object.keys(messages).sort()).toEqual(keys);
    for (const key of keys) {
      expect(placeholders(messages[key] ?? ""), `${locale} ${key}`).toEqual(placeholders(english[key] ?? ""));
      expect(messages[key]?.trim(), `${locale} ${key}`).not.toBe("");
    }
  });

  it.each(["us", "de", "fr", "es", "it"] as const)(
    "%s keeps its rich-text tags: no apostrophe quotes them",
    (locale) => {
      const messages = catalogues[locale] as Record<string, string>;
      const tags = (message: string) => [...message.matchAll(/<(\w+)>/g)].map((match) => match[1]).sort();
      for (const key of keys) {
        // ICU reads an apostrophe before `{`, `}`, `#` or `<` as the start of quoted, literal text.
        expect(messages[key], `${locale} ${key}`).not.toMatch(/'[{}#<]/);
        expect(tags(messages[key] ?? ""), `${locale} ${key}`).toEqual(tags(english[key] ?? ""));
      }
    },
  );

  it("addresses the shopper in German with the formal Sie only", () => {
    const informal = Object.entries(catalogues.de as Record<string, string>).filter(([, message]) =>
      /(^|[^\p{L}])(du|dich|dir|dein\p{L}*)(?![\p{L}])/iu.test(message),
    );
    expect(informal.map(([key]) => key)).toEqual([]);
  });

  it.each(["de", "fr", "es", "it"] as const)("%s is translated, not an English copy", (locale) => {
    const messages = catalogues[locale] as Record<string, string>;
    const copies = keys.filter((key) => messages[key] === english[key] && english[key]?.match(/[a-z]{4,}/));
    // Brand and a few international words (e.g. "Support", "FAQ") may stay the same.
    expect(copies.length, copies.join(", ")).toBeLessThan(keys.length * 0.08);
  });
});

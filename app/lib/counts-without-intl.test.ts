import { describe, expect, it } from "vitest";
import { sites } from "../../lib/sites.ts";
import { countsWithoutIntl } from "./counts-without-intl.ts";

describe("countsWithoutIntl", () => {
  const locales = [...new Set(Object.values(sites).map((site) => site.locale))];

  it("writes every count below 1,000 as each of the store's locales does, without making a formatter", () => {
    const made: unknown[] = [];
    const get = countsWithoutIntl((...args) => {
      made.push(args);
      return new Intl.NumberFormat(...args);
    });
    for (const locale of locales) {
      const intl = new Intl.NumberFormat(locale);
      for (let count = 0; count < 1000; count++) expect(get(locale).format(count)).toBe(intl.format(count));
    }
    expect(made).toEqual([]);
  });

  it("hands any other number to the locale's formatter, made once, and formats with options as asked", () => {
    const made: unknown[] = [];
    const get = countsWithoutIntl((...args) => {
      made.push(args);
      return new Intl.NumberFormat(...args);
    });
    expect(get("de-DE").format(1000)).toBe("1.000");
    expect(get("de-DE").format(2.5)).toBe("2,5");
    expect(get("de-DE").format(-3)).toBe("-3");
    expect(get("fr-FR").format(12_345)).toBe(new Intl.NumberFormat("fr-FR").format(12_345));
    expect(made).toEqual([["de-DE"], ["fr-FR"]]);
    expect(get("de-DE", { minimumFractionDigits: 1 }).format(4)).toBe("4,0");
    expect(made).toHaveLength(3);
  });
});

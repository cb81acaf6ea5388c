import { describe, expect, it } from "vitest";
import { formatMoney, formatWholeMoney } from "./money.ts";

describe("formatMoney", () => {
  it("formats minor units with two decimals in the site's locale and currency", () => {
    expect(formatMoney(59999, "USD", "en-US")).toBe("$599.99");
    expect(formatMoney(120000, "GBP", "en-GB")).toBe("£1,200.00");
    expect(formatMoney(5, "EUR", "de-DE")).toBe("0,05\u00a0€");
    expect(formatMoney(100, "EUR", "fr-FR")).toMatch(/^1,00\s€$/);
  });

  it("keeps the texts of each locale and currency apart, also past the number it keeps", () => {
    expect(formatMoney(123456, "EUR", "de-DE")).toBe("1.234,56\u00a0€");
    expect(formatMoney(123456, "USD", "en-US")).toBe("$1,234.56");
    expect(formatMoney(123456, "EUR", "fr-FR")).toMatch(/^1\s234,56\s€$/);
    for (let amount = 0; amount < 2_500; amount++) {
      expect(formatMoney(amount, "USD", "en-US")).toBe(`$${(amount / 100).toFixed(2)}`);
    }
    expect(formatMoney(123456, "USD", "en-US")).toBe("$1,234.56");
    expect(formatMoney(123456, "EUR", "de-DE")).toBe("1.234,56\u00a0€");
  });
});

describe("formatWholeMoney", () => {
  it("drops zero cents only, in every site's separator", () => {
    expect(formatWholeMoney(1000, "USD", "en-US")).toBe("$10");
    expect(formatWholeMoney(1000, "EUR", "de-DE")).toBe("10\u00a0€");
    expect(formatWholeMoney(120000, "GBP", "en-GB")).toBe("£1,200");
    expect(formatWholeMoney(950, "USD", "en-US")).toBe("$9.50");
    expect(formatWholeMoney(100000, "EUR", "it-IT")).toBe("1000\u00a0€");
  });
});

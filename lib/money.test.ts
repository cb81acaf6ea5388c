import { describe, expect, it } from "vitest";
import { formatMoney, formatWholeMoney } from "./money.ts";

describe("formatMoney", () => {
  it("formats minor units with two decimals in the site's locale and currency", () => {
    expect(formatMoney(59999, "USD", "en-US")).toBe("$599.99");
    expect(formatMoney(120000, "GBP", "en-GB")).toBe("£1,200.00");
    expect(formatMoney(5, "EUR", "de-DE")).toBe("0,05\u00a0€");
    expect(formatMoney(100, "EUR", "fr-FR")).toMatch(/^1,00\s€$/);
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

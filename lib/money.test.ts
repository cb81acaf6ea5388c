import { describe, expect, it } from "vitest";
import { formatMoney } from "./money.ts";

describe("formatMoney", () => {
  it("formats minor units with two decimals in the site's locale and currency", () => {
    expect(formatMoney(59999, "USD", "en-US")).toBe("$599.99");
    expect(formatMoney(120000, "GBP", "en-GB")).toBe("£1,200.00");
    expect(formatMoney(5, "EUR", "de-DE")).toBe("0,05\u00a0€");
    expect(formatMoney(100, "EUR", "fr-FR")).toMatch(/^1,00\s€$/);
  });
});

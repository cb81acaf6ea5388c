import { describe, expect, it } from "vitest";
import { computeOrderTotals } from "./compute-order-totals.ts";
import { shippingFeeFor, shipsTo } from "./shipping-rules.ts";
import { taxOf, taxRuleFor } from "./tax-rules.ts";

const line = (unitPrice: number, quantity = 1, discountable = true) => ({
  unitPrice,
  quantity,
  discountable,
});

describe("order totals", () => {
  it("adds US sales tax by the state of the address, on the goods only", () => {
    const totals = computeOrderTotals({
      lines: [line(39_900), line(2_499, 2)],
      shippingFee: 0,
      tax: taxRuleFor("US", "CA"),
    });
    // 7.25 % of 399.00 is 28.9275 → 28.93; of 49.98 is 3.62355 → 3.62.
    expect(totals).toEqual({
      lines: [
        { lineTotal: 39_900, discount: 0, tax: 2_893 },
        { lineTotal: 4_998, discount: 0, tax: 362 },
      ],
      subtotal: 44_898,
      discount: 0,
      shippingFee: 0,
      tax: 3_255,
      taxIncluded: false,
      total: 48_153,
    });
    expect(
      computeOrderTotals({ lines: [line(10_000)], shippingFee: 599, tax: taxRuleFor("US", "OR") }),
    ).toMatchObject({ tax: 0, total: 10_599 });
  });

  it("shows the VAT contained in UK and EU prices and in the shipping fee, without adding it", () => {
    // 19 % VAT contained in 49.99 is 7.98; in the 4.99 fee, 0.80.
    const de = computeOrderTotals({ lines: [line(4_999)], shippingFee: 499, tax: taxRuleFor("DE", null) });
    expect(de).toMatchObject({
      subtotal: 4_999,
      shippingFee: 499,
      tax: 798 + 80,
      taxIncluded: true,
      total: 5_498,
    });
    // 22 % in Italy: 100.00 contains 18.03.
    expect(
      computeOrderTotals({ lines: [line(10_000)], shippingFee: 0, tax: taxRuleFor("IT", null) }).tax,
    ).toBe(1_803);
    expect(taxRuleFor("GB", null)).toEqual({ included: true, rate: 20_000 });
    // Names every object inherits are no country and no state.
    expect(taxRuleFor("US", "__proto__")).toEqual({ included: false, rate: 0 });
    expect(taxRuleFor("constructor", null)).toEqual({ included: false, rate: 0 });
    expect(taxRuleFor("FR", null).rate).toBe(20_000);
    expect(taxRuleFor("ES", null).rate).toBe(21_000);
  });

  it("rounds each line half up and loses no cent between the lines and the totals", () => {
    // 2.5 cents of tax rounds up to 3; exact halves never drift through floating point.
    expect(taxOf(50, { included: false, rate: 5_000 })).toBe(3);
    expect(taxOf(49, { included: false, rate: 5_000 })).toBe(2);
    expect(taxOf(1_000_000_000, { included: false, rate: 6_875 })).toBe(68_750_000);
    for (const discount of [1, 333, 1_000, 9_999]) {
      const totals = computeOrderTotals({
        lines: [line(3_333, 3), line(1_001), line(7, 7)],
        shippingFee: 0,
        tax: taxRuleFor("US", "MN"),
        discount,
      });
      const lines = totals.lines;
      expect(lines.reduce((s, l) => s + l.discount, 0)).toBe(totals.discount);
      expect(lines.reduce((s, l) => s + l.tax, 0)).toBe(totals.tax);
      expect(totals.total).toBe(totals.subtotal - totals.discount + totals.tax);
    }
  });

  it("spreads a discount over the discountable lines only, never beyond their value", () => {
    const totals = computeOrderTotals({
      lines: [line(1_000), line(3_000), line(5_000, 1, false)],
      shippingFee: 0,
      tax: taxRuleFor("US", "NY"),
      discount: 1_000,
    });
    expect(totals.lines.map((l) => l.discount)).toEqual([250, 750, 0]);
    // 4 % tax on what is paid: 7.50 → 0.30, 22.50 → 0.90, 50.00 → 2.00.
    expect(totals.lines.map((l) => l.tax)).toEqual([30, 90, 200]);
    expect(totals.total).toBe(9_000 - 1_000 + 320);
    const capped = computeOrderTotals({
      lines: [line(500), line(5_000, 1, false)],
      shippingFee: 0,
      tax: taxRuleFor("DE", null),
      discount: 1_000,
    });
    expect(capped).toMatchObject({ discount: 500, total: 5_000 });
  });

  it("ships free with a main unit; accessories alone pay the site's fee; other countries are not served", () => {
    expect(shippingFeeFor("us", "US", true)).toBe(0);
    expect(shippingFeeFor("us", "US", false)).toBe(599);
    expect(shippingFeeFor("de", "DE", false)).toBe(499);
    expect(shipsTo("de", "DE")).toBe(true);
    expect(shipsTo("us", "DE")).toBe(false);
    expect(shipsTo("gb", "US")).toBe(false);
    expect(() => shippingFeeFor("fr", "US", false)).toThrow();
  });
});

import { ownEntry } from "../../lib/own-entry.ts";

/**
 * Tax rates in thousandths of a percent (7.25 % is 7250), so every rate is an integer and every computation
 * stays in integers. The VAT of the UK and the EU is included in shelf prices; US sales tax is added at
 * checkout by the state of the shipping address. The US table holds each state's base rate only (example rates
 * of 2026, without county and city surcharges); a tax provider can replace `salesTaxRate` without touching the
 * totals.
 */
const vatRates: Record<string, number> = { GB: 20_000, DE: 19_000, FR: 20_000, ES: 21_000, IT: 22_000 };

// biome-ignore format: a table reads better in rows
const usStateRates: Record<string, number> = {
  AL: 4000, AK: 0, AZ: 5600, AR: 6500, CA: 7250, CO: 2900, CT: 6350, DE: 0, DC: 6000, FL: 6000, GA: 4000,
  HI: 4000, ID: 6000, IL: 6250, IN: 7000, IA: 6000, KS: 6500, KY: 6000, LA: 5000, ME: 5500, MD: 6000,
  MA: 6250, MI: 6000, MN: 6875, MS: 7000, MO: 4225, MT: 0, NE: 5500, NV: 6850, NH: 0, NJ: 6625, NM: 4875,
  NY: 4000, NC: 4750, ND: 5000, OH: 5750, OK: 4500, OR: 0, PA: 6000, RI: 7000, SC: 6000, SD: 4200, TN: 7000,
  TX: 6250, UT: 6100, VT: 6000, VA: 5300, WA: 6500, WV: 6000, WI: 5000, WY: 4000,
};

export type TaxRule = { included: true; rate: number } | { included: false; rate: number };

/** The tax that applies to goods shipped to `country` (and `state`, in the US). */
export function taxRuleFor(country: string, state: string | null): TaxRule {
  const vat = ownEntry(vatRates, country);
  if (vat !== undefined) return { included: true, rate: vat };
  if (country === "US") return { included: false, rate: ownEntry(usStateRates, state ?? "") ?? 0 };
  return { included: false, rate: 0 };
}

const whole = 100_000;

/** Half-up rounding of `numerator / denominator` for non-negative integers, exact for any amount of money. */
function divideRounded(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** The tax on `amount` (minor units): the VAT it already contains, or the sales tax to add to it. */
export function taxOf(amount: number, rule: TaxRule): number {
  if (rule.rate === 0 || amount <= 0) return 0;
  return rule.included
    ? divideRounded(amount * rule.rate, whole + rule.rate)
    : divideRounded(amount * rule.rate, whole);
}

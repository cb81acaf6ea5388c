import { type TaxRule, taxOf } from "./tax-rules.ts";

export type TotalsLine = {
  unitPrice: number;
  quantity: number;
  /** False for a line a coupon does not cover (its scope); such a line never takes a share of the discount. */
  discountable: boolean;
};

export type LineTotals = { lineTotal: number; discount: number; tax: number };

export type OrderTotals = {
  lines: LineTotals[];
  subtotal: number;
  discount: number;
  shippingFee: number;
  tax: number;
  /** True where prices include the tax (VAT): the total does not add it. */
  taxIncluded: boolean;
  total: number;
};

/**
 * An order's money, all in integer minor units. The discount is capped at the discountable lines' value and
 * spread over them in proportion (the last cents by largest remainder), so each line's tax is worked out on what
 * is really paid for it and the lines add up to the totals to the cent. VAT is contained in prices and in the
 * shipping fee; US sales tax is added on the goods (shipping is not taxed in the example rates).
 */
export function computeOrderTotals(input: {
  lines: TotalsLine[];
  shippingFee: number;
  tax: TaxRule;
  discount?: number;
}): OrderTotals {
  const lineTotals = input.lines.map((line) => line.unitPrice * line.quantity);
  const subtotal = sum(lineTotals);
  const shares = spreadDiscount(input.lines, lineTotals, input.discount ?? 0);
  const lines = lineTotals.map((lineTotal, index) => {
    const discount = shares[index] ?? 0;
    return { lineTotal, discount, tax: taxOf(lineTotal - discount, input.tax) };
  });
  const discount = sum(shares);
  const shippingTax = input.tax.included ? taxOf(input.shippingFee, input.tax) : 0;
  const tax = sum(lines.map((line) => line.tax)) + shippingTax;
  const total = subtotal - discount + input.shippingFee + (input.tax.included ? 0 : tax);
  return {
    lines,
    subtotal,
    discount,
    shippingFee: input.shippingFee,
    tax,
    taxIncluded: input.tax.included,
    total,
  };
}

function spreadDiscount(lines: TotalsLine[], lineTotals: number[], wanted: number): number[] {
  const base = lineTotals.map((total, index) => (lines[index]?.discountable ? total : 0));
  const eligible = sum(base);
  const discount = Math.max(0, Math.min(wanted, eligible));
  if (discount === 0) return base.map(() => 0);
  const shares = base.map((value) => Math.floor((value * discount) / eligible));
  let left = discount - sum(shares);
  const byRemainder = base
    .map((value, index) => ({ index, remainder: (value * discount) % eligible }))
    .filter(({ index }) => (base[index] ?? 0) > 0)
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left--;
  }
  return shares;
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

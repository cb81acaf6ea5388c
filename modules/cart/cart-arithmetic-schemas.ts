// The cart's arithmetic, apart from schemas.ts and free of zod: every page's cart code (the badge, the drawer,
// a visitor's cart in the browser) loads it on first visit, and the server counts with the same rules.

/** Most units of one item a cart line holds (spec sections 5 and 9). */
export const MAX_QUANTITY = 999;

type PricedLine = { published: boolean; quantity: number; currPrice: number; origPrice: number | null };

/**
 * The cart's totals over its published lines, in minor units: regular prices (the original where there is
 * one), the discount between them, and what is paid. Free of server imports: the browser's visitor cart sums
 * the same way.
 */
export function sumCartTotals(lines: PricedLine[]) {
  let origPriceTotal = 0;
  let currPriceTotal = 0;
  for (const line of lines) {
    if (!line.published) continue;
    currPriceTotal += line.currPrice * line.quantity;
    origPriceTotal += (line.origPrice ?? line.currPrice) * line.quantity;
  }
  return { origPriceTotal, discountPriceTotal: origPriceTotal - currPriceTotal, currPriceTotal };
}

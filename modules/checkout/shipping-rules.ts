import type { SiteCode } from "../../lib/sites.ts";

/**
 * Where each site ships, and what an order of accessories only pays for it, in minor units of the site's
 * currency per destination country. An order holding a main unit ships free (spec section 9).
 */
const shippingFees: Record<SiteCode, Record<string, number>> = {
  us: { US: 599 },
  gb: { GB: 499 },
  de: { DE: 499 },
  fr: { FR: 499 },
  es: { ES: 499 },
  it: { IT: 499 },
};

export function shipsTo(site: SiteCode, country: string): boolean {
  return country in shippingFees[site];
}

/** The fee for `country` (which the site must ship to), or 0 when the order holds a main unit. */
export function shippingFeeFor(site: SiteCode, country: string, holdsMainUnit: boolean): number {
  const fee = shippingFees[site][country];
  if (fee === undefined) throw new Error(`site ${site} does not ship to ${country}`);
  return holdsMainUnit ? 0 : fee;
}

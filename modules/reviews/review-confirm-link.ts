import { type Site, sitePrefix } from "../../lib/sites.ts";

/** How long the mailed link of a visitor's review confirms it. */
export const REVIEW_CONFIRM_VALID_MS = 7 * 24 * 60 * 60 * 1000;

/** The mailed link that opens the confirmation page of a visitor's review, on the site it was written on. */
export function reviewConfirmLink(token: string, site: Site, publicUrl: string): string {
  const url = new URL(`${sitePrefix(site.code)}/review/confirm`, publicUrl);
  url.searchParams.set("token", token);
  return url.href;
}

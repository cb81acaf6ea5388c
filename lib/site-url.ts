import type { SiteCode } from "./sites.ts";

/**
 * The canonical address of a screen on a site: the us site without a prefix (`/us/…` is its alias), the
 * others under theirs; a site's home is `/gb`, not `/gb/`. `path` starts with "/" and may carry a query.
 */
export function siteUrl(publicUrl: string, site: SiteCode, path: string): string {
  if (site === "us") return `${publicUrl}${path}`;
  return `${publicUrl}/${site}${path === "/" ? "" : path.startsWith("/?") ? path.slice(1) : path}`;
}

/** The hreflang of a site's pages. */
export function hreflangOf(site: SiteCode): string {
  return site === "us" ? "en-US" : site === "gb" ? "en-GB" : site;
}

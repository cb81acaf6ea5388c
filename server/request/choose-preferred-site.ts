import { isbot } from "isbot";
import { ownEntry } from "../../lib/own-entry.ts";
import { isSiteCode, type SiteCode } from "../../lib/sites.ts";
import { readCookie } from "./detect-device.ts";

export const LOCALE_COOKIE = "site";
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

const languageSites: Record<string, SiteCode> = { de: "de", fr: "fr", es: "es", it: "it" };

/** The site the browser's languages point to (en-GB gives gb, de-AT gives de), or null. */
export function siteFromBrowserLanguage(request: Request): SiteCode | null {
  const header = request.headers.get("accept-language");
  if (!header) return null;
  const [first] = header.split(",");
  const [language, region] = (first ?? "").trim().split(";")[0]?.toLowerCase().split("-") ?? [];
  if (!language) return null;
  if (language === "en") return region === "gb" ? "gb" : "us";
  return ownEntry(languageSites, language) ?? null;
}

export function siteFromCookie(request: Request): SiteCode | null {
  const value = readCookie(request, LOCALE_COOKIE);
  return isSiteCode(value) ? value : null;
}

/**
 * Where an unprefixed (us) page should send the visitor: the site of the locale cookie, or on a first
 * visit (no cookie, not a bot) the site of the browser language when that is de, fr, es or it.
 */
export function preferredSiteForUnprefixedPath(request: Request): SiteCode | null {
  const fromCookie = siteFromCookie(request);
  if (fromCookie) return fromCookie === "us" ? null : fromCookie;
  if (isbot(request.headers.get("user-agent") ?? "")) return null;
  const fromLanguage = siteFromBrowserLanguage(request);
  return fromLanguage && fromLanguage in languageSites ? fromLanguage : null;
}

export function localeCookie(site: SiteCode): string {
  return `${LOCALE_COOKIE}=${site}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}

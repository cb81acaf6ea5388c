/** The regional sites. Every screen exists under no prefix (the us site) and under each code. */
export const siteCodes = ["us", "gb", "de", "fr", "es", "it"] as const;
export type SiteCode = (typeof siteCodes)[number];

/** Message catalogues; gb reads the us texts. */
export type MessagesLocale = "us" | "de" | "fr" | "es" | "it";
/** Language of translated catalogue data (product names, descriptions). */
export type ContentLang = "en" | "de" | "fr" | "es" | "it";

export type Site = {
  code: SiteCode;
  /** The label shown in the site selector (gb is shown as UK with the gb flag). */
  label: string;
  flag: string;
  country: string;
  locale: string;
  lang: ContentLang;
  messages: MessagesLocale;
  currency: "USD" | "GBP" | "EUR";
};

export const sites: Record<SiteCode, Site> = {
  us: {
    code: "us",
    label: "US",
    flag: "us",
    country: "US",
    locale: "en-US",
    lang: "en",
    messages: "us",
    currency: "USD",
  },
  gb: {
    code: "gb",
    label: "UK",
    flag: "gb",
    country: "GB",
    locale: "en-GB",
    lang: "en",
    messages: "us",
    currency: "GBP",
  },
  de: {
    code: "de",
    label: "DE",
    flag: "de",
    country: "DE",
    locale: "de-DE",
    lang: "de",
    messages: "de",
    currency: "EUR",
  },
  fr: {
    code: "fr",
    label: "FR",
    flag: "fr",
    country: "FR",
    locale: "fr-FR",
    lang: "fr",
    messages: "fr",
    currency: "EUR",
  },
  es: {
    code: "es",
    label: "ES",
    flag: "es",
    country: "ES",
    locale: "es-ES",
    lang: "es",
    messages: "es",
    currency: "EUR",
  },
  it: {
    code: "it",
    label: "IT",
    flag: "it",
    country: "IT",
    locale: "it-IT",
    lang: "it",
    messages: "it",
    currency: "EUR",
  },
};

export const defaultSite: SiteCode = "us";

export function isSiteCode(value: unknown): value is SiteCode {
  return typeof value === "string" && (siteCodes as readonly string[]).includes(value);
}

/** The site named by a header, cookie or prefix; anything unknown falls back to us. */
export function resolveSite(value: string | null | undefined): Site {
  const code = value?.trim().toLowerCase();
  return sites[isSiteCode(code) ? code : defaultSite];
}

/** The path prefix of a site's pages: the us site is served both with and without `/us`. */
export function sitePrefix(site: SiteCode, { explicitUs = false } = {}): string {
  return site === "us" && !explicitUs ? "" : `/${site}`;
}

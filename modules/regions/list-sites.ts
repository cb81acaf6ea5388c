import { displayNames } from "../../lib/intl-formats.ts";
import { type Site, siteCodes, sites } from "../../lib/sites.ts";

export type SiteOption = {
  site: string;
  label: string;
  flag: string;
  countryName: string;
  currencyCode: string | null;
  locale: string;
  /** False for a region named in the selector whose store is not open yet (jp). */
  available: boolean;
};

const byViewer = new Map<string, SiteOption[]>();

/** The regional sites for the site selector, country names in the language of `viewer`. */
export function listSites(viewer: Site): SiteOption[] {
  let options = byViewer.get(viewer.locale);
  if (!options) {
    options = buildSiteOptions(viewer);
    byViewer.set(viewer.locale, options);
  }
  return options;
}

function buildSiteOptions(viewer: Site): SiteOption[] {
  const names = displayNames(viewer.locale, "region");
  const open = siteCodes.map((code) => {
    const site = sites[code];
    return {
      site: code,
      label: site.label,
      flag: site.flag,
      countryName: names.of(site.country) ?? site.country,
      currencyCode: site.currency,
      locale: site.locale,
      available: true,
    };
  });
  const japan = {
    site: "jp",
    label: "JP",
    flag: "jp",
    countryName: names.of("JP") ?? "JP",
    currencyCode: null,
    locale: "ja-JP",
    available: false,
  };
  return [...open, japan];
}

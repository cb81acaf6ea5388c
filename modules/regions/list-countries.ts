import { ownEntry } from "../../lib/own-entry.ts";
import { siteCodes, sites } from "../../lib/sites.ts";
import { statesByCountry } from "./states.ts";

export type Country = { abbr: string; name: string; states: { abbr: string; name: string }[] };

const languages: Record<string, string> = {
  en: "en",
  us: "en",
  gb: "en",
  de: "de",
  fr: "fr",
  es: "es",
  it: "it",
};

const byLanguage = new Map<string, readonly Country[]>();

/**
 * The countries the store ships to with their states, named in `lang` (en, de, fr, es, it or a site code). Made
 * once per language: the checkout and the address book ask on every render, and ICU's names and collation are slow.
 */
export function listCountries(lang: string | undefined): Country[] {
  const language = ownEntry(languages, lang?.toLowerCase() ?? "") ?? "en";
  let countries = byLanguage.get(language);
  if (!countries) {
    const names = new Intl.DisplayNames([language], { type: "region" });
    const collator = new Intl.Collator(language);
    countries = siteCodes
      .map((code) => sites[code].country)
      .map((abbr) => ({ abbr, name: names.of(abbr) ?? abbr, states: ownEntry(statesByCountry, abbr) ?? [] }))
      .sort((a, b) => collator.compare(a.name, b.name));
    byLanguage.set(language, countries);
  }
  return [...countries];
}

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

/** The countries the store ships to with their states, named in `lang` (en, de, fr, es, it or a site code). */
export function listCountries(lang: string | undefined): Country[] {
  const key = lang?.toLowerCase() ?? "";
  // Own keys only: "__proto__" or "constructor" would otherwise find the object's prototype's.
  const language = Object.hasOwn(languages, key) ? (languages[key] as string) : "en";
  const names = new Intl.DisplayNames([language], { type: "region" });
  const collator = new Intl.Collator(language);
  return siteCodes
    .map((code) => sites[code].country)
    .map((abbr) => ({ abbr, name: names.of(abbr) ?? abbr, states: statesByCountry[abbr] ?? [] }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

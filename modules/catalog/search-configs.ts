import type { ContentLang } from "../../lib/sites.ts";

/** The PostgreSQL text search configuration (stemmer and stop words) of each content language. */
export const searchConfigs: Record<ContentLang, string> = {
  en: "english",
  de: "german",
  fr: "french",
  es: "spanish",
  it: "italian",
};

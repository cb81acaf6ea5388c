import type {} from "use-intl";
import { createTranslator } from "use-intl/core";
import type { MessagesLocale, Site } from "../lib/sites.ts";

// One folder per area with a file per locale (messages/<area>/<locale>.json), so work on one area never edits
// another's catalogue. A new area's folder is picked up by this glob; add its us file to `Messages` below.
const files = import.meta.glob<Record<string, string>>("./messages/*/*.json", {
  eager: true,
  import: "default",
});

export type Messages = typeof import("./messages/common/us.json") &
  typeof import("./messages/accounts/us.json") &
  typeof import("./messages/cart/us.json") &
  typeof import("./messages/checkout/us.json") &
  typeof import("./messages/coupons/us.json") &
  typeof import("./messages/choose/us.json") &
  typeof import("./messages/discovery/us.json") &
  typeof import("./messages/legal/us.json") &
  typeof import("./messages/media/us.json") &
  typeof import("./messages/orders/us.json") &
  typeof import("./messages/payments/us.json") &
  typeof import("./messages/personal/us.json") &
  typeof import("./messages/product/us.json") &
  typeof import("./messages/redirects/us.json") &
  typeof import("./messages/reviews/us.json") &
  typeof import("./messages/search/us.json") &
  typeof import("./messages/support/us.json");
export type MessageKey = keyof Messages;

declare module "use-intl" {
  interface AppConfig {
    Messages: Messages;
  }
}

const locales: MessagesLocale[] = ["us", "de", "fr", "es", "it"];

function catalogueOf(locale: MessagesLocale): Messages {
  const entries = Object.entries(files)
    .filter(([file]) => file.endsWith(`/${locale}.json`))
    .sort(([a], [b]) => a.localeCompare(b));
  return Object.assign({}, ...entries.map(([, messages]) => messages)) as Messages;
}

export const catalogues = Object.fromEntries(
  locales.map((locale) => [locale, catalogueOf(locale)]),
) as Record<MessagesLocale, Messages>;

export function messagesFor(site: Site): Messages {
  return catalogues[site.messages];
}

export type Translate = (key: string, values?: Record<string, string | number>) => string;
const translators = new Map<string, Translate>();

/** A translator for server code (API errors, mails) that is not inside a React tree. */
export function translatorFor(site: Site): Translate {
  let translate = translators.get(site.locale);
  if (!translate) {
    const t = createTranslator({ locale: site.locale, messages: messagesFor(site) });
    translate = (key, values) => {
      if (!(key in messagesFor(site))) return key;
      return (t as unknown as Translate)(key, values);
    };
    translators.set(site.locale, translate);
  }
  return translate;
}

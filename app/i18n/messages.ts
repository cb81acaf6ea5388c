import type {} from "use-intl";
import { createTranslator } from "use-intl/core";
import type { MessagesLocale, Site } from "../../lib/sites.ts";
import deAccounts from "./messages/accounts/de.json";
import esAccounts from "./messages/accounts/es.json";
import frAccounts from "./messages/accounts/fr.json";
import itAccounts from "./messages/accounts/it.json";
import usAccounts from "./messages/accounts/us.json";
import deCart from "./messages/cart/de.json";
import esCart from "./messages/cart/es.json";
import frCart from "./messages/cart/fr.json";
import itCart from "./messages/cart/it.json";
import usCart from "./messages/cart/us.json";
import deChoose from "./messages/choose/de.json";
import esChoose from "./messages/choose/es.json";
import frChoose from "./messages/choose/fr.json";
import itChoose from "./messages/choose/it.json";
import usChoose from "./messages/choose/us.json";
import deCommon from "./messages/de.json";
import deDiscovery from "./messages/discovery/de.json";
import esDiscovery from "./messages/discovery/es.json";
import frDiscovery from "./messages/discovery/fr.json";
import itDiscovery from "./messages/discovery/it.json";
import usDiscovery from "./messages/discovery/us.json";
import esCommon from "./messages/es.json";
import frCommon from "./messages/fr.json";
import itCommon from "./messages/it.json";
import dePersonal from "./messages/personal/de.json";
import esPersonal from "./messages/personal/es.json";
import frPersonal from "./messages/personal/fr.json";
import itPersonal from "./messages/personal/it.json";
import usPersonal from "./messages/personal/us.json";
import deProduct from "./messages/product/de.json";
import esProduct from "./messages/product/es.json";
import frProduct from "./messages/product/fr.json";
import itProduct from "./messages/product/it.json";
import usProduct from "./messages/product/us.json";
import deReviews from "./messages/reviews/de.json";
import esReviews from "./messages/reviews/es.json";
import frReviews from "./messages/reviews/fr.json";
import itReviews from "./messages/reviews/it.json";
import usReviews from "./messages/reviews/us.json";
import deSearch from "./messages/search/de.json";
import esSearch from "./messages/search/es.json";
import frSearch from "./messages/search/fr.json";
import itSearch from "./messages/search/it.json";
import usSearch from "./messages/search/us.json";
import usCommon from "./messages/us.json";

// One file per area and locale (messages/{locale}.json holds the texts every area shares), so work on one
// area never edits another's catalogue.
const us = {
  ...usCommon,
  ...usAccounts,
  ...usCart,
  ...usChoose,
  ...usDiscovery,
  ...usPersonal,
  ...usProduct,
  ...usReviews,
  ...usSearch,
};
const de = {
  ...deCommon,
  ...deAccounts,
  ...deCart,
  ...deChoose,
  ...deDiscovery,
  ...dePersonal,
  ...deProduct,
  ...deReviews,
  ...deSearch,
};
const fr = {
  ...frCommon,
  ...frAccounts,
  ...frCart,
  ...frChoose,
  ...frDiscovery,
  ...frPersonal,
  ...frProduct,
  ...frReviews,
  ...frSearch,
};
const es = {
  ...esCommon,
  ...esAccounts,
  ...esCart,
  ...esChoose,
  ...esDiscovery,
  ...esPersonal,
  ...esProduct,
  ...esReviews,
  ...esSearch,
};
const it = {
  ...itCommon,
  ...itAccounts,
  ...itCart,
  ...itChoose,
  ...itDiscovery,
  ...itPersonal,
  ...itProduct,
  ...itReviews,
  ...itSearch,
};

export type Messages = typeof us;
export type MessageKey = keyof Messages;

declare module "use-intl" {
  interface AppConfig {
    Messages: Messages;
  }
}

export const catalogues: Record<MessagesLocale, Messages> = { us, de, fr, es, it };

export function messagesFor(site: Site): Messages {
  return catalogues[site.messages];
}

type Translate = (key: string, values?: Record<string, string | number>) => string;
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

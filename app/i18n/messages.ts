import type {} from "use-intl";
import { createTranslator } from "use-intl/core";
import type { MessagesLocale, Site } from "../../lib/sites.ts";
import de from "./messages/de.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import it from "./messages/it.json";
import us from "./messages/us.json";

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

import { IntlMessageFormat } from "intl-messageformat";
import { _createCache, _createIntlFormatters } from "use-intl";

type MessageFormatArgs = ConstructorParameters<typeof IntlMessageFormat>;
type Formatters = ReturnType<typeof _createIntlFormatters> & {
  getMessageFormat?: (...args: MessageFormatArgs) => IntlMessageFormat;
};
type SharedIntl = { _cache: ReturnType<typeof _createCache>; _formatters: Formatters };

const byLocale = new Map<string, SharedIntl>();

/**
 * One message and formatter cache per locale for the life of the process (server) or page (browser), handed to
 * every IntlProvider of that locale (patches/use-intl+4.14.8.patch): a render compiles no message and makes no
 * Intl formatter another render already made. Entries are keyed by message text and options, so sharing is safe.
 */
export function sharedIntlCache(locale: string): SharedIntl {
  let shared = byLocale.get(locale);
  if (!shared) {
    const cache = _createCache();
    const formatters: Formatters = _createIntlFormatters(cache);
    formatters.getMessageFormat = compiledMessages(formatters);
    shared = { _cache: cache, _formatters: formatters };
    byLocale.set(locale, shared);
  }
  return shared;
}

/**
 * use-intl looks a compiled message up by the JSON of all its arguments, the default date and time formats
 * included: a tenth of a product page's render went to building those keys. With no number formats of the store's
 * own (it configures none), the compiled message depends only on its text and the time zone the dates carry.
 */
function compiledMessages(formatters: Formatters): (...args: MessageFormatArgs) => IntlMessageFormat {
  const compiled = new Map<string, IntlMessageFormat>();
  return (message, locales, formats, options) => {
    const compile = () => new IntlMessageFormat(message, locales, formats, { formatters, ...options });
    if (typeof message !== "string" || Object.keys(formats?.number ?? {}).length > 0) return compile();
    const key = `${formats?.date?.short?.timeZone ?? ""}\u0000${message}`;
    let format = compiled.get(key);
    if (!format) {
      format = compile();
      compiled.set(key, format);
    }
    return format;
  };
}

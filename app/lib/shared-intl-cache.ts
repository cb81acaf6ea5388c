import { _createCache, _createIntlFormatters } from "use-intl";

type SharedIntl = {
  _cache: ReturnType<typeof _createCache>;
  _formatters: ReturnType<typeof _createIntlFormatters>;
};

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
    shared = { _cache: cache, _formatters: _createIntlFormatters(cache) };
    byLocale.set(locale, shared);
  }
  return shared;
}

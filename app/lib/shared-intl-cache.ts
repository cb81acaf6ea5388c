import { IntlMessageFormat } from "intl-messageformat";
import { _createCache, _createIntlFormatters } from "use-intl";
import { countsWithoutIntl } from "./counts-without-intl.ts";

type MessageFormatArgs = ConstructorParameters<typeof IntlMessageFormat>;
type Formatters = ReturnType<typeof _createIntlFormatters> & {
  getMessageFormat?: (...args: MessageFormatArgs) => IntlMessageFormat;
};
type SharedIntl = { _cache: ReturnType<typeof _createCache>; _formatters: Formatters };

const byLocale = new Map<string, SharedIntl>();

// intl-messageformat asks `Intl.NumberFormat.supportedLocalesOf` for every message it compiles, to fall back to a
// locale the runtime has; the store's six are in every browser and Node. In a browser that first call costs 20-30
// ms of the page's hydration, as Chromium builds its list of every locale it knows (docs/benchmarks.md).
IntlMessageFormat.resolveLocale = (locales) =>
  new Intl.Locale(typeof locales === "string" ? locales : String(locales[0]));

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
    if (import.meta.env.SSR) {
      formatters.getDateTimeFormat = rememberFormatted(formatters.getDateTimeFormat);
      formatters.getNumberFormat = rememberFormatted(formatters.getNumberFormat);
    } else {
      formatters.getNumberFormat = countsWithoutIntl(formatters.getNumberFormat);
    }
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
      // A browser renders each text about once; the server renders it for every request.
      if (import.meta.env.SSR) format = rememberTexts(format);
      compiled.set(key, format);
    }
    return format;
  };
}

/** Texts kept per compiled message; past this many, it starts afresh. */
const maxTextsPerMessage = 256;
/** Longer values (a search term) are formatted each time rather than kept. */
const maxValuesKeyLength = 120;

/**
 * Keeps what a message formats to for values that are only strings and numbers: a page formats the same counts,
 * scores and prices on every render, and formatting a plural or a number through ICU costs several times the
 * lookup. Values with elements, functions or dates are formatted each time.
 */
function rememberTexts(format: IntlMessageFormat): IntlMessageFormat {
  const formatEach = format.format;
  const texts = new Map<string, string>();
  format.format = (values) => {
    const key = valuesKey(values);
    if (key === undefined) return formatEach(values);
    let text = texts.get(key);
    if (text === undefined) {
      const formatted = formatEach(values);
      if (typeof formatted !== "string") return formatted;
      if (texts.size >= maxTextsPerMessage) texts.clear();
      text = formatted;
      texts.set(key, text);
    }
    return text;
  };
  return format;
}

function valuesKey(values: Record<string, unknown> | undefined): string | undefined {
  let key = "";
  for (const name in values) {
    const value = values[name];
    if (typeof value === "string") key += `${name}\u0001s${value}\u0002`;
    else if (typeof value === "number") key += `${name}\u0001n${value}\u0002`;
    else return undefined;
    if (key.length > maxValuesKeyLength) return undefined;
  }
  return key;
}

/** Texts kept per date or number formatter; past this many, it starts afresh. */
const maxTextsPerFormatter = 500;
const remembered = new WeakSet<object>();

/**
 * Makes each formatter use-intl hands out keep what it formatted, keyed by the number or the date's time: a page
 * formats the same review dates and scores on every render, and ICU's formatting, cold under load, costs far
 * more than a lookup. Only `format` is kept; `formatToParts` and the rest are the formatter's own.
 */
function rememberFormatted<G extends (...args: never[]) => Intl.DateTimeFormat | Intl.NumberFormat>(
  get: G,
): G {
  return ((...args: Parameters<G>) => {
    const formatter = get(...args);
    if (!remembered.has(formatter)) {
      remembered.add(formatter);
      const formatEach = formatter.format.bind(formatter) as (value: unknown) => string;
      const texts = new Map<number, string>();
      Object.defineProperty(formatter, "format", {
        value: (value: unknown) => {
          const key = typeof value === "number" ? value : value instanceof Date ? value.getTime() : undefined;
          if (key === undefined) return formatEach(value);
          let text = texts.get(key);
          if (text === undefined) {
            if (texts.size >= maxTextsPerFormatter) texts.clear();
            text = formatEach(value);
            texts.set(key, text);
          }
          return text;
        },
      });
    }
    return formatter;
  }) as G;
}

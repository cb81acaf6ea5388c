// Building an Intl formatter loads ICU data for its locale and options: about 50–150 µs, more than a page's
// other texts take together, and `toLocaleString` builds one on every call. These keep one per locale and
// options for the life of the process (or page). Options come from the code, so the keys are few.
const kept = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.DisplayNames>();

function keep<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.DisplayNames>(
  key: string,
  make: () => T,
): T {
  let format = kept.get(key) as T | undefined;
  if (!format) {
    format = make();
    kept.set(key, format);
  }
  return format;
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return keep(`date|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return keep(`number|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

export function displayNames(locale: string, type: Intl.DisplayNamesType): Intl.DisplayNames {
  return keep(`names|${locale}|${type}`, () => new Intl.DisplayNames([locale], { type }));
}

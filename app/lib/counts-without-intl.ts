/** The shape of use-intl's and intl-messageformat's `getNumberFormat`. */
type GetNumberFormat = (locales?: string | string[], options?: Intl.NumberFormatOptions) => Intl.NumberFormat;

/**
 * A message's plural count (`#`) and a plain `{n, number}` are formatted by a NumberFormat without options. The
 * whole numbers 0 to 999 read in every locale of the store as `String(n)` does (no grouping, Latin digits), so a
 * formatter is made only for another number. In a browser the page's first NumberFormat costs 20-30 ms of its
 * hydration, as Chromium builds its list of locales (docs/benchmarks.md); a product page's counts need none.
 */
export function countsWithoutIntl(get: GetNumberFormat): GetNumberFormat {
  const plain = new Map<string, Intl.NumberFormat>();
  return (locales, options) => {
    if (options !== undefined) return get(locales, options);
    const key = String(locales);
    let format = plain.get(key);
    if (!format) {
      let made: Intl.NumberFormat | undefined;
      const formatEach = (value: number | bigint) => {
        made ??= get(locales);
        return made.format(value);
      };
      // The callers of an option-less formatter (the two above, and use-intl's `number()` without options) call
      // `format` only.
      format = {
        format: (value: number | bigint) => (isCount(value) ? String(value) : formatEach(value)),
      } as Intl.NumberFormat;
      plain.set(key, format);
    }
    return format;
  };
}

function isCount(value: number | bigint): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value < 1000;
}

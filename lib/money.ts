const formatters = new Map<string, Intl.NumberFormat>();

/** Formats an amount in minor units (cents) in the locale, always with two decimals. */
export function formatMoney(amountMinor: number, currency: string, locale: string): string {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amountMinor / 100);
}

/** An amount for running text, without zero cents: "$10", "10 €", but "$9.50". */
export function formatWholeMoney(amountMinor: number, currency: string, locale: string): string {
  const text = formatMoney(amountMinor, currency, locale);
  return amountMinor % 100 === 0 ? text.replace(/[.,]00(?!\d)/, "") : text;
}

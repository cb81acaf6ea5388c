type MoneyFormat = { formatter: Intl.NumberFormat; texts: Map<number, string> };

const formats = new Map<string, MoneyFormat>();
/** Texts kept per locale and currency: a catalogue's prices repeat on every page, and ICU formatting is not free. */
const maxTexts = 2_000;

/** Formats an amount in minor units (cents) in the locale, always with two decimals. */
export function formatMoney(amountMinor: number, currency: string, locale: string): string {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    const formatter = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    format = { formatter, texts: new Map() };
    formats.set(key, format);
  }
  let text = format.texts.get(amountMinor);
  if (text === undefined) {
    if (format.texts.size >= maxTexts) format.texts.clear();
    text = format.formatter.format(amountMinor / 100);
    format.texts.set(amountMinor, text);
  }
  return text;
}
/** An amount for running text, without zero cents: "$10", "10 €", but "$9.50". */
export function formatWholeMoney(amountMinor: number, currency: string, locale: string): string {
  const text = formatMoney(amountMinor, currency, locale);
  return amountMinor % 100 === 0 ? text.replace(/[.,]00(?!\d)/, "") : text;
}

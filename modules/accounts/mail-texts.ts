/** The shopper's language for a mail: the catalogue's translate function and the language code. */
export type MailTexts = {
  lang: string;
  t: (key: string, values?: Record<string, string | number>) => string;
};

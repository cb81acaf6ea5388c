import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/**
 * The production build of use-intl is patched (patches/use-intl+4.14.8.patch) to return a plain message without
 * building its path and formatting options (about 80 kB of the 1.6 MB a product render allocated), and to make
 * each namespace's translator and each formatter once for all renders (another 65 kB; docs/benchmarks.md).
 * Vitest runs use-intl's development build, so these tests run in a plain Node process, which loads the
 * production build as the server and the browser do.
 */
const script = `
import { createTranslator } from "use-intl";
const messages = {
  plain: "Add to cart",
  empty: "",
  placeholder: "Hello {name}",
  quoted: "It''s '{'literal'}'",
  plural: "{count, plural, one {# review} other {# reviews}}",
  nested: { deeper: "Nested text" },
};
const t = createTranslator({ locale: "en-US", messages, timeZone: "UTC", onError: () => {} });
console.log(JSON.stringify([
  t("plain"), t("empty"), t("placeholder"), t("quoted"), t("nested.deeper"), t("missing"),
  t("placeholder", { name: "Ada" }), t("plural", { count: 1 }), t("plural", { count: 2 }),
]));
`;

const renders = `
import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { _createCache, _createIntlFormatters, IntlProvider, useFormatter, useTranslations } from "use-intl";
const messages = { cart: { add: "Add to cart", count: "{count, plural, one {# item} other {# items}}" }, nav: { home: "Home" } };
const seen = [];
function Shows({ namespace }) {
  const t = useTranslations(namespace);
  const format = useFormatter();
  seen.push({ t, format });
  return h("p", null, namespace === "cart" ? t("add") + " " + t("count", { count: 2 }) : t("home"), " ", format.number(1234.5));
}
// As the store's root gives them (app/lib/shared-intl-cache.ts): one cache and formatters per locale.
const shared = new Map();
const sharedFor = (locale) => {
  if (!shared.has(locale)) {
    const _cache = _createCache();
    shared.set(locale, { _cache, _formatters: _createIntlFormatters(_cache) });
  }
  return shared.get(locale);
};
const onError = () => {};
const page = (locale) =>
  renderToString(h(IntlProvider, { locale, messages, timeZone: "UTC", onError, ...sharedFor(locale) },
    h(Shows, { namespace: "cart" }), h(Shows, { namespace: "nav" })));
const html = [page("en-US"), page("en-US"), page("de-DE")];
const [usCart, usNav, againCart, againNav, deCart] = seen;
console.log(JSON.stringify({
  html,
  sameTranslatorNextRender: usCart.t === againCart.t && usNav.t === againNav.t,
  ownTranslatorPerNamespace: usCart.t !== usNav.t,
  ownTranslatorPerLocale: usCart.t !== deCart.t,
  sameFormatterNextRender: usCart.format === againCart.format,
  ownFormatterPerLocale: usCart.format !== deCart.format,
}));
`;

describe("use-intl's production translator, patched", () => {
  it("translates plain, empty, quoted, nested and missing messages, and those with values, as before", () => {
    const output = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
      encoding: "utf8",
    });
    expect(JSON.parse(output)).toEqual([
      "Add to cart",
      "",
      // A message with placeholders but no values comes as it is written, as before the patch.
      "Hello {name}",
      "It's {literal}",
      "Nested text",
      "missing",
      "Hello Ada",
      "1 review",
      "2 reviews",
    ]);
  });

  it("makes a namespace's translator and the formatter once per locale, and they translate as before", () => {
    const output = JSON.parse(
      execFileSync(process.execPath, ["--input-type=module", "-e", renders], { encoding: "utf8" }),
    );
    expect(output).toEqual({
      html: [
        "<p>Add to cart 2 items<!-- --> <!-- -->1,234.5</p><p>Home<!-- --> <!-- -->1,234.5</p>",
        "<p>Add to cart 2 items<!-- --> <!-- -->1,234.5</p><p>Home<!-- --> <!-- -->1,234.5</p>",
        "<p>Add to cart 2 items<!-- --> <!-- -->1.234,5</p><p>Home<!-- --> <!-- -->1.234,5</p>",
      ],
      sameTranslatorNextRender: true,
      ownTranslatorPerNamespace: true,
      ownTranslatorPerLocale: true,
      sameFormatterNextRender: true,
      ownFormatterPerLocale: true,
    });
  });
});

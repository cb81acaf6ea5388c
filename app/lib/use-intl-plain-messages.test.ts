import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/**
 * The production build of use-intl is patched (patches/use-intl+4.14.8.patch) to return a plain message without
 * building its path and formatting options: about 80 kB of the 1.6 MB a product render allocated
 * (docs/benchmarks.md). Vitest runs use-intl's development build, so this test translates in a plain Node
 * process, which loads the production build as the server and the browser do.
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
});

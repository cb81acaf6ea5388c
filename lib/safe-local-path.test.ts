import { describe, expect, it } from "vitest";
import { safeLocalPath } from "./safe-local-path.ts";

const store = "https://store.example";

describe("safeLocalPath", () => {
  it.each([
    ["/", "/"],
    ["/product/list", "/product/list"],
    ["/product/detail?id=4&spec=7#reviews", "/product/detail?id=4&spec=7#reviews"],
    ["/de/product/search?productName=caf%C3%A9", "/de/product/search?productName=caf%C3%A9"],
    ["/product/../personal/account", "/personal/account"],
    ["/a%2Fb", "/a%2Fb"],
  ])("keeps the path of this store %s", (value, expected) => {
    expect(safeLocalPath(value)).toBe(expected);
  });

  it.each([
    // Another origin, written plainly.
    "https://evil.example/",
    "http:/evil.example",
    "javascript:alert(1)",
    "evil.example",
    "",
    // Protocol-relative, directly or once a browser has dropped or mapped a character.
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/127.0.0.2:9999/landed",
    "/\n/evil.example",
    "/\r/evil.example",
    "/ /evil.example",
    "\t//evil.example",
    " /x",
    "/\u3002evil.example",
    "/\uff0f/evil.example",
    "/\u2215/evil.example",
    "/x\u0000",
    "/x\u007f",
    // Dot segments that resolve to `//`.
    "/.//evil.example",
    "/de/..//evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    // Encoded forms that decode to one of the above.
    "/%2F/evil.example",
    "/%2f%2fevil.example",
    "/%5Cevil.example",
    "/%09/evil.example",
    "/%0A/x",
    "/%0D/x",
    "/%00",
    "/%E3%80%82evil",
    // Invalid percent-encoding.
    "/%",
    "/%zz",
    "/%E3%80",
    "/x?y=%G0",
  ])("refuses %j", (value) => {
    expect(safeLocalPath(value)).toBeNull();
  });

  it("refuses missing and oversized values", () => {
    expect(safeLocalPath(null)).toBeNull();
    expect(safeLocalPath(undefined)).toBeNull();
    expect(safeLocalPath(`/${"a".repeat(2048)}`)).toBeNull();
  });

  it("answers, for every character at the start of the path, a path a browser keeps on this origin", () => {
    for (let code = 0; code <= 0xffff; code += 1) {
      const char = String.fromCharCode(code);
      for (const value of [`/${char}/evil.example`, `/${char}${char}evil.example`, `${char}/evil.example`]) {
        const safe = safeLocalPath(value);
        if (safe === null) continue;
        expect(safe, JSON.stringify(value)).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
        // The browser's own reading of the Location header.
        expect(new URL(safe, store).origin, JSON.stringify(value)).toBe(store);
      }
    }
  });
});

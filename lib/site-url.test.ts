import { describe, expect, it } from "vitest";
import { hreflangOf, siteUrl } from "./site-url.ts";

describe("siteUrl", () => {
  it("leaves the us site unprefixed and puts the others under their code", () => {
    expect(siteUrl("https://shop.test", "us", "/")).toBe("https://shop.test/");
    expect(siteUrl("https://shop.test", "gb", "/")).toBe("https://shop.test/gb");
    expect(siteUrl("https://shop.test", "de", "/product/detail?id=4")).toBe(
      "https://shop.test/de/product/detail?id=4",
    );
    expect(siteUrl("https://shop.test", "us", "/terms")).toBe("https://shop.test/terms");
  });

  it("names each site's language and region", () => {
    expect(["us", "gb", "fr"].map((code) => hreflangOf(code as "us"))).toEqual(["en-US", "en-GB", "fr"]);
  });
});

import { describe, expect, it } from "vitest";
import {
  localeCookie,
  preferredSiteForUnprefixedPath,
  siteFromBrowserLanguage,
} from "./choose-preferred-site.ts";

const request = (headers: Record<string, string>) => new Request("http://store.test/", { headers });
const browser = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36";

describe("preferred site", () => {
  it("reads the site from the browser's first language", () => {
    expect(siteFromBrowserLanguage(request({ "accept-language": "de-AT,de;q=0.9,en;q=0.5" }))).toBe("de");
    expect(siteFromBrowserLanguage(request({ "accept-language": "en-GB,en;q=0.8" }))).toBe("gb");
    expect(siteFromBrowserLanguage(request({ "accept-language": "en-US" }))).toBe("us");
    expect(siteFromBrowserLanguage(request({ "accept-language": "ja-JP" }))).toBeNull();
    for (const language of ["__proto__", "constructor", "toString"])
      expect(siteFromBrowserLanguage(request({ "accept-language": language }))).toBeNull();
  });

  it("redirects a first visit by browser language only for de, fr, es and it", () => {
    expect(
      preferredSiteForUnprefixedPath(request({ "accept-language": "fr-FR", "user-agent": browser })),
    ).toBe("fr");
    expect(
      preferredSiteForUnprefixedPath(request({ "accept-language": "en-GB", "user-agent": browser })),
    ).toBeNull();
  });

  it("follows the locale cookie over the browser language", () => {
    expect(
      preferredSiteForUnprefixedPath(
        request({ cookie: "site=es", "accept-language": "de", "user-agent": browser }),
      ),
    ).toBe("es");
    expect(
      preferredSiteForUnprefixedPath(
        request({ cookie: "site=us", "accept-language": "de", "user-agent": browser }),
      ),
    ).toBeNull();
  });

  it("never redirects a bot", () => {
    const bot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
    expect(
      preferredSiteForUnprefixedPath(request({ "accept-language": "de", "user-agent": bot })),
    ).toBeNull();
  });

  it("keeps the choice for 365 days on the whole site, SameSite=Lax", () => {
    expect(localeCookie("it")).toBe("site=it; Max-Age=31536000; Path=/; SameSite=Lax");
  });
});

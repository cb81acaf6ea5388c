import { data, redirect } from "react-router";
import { catalogueFile } from "../../../i18n/catalogue-files.ts";
import { env } from "../../../lib/env.ts";
import { displayNames } from "../../../lib/intl-formats.ts";
import { formatWholeMoney } from "../../../lib/money.ts";
import { type Site, sites } from "../../../lib/sites.ts";
import { NEWSLETTER_COUPON_AMOUNT } from "../../../modules/coupons/schemas.ts";
import {
  localeCookie,
  preferredSiteForUnprefixedPath,
  siteFromBrowserLanguage,
  siteFromCookie,
} from "../../../server/request/choose-preferred-site.ts";
import { detectDevice } from "../../../server/request/detect-device.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { readSiteFromPath } from "../../../server/request/read-site-from-path.ts";
import { readAppStores } from "./read-app-stores.ts";

export type SiteSuggestion = { site: Site["code"]; countryName: string };

/** Site, variant, texts and links every page needs; redirects an unprefixed visit to the preferred site. */
export function loadRoot(request: Request, context: LoadContext) {
  const url = new URL(request.url);
  const { site, prefixed, rest } = readSiteFromPath(url.pathname);
  if (!prefixed) {
    const preferred = preferredSiteForUnprefixedPath(request);
    if (preferred) {
      throw redirect(`/${preferred}${rest === "/" ? "" : rest}${url.search}`, {
        headers: { "Set-Cookie": localeCookie(preferred), Vary: "Cookie, Accept-Language" },
      });
    }
  }
  let suggestion: SiteSuggestion | null = null;
  if (!siteFromCookie(request)) {
    const browserSite = siteFromBrowserLanguage(request);
    if (browserSite && browserSite !== site.code && !(browserSite === "us" && !prefixed)) {
      const names = displayNames(site.locale, "region");
      const country = sites[browserSite].country;
      suggestion = { site: browserSite, countryName: names.of(country) ?? country };
    }
  }
  return data({
    site,
    prefixed,
    rest,
    search: url.search,
    device: detectDevice(request),
    // The texts come as a file of their own, cached by the browser (ADR 0047); `meta` reads them there too.
    catalogue: catalogueFile(site.messages).path,
    publicUrl: env().PUBLIC_URL.replace(/\/$/, ""),
    suggestion,
    nonce: context.get(pageContext).nonce,
    year: new Date().getUTCFullYear(),
    // From the loader, not imported by the footer: the coupons' schema file would bring zod into every page. As
    // text: a browser's first currency formatter costs 20-30 ms of the page's hydration (docs/benchmarks.md).
    newsletterCoupon: formatWholeMoney(NEWSLETTER_COUPON_AMOUNT, site.currency, site.locale),
    appStores: readAppStores(),
  });
}

import type { Browser } from "playwright-core";
import { inject } from "vitest";
import { catalogues } from "../../i18n/messages.ts";
import { openContext, type Profile } from "./browser.ts";
import { signUpAndSignIn } from "./sign-up.ts";
import { storeUrl } from "./store-url.ts";

/** The sites the buying journeys run on: the us site without a prefix, and two euro sites. */
export const buyingSites = {
  us: { prefix: "", code: "us", texts: catalogues.us, locale: "en-US", country: ["US", "CA"] },
  de: { prefix: "/de", code: "de", texts: catalogues.de, locale: "de-DE", country: ["DE", "BE"] },
  fr: { prefix: "/fr", code: "fr", texts: catalogues.fr, locale: "fr-FR", country: ["FR", "BRE"] },
} as const;
export type BuyingSite = (typeof buyingSites)[keyof typeof buyingSites];

export const shopperHeaders = (site: BuyingSite, token: string) => ({
  clientId: "store-web",
  clientSecret: "store-web-public",
  "Content-Type": "application/json",
  site: site.code,
  token,
});

/** Puts a product in the shopper's cart and an address in their book, through the API. */
export async function prepareShopper(
  site: BuyingSite,
  token: string,
  email: string,
  slug = "aerosweep-r9-pro",
) {
  const base = storeUrl();
  const id = inject("goodsIds")[slug];
  const goods = (await (
    await fetch(`${base}/api/web/goods/goods/get?id=${id}`, { headers: shopperHeaders(site, token) })
  ).json()) as { data: { goodsRsp: { id: number; type: number }; goodsSpecRspList: { id: number }[] } };
  const added = await fetch(`${base}/api/web/goods/userShopCar/save`, {
    method: "POST",
    headers: shopperHeaders(site, token),
    body: JSON.stringify({
      relevanceId: goods.data.goodsRsp.id,
      specId: goods.data.goodsSpecRspList[0]?.id,
      type: goods.data.goodsRsp.type,
      quantity: 1,
    }),
  });
  if (!added.ok) throw new Error(`add to cart answered ${added.status}`);
  const saved = await fetch(`${base}/api/web/personalCenter/userAddress/save`, {
    method: "POST",
    headers: shopperHeaders(site, token),
    body: JSON.stringify({
      email,
      firstName: "Ada",
      lastName: "Lovelace",
      countryAbbr: site.country[0],
      state: site.country[1],
      city: "Springfield",
      address1: "1 Main Street",
      zipCode: "12345",
      telephone: "+1 555 0100",
      isDefault: true,
    }),
  });
  if (!saved.ok) throw new Error(`address answered ${saved.status}`);
}

/** A signed-in shopper in a fresh browser context, with a product in the cart and an address in the book. */
export async function shopperWithCart(browser: Browser, profile: Profile, site: BuyingSite) {
  const context = await openContext(browser, profile, { locale: site.locale });
  const page = await context.newPage();
  const shopper = await signUpAndSignIn(context);
  await prepareShopper(site, shopper.token, shopper.email);
  return { context, page, shopper };
}

import { beforeAll, describe, expect, it } from "vitest";
import routes from "../../app/routes.ts";
import { buyingSites, prepareShopper, shopperHeaders } from "./prepare-shopper.ts";
import { signUp, uniqueEmail } from "./sign-up.ts";
import { storeUrl } from "./store-url.ts";

/**
 * Which pages ask search engines not to index them (`<meta name="robots" content="noindex">`, ADR 0045), read from
 * the built store's server-rendered HTML: no browser, so the whole list takes seconds. Private, per-shopper and
 * endless pages (search results, the cart, checkout, sign-in screens, the account, the quiz past its first
 * question, mailed links' pages) carry it; the catalogue, the support centre and the legal pages must not.
 * Every page route of app/routes.ts is listed here, so a new page has to be placed on one side.
 */
type Page = { path: string; noindex: boolean; signedIn?: boolean; mobile?: boolean; status?: number };

const phone =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36";

let token = "";
let found: Record<"productDetail" | "accessoryDetail" | "supportHub" | "orderDetail", string>;

const base = () => storeUrl();
const get = (path: string, { signedIn = false, mobile = false } = {}) =>
  fetch(`${base()}${path}`, {
    redirect: "manual",
    headers: {
      ...(signedIn ? { cookie: `session=${token}` } : {}),
      ...(mobile ? { "user-agent": phone } : {}),
    },
  });
/** The first link of `pattern` in the HTML of `path`. */
async function firstLink(path: string, pattern: RegExp): Promise<string> {
  const link = pattern.exec(await (await get(path)).text())?.[0];
  if (!link) throw new Error(`no link like ${pattern} on ${path}`);
  return link.replaceAll("&amp;", "&");
}

beforeAll(async () => {
  const email = uniqueEmail("robots");
  token = await signUp(email);
  const site = buyingSites.us;
  await prepareShopper(site, token, email);
  found = {
    productDetail: await firstLink("/product/list", /\/product\/detail\?[^"]+/),
    accessoryDetail: await firstLink("/accessory/list", /\/accessory\/detail\?[^"]+/),
    supportHub: await firstLink("/support", /\/support\/product\?id=\d+/),
    orderDetail: await placeOrder(site),
  };
  // Checkout needs something in the cart again: placing the order emptied it.
  await prepareShopper(site, token, email);
});

/** Places an unpaid order through the API and answers its page's path. */
async function placeOrder(site: typeof buyingSites.us): Promise<string> {
  const api = async <T>(path: string, body: unknown, extra: Record<string, string> = {}) => {
    const response = await fetch(`${base()}/api/web${path}`, {
      method: "POST",
      headers: { ...shopperHeaders(site, token), ...extra },
      body: JSON.stringify(body),
    });
    return ((await response.json()) as { data: T }).data;
  };
  const [address] = await api<{ id: number }[]>("/personalCenter/userAddress/getUserAddress", {});
  const addressId = address?.id;
  const preview = await api<{ total: number; cartVersion: string }>("/order/checkout/preview", { addressId });
  const placed = await api<{ orderNumber: string }>(
    "/order/checkout/submit",
    { addressId, paymentMethod: "paypal", expectedTotal: preview.total, cartVersion: preview.cartVersion },
    { "Idempotency-Key": crypto.randomUUID() },
  );
  return `/personal/order_detail?orderNumber=${encodeURIComponent(placed.orderNumber)}`;
}

/** Every page route, by route id, and the pages of it that are read. */
const pages = (): Record<string, Page[]> => ({
  // The catalogue: indexed.
  "routes/home": [{ path: "/", noindex: false }],
  "product-list": [{ path: "/product/list", noindex: false }],
  "product-detail": [{ path: found.productDetail, noindex: false }],
  "accessory-list": [{ path: "/accessory/list", noindex: false }],
  "accessory-detail": [{ path: found.accessoryDetail, noindex: false }],
  "product-compare": [{ path: "/product/compare", noindex: false }],
  "product-deals": [{ path: "/product/deals", noindex: false }],
  custom: [{ path: "/custom?slug=about-our-design", noindex: false }],
  // The quiz's first question is a landing page; its later steps and results are one visitor's answers.
  "choose-step": [
    { path: "/choose/step?step=1", noindex: false },
    { path: "/choose/step?step=2&code=1", noindex: true },
  ],
  "choose-result": [{ path: "/choose/result?code=1111", noindex: true }],
  // Legal pages and the human sitemap: indexed.
  privacy: [{ path: "/privacy", noindex: false }],
  terms: [{ path: "/terms", noindex: false }],
  sitemap: [{ path: "/sitemap", noindex: false }],
  // The support centre: indexed.
  support: [{ path: "/support", noindex: false }],
  "support-hub": [{ path: found.supportHub, noindex: false }],
  "support-faqs": [{ path: "/support/faqs", noindex: false }],
  "support-troubleshooting": [{ path: "/support/troubleshooting", noindex: false }],
  "support-tutorials": [{ path: "/support/tutorials", noindex: false }],
  "support-downloads": [{ path: "/support/downloads", noindex: false }],
  "support-comments": [{ path: "/support/comments", noindex: false }],
  // The phone's way to a model's hub (desktop has no such page).
  "support-check-category": [{ path: "/support/checkCategory", noindex: false, mobile: true }],
  // Search results: endless combinations of a query.
  "product-search": [{ path: "/product/search?productName=robot", noindex: true }],
  // One shopper's pages.
  "shopping-cart": [
    { path: "/shopping_cart", noindex: true },
    { path: "/shopping_cart", noindex: true, signedIn: true },
  ],
  "order-checkout": [{ path: "/order_checkout", noindex: true, signedIn: true }],
  "personal-account": [{ path: "/personal/account", noindex: true, signedIn: true }],
  "personal-address": [{ path: "/personal/address", noindex: true, signedIn: true }],
  "personal-coupons": [{ path: "/personal/coupons", noindex: true, signedIn: true }],
  "personal-order-list": [{ path: "/personal/order_list", noindex: true, signedIn: true }],
  "personal-order-detail": [{ path: found.orderDetail, noindex: true, signedIn: true }],
  // Sign-in screens.
  "user-login": [{ path: "/user/login", noindex: true }],
  "user-register": [{ path: "/user/register", noindex: true }],
  "user-reset": [{ path: "/user/reset", noindex: true }],
  "user-bind-mail": [{ path: "/user/bindMail", noindex: true, signedIn: true }],
  // Pages of mailed links.
  newsletter: [{ path: "/newsletter/subscribe", noindex: true }],
  "review-confirm": [{ path: "/review/confirm", noindex: true }],
  // Off here (SMTP is set): the not-found page, noindex like every error page.
  "dev-mailbox": [{ path: "/dev/mailbox", noindex: true, status: 404 }],
  "routes/not-found": [{ path: "/no/such/page", noindex: true, status: 404 }],
});

type RouteEntry = { id?: string; file: string; children?: RouteEntry[] };
/** The ids of the routes that render a page (React Router's id: the given one, else the file without extension). */
function pageRouteIds(entries: RouteEntry[]): string[] {
  return entries.flatMap((entry) =>
    entry.children?.length
      ? pageRouteIds(entry.children)
      : entry.file.endsWith(".tsx")
        ? [entry.id ?? entry.file.replace(/\.tsx$/, "")]
        : [],
  );
}

const robotsMeta = /<meta[^>]*\bname="robots"[^>]*>/g;

describe("noindex pages (ADR 0045)", () => {
  it("lists every page route of app/routes.ts", () => {
    expect(Object.keys(pages()).sort()).toEqual(pageRouteIds(routes as RouteEntry[]).sort());
  });

  it.each(["", "/de"])("marks exactly the pages kept out of the index, prefix '%s'", async (prefix) => {
    const wrong: string[] = [];
    for (const [route, list] of Object.entries(pages())) {
      for (const page of list) {
        const path = page.path === "/" && prefix ? prefix : `${prefix}${page.path}`;
        const response = await get(path, page);
        const html = await response.text();
        const who = `${route} ${path}${page.signedIn ? " (signed in)" : ""}${page.mobile ? " (phone)" : ""}`;
        if (response.status !== (page.status ?? 200)) {
          wrong.push(`${who}: status ${response.status} ${response.headers.get("location") ?? ""}`);
          continue;
        }
        const tags = html.match(robotsMeta) ?? [];
        const noindex = tags.some((tag) => /content="noindex"/.test(tag));
        if (noindex !== page.noindex) wrong.push(`${who}: ${noindex ? "noindex" : "indexable"}`);
        if (tags.length > 1) wrong.push(`${who}: ${tags.length} robots tags`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

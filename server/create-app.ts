import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { RouterContextProvider } from "react-router";
import type { Db } from "../db/client.ts";
import { translatorFor } from "../i18n/messages.ts";
import { env } from "../lib/env.ts";
import { AppError } from "../lib/errors.ts";
import { isDatabaseUnavailable } from "../lib/is-database-unavailable.ts";
import { logger } from "../lib/logger.ts";
import { personalPartsBlock } from "../lib/personal-parts.ts";
import { safeLocalPath } from "../lib/safe-local-path.ts";
import { resolveSite } from "../lib/sites.ts";
import { nextPriceChangeAt, priceCacheMs } from "../modules/catalog/load-deal-schedule.ts";
import { imageUploadLimits } from "../modules/media/image-upload-schemas.ts";
import { createPaymentProviders, type PaymentProviders } from "../modules/payments/payment-providers.ts";
import type { ApiEnv } from "./api-env.ts";
import { clientIp } from "./client-ip.ts";
import { fail } from "./envelope.ts";
import { handleApiError } from "./handle-api-error.ts";
import { keptApiAnswers } from "./kept-api-answers.ts";
import { applyRedirectRules } from "./middleware/apply-redirect-rules.ts";
import { assignRequestId } from "./middleware/assign-request-id.ts";
import { compressResponses } from "./middleware/compress-responses.ts";
import { limitRequestBody } from "./middleware/limit-request-body.ts";
import { readApiHeaders } from "./middleware/read-api-headers.ts";
import { requireCustomer } from "./middleware/require-customer.ts";
import { requireOwnOrigin } from "./middleware/require-own-origin.ts";
import { healthRoutes } from "./operations/health-routes.ts";
import { createStoreMetrics, mayReadMetrics } from "./operations/store-metrics.ts";
import { pageCache } from "./page-cache.ts";
import { pageContentSecurityPolicy, policyWithScriptHashes } from "./page-content-security-policy.ts";
import { renderApiDocs } from "./render-api-docs.ts";
import { createPageContext } from "./request/page-context.ts";
import { readPersonalParts } from "./request/read-personal-parts.ts";
import { readSiteFromPath } from "./request/read-site-from-path.ts";
import { readSessionToken, SESSION_COOKIE } from "./request/session-cookie.ts";
import { resolveShopper } from "./request/shopper.ts";
import { accountsBindEmailRoutes } from "./routes/accounts-bind-email-routes.ts";
import { accountsRoutes } from "./routes/accounts-routes.ts";
import { accountsUserInfoRoutes } from "./routes/accounts-user-info-routes.ts";
import { addressesRoutes } from "./routes/addresses-routes.ts";
import { buildVersionRoutes } from "./routes/build-version-routes.ts";
import { cartRoutes } from "./routes/cart-routes.ts";
import { catalogManualRoutes } from "./routes/catalog-manual-routes.ts";
import { catalogRoutes } from "./routes/catalog-routes.ts";
import { catalogSearchRoutes } from "./routes/catalog-search-routes.ts";
import { catalogueRoutes } from "./routes/catalogue-routes.ts";
import { checkoutRoutes } from "./routes/checkout-routes.ts";
import { chooseRoutes } from "./routes/choose-routes.ts";
import { couponsRoutes } from "./routes/coupons-routes.ts";
import { mediaRoutes } from "./routes/media-routes.ts";
import { newsletterRoutes } from "./routes/newsletter-routes.ts";
import { ordersRoutes } from "./routes/orders-routes.ts";
import { paymentsNotifyRoutes } from "./routes/payments-notify-routes.ts";
import { regionsCountryRoutes, regionsSiteRoutes } from "./routes/regions-routes.ts";
import { remindersRoutes } from "./routes/reminders-routes.ts";
import { reviewsRoutes } from "./routes/reviews-routes.ts";
import { reviewsUploadRoutes } from "./routes/reviews-upload-routes.ts";
import { supportFileRoutes } from "./routes/support-file-routes.ts";
import { sandboxPayRoutes } from "./sandbox/sandbox-pay-routes.ts";
import { rejectInvalidInput } from "./validation.ts";

const devicePrefix = /^(\/(?:us|gb|de|fr|es|it))?\/(pc|mobile)(\/.*)?$/;
/** Stripe's events are a few KiB; 1 MiB leaves room for large metadata without letting anyone post gigabytes. */
const providerNotificationMaxBytes = 1024 * 1024;

const compressedCopy = /\.(?:br|gz)$/;
/** Catalogue reads answered from the read cache, the same for every caller of a site (ADR 0052). */
const keptCatalogueReads = new Set(
  ["/list", "/getHot", "/banner/list", "/search"].map((path) => `/api/web/goods/goods${path}`),
);
/** The support contact form takes a photo (ADR 0019's file rules): its posts get room for one besides the fields. */
const supportPhotoForm = {
  path: /^(?:\/(?:us|gb|de|fr|es|it))?\/support\/comments(?:\.data)?$/,
  maxBytes: imageUploadLimits.maxBytes + 64 * 1024,
};

export type PageHandler = (request: Request, context: RouterContextProvider) => Promise<Response>;

type AppOptions = {
  db: Db;
  /** Renders every path that is not the API (the React Router request handler). */
  pageHandler?: PageHandler;
  /** Folder of the built browser assets, served before the pages. */
  assetsDir?: string;
  /** The version of the built pages, which `/build.json` tells open pages (ADR 0042). */
  buildVersion?: string;
  /** Called after a mail was queued, so the worker sends it now rather than at its next round. */
  wakeMailWorker?: () => void;
  /** The payment providers; by default those of the configuration (ADR 0026). */
  payments?: PaymentProviders;
  /** Called after an order, payment or sandbox action queued work, so the checkout worker does it now. */
  wakeCheckoutWorker?: () => void;
  /** True once the process is stopping: /readyz then sends traffic elsewhere. */
  isDraining?: () => boolean;
  /** Whether shoppers reach the store over https; by default whether `PUBLIC_URL` is an https origin. */
  servedOverHttps?: boolean;
};

const openApiInfo = {
  openapi: "3.1.0",
  info: {
    title: "Brisa Home store API",
    version: "1.0.0",
    description:
      "Every response is the envelope { code, data, message }; code 200 on success and the HTTP status otherwise. " +
      "Amounts are integers in minor units of currencyCode. Send clientId, clientSecret and site on every call. " +
      "Repeated catalogue reads (list, getHot, banner/list, search) may be answered from a copy kept for up to " +
      "CATALOG_CACHE_SECONDS; its Age header says how many seconds old it is.",
  },
};

/** Built scripts and stylesheets (hashed names) and the catalogue's raster images, never an SVG or a page. */
const builtAssetOrImage = /^\/(assets\/[\w.-]+\.(js|css)|media\/.+\.(avif|webp|jpeg))$/;

/** The one Hono app: the /api door, media, static assets, and every other path to the pages. */
export function createApp({
  db,
  pageHandler,
  assetsDir,
  buildVersion,
  wakeMailWorker = () => {},
  payments = createPaymentProviders(db),
  wakeCheckoutWorker = () => {},
  servedOverHttps = new URL(env().PUBLIC_URL).protocol === "https:",
  isDraining = () => false,
}: AppOptions) {
  const wakeWorkers = () => {
    wakeMailWorker();
    wakeCheckoutWorker();
  };
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: rejectInvalidInput });

  const metrics = createStoreMetrics(db);
  app.use(
    keptApiAnswers({
      db,
      paths: keptCatalogueReads,
      keepMs: () => priceCacheMs(db),
      onServed: (c, route, ms) => {
        metrics.countRequest("GET", route, 200, ms / 1000);
        logRequest(c, 200, ms);
      },
    }),
  );
  app.use(assignRequestId);
  // Probes and the scrape come before the request log and metrics: they are not shoppers' traffic.
  app.route("/", healthRoutes(db, isDraining));
  app.get("/metrics", async (c) => {
    if (!mayReadMetrics(c, env().METRICS_TOKEN)) return c.notFound();
    return c.body(await metrics.registry.metrics(), 200, { "Content-Type": metrics.registry.contentType });
  });
  app.use(metrics.measureRequests);
  app.use(logRequests);
  app.use(compressResponses());
  const headers = {
    // HSTS only on https (RFC 6797 8.1: a browser ignores it over http, where it only misleads). The store may sit
    // behind a proxy that ends TLS, so the request's own scheme is http either way and a client can forge
    // X-Forwarded-Proto: the scheme of PUBLIC_URL, the origin the store declares as its public one, decides, as it
    // does for the session cookie's Secure flag.
    strictTransportSecurity: servedOverHttps ? "max-age=31536000; includeSubDomains" : false,
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "SAMEORIGIN",
  };
  /** The headers that only steer how a page runs. */
  const notADocument = {
    xFrameOptions: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  } as const;
  // JSON is never a document: no script nonce, and none of the headers that only steer how a page runs.
  app.use(
    "/api/*",
    secureHeaders({
      ...headers,
      ...notADocument,
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    }),
  );
  // A built script or stylesheet and a catalogue image are not documents either: no policy or framing headers
  // (about 0.8 KB on each of a page's 15–30 requests for them). nosniff and CORP stay, and the referrer policy,
  // which a module script or a stylesheet applies to what it loads in turn.
  const assetSecureHeaders = secureHeaders({ ...headers, ...notADocument });
  app.use("*", async (c, next) => {
    const path = c.req.path;
    if (path.startsWith("/api/")) return next();
    if (builtAssetOrImage.test(path)) return assetSecureHeaders(c, next);
    return pageSecureHeaders(c, next);
  });
  // A page kept by the page cache brings its own policy (its inline scripts by hash): it is not replaced.
  const pageSecureHeaders = secureHeaders({
    ...headers,
    contentSecurityPolicy: pageContentSecurityPolicy,
    overwrite: false,
  });
  app.use(async (c, next) => {
    c.set("db", db);
    c.set("payments", payments);
    c.set("wakeWorkers", wakeWorkers);
    c.set("wakeMailWorker", wakeMailWorker);
    await next();
  });
  app.use(requireOwnOrigin);

  // Providers send no client headers: their notifications are checked by signature, before the header check.
  app.use("/api/web/pay/notify/*", limitRequestBody(providerNotificationMaxBytes));
  app.route("/api/web/pay/notify", paymentsNotifyRoutes);
  // The photo upload limits its body itself (ADR 0019), so it is registered before the limit of all others.
  app.use("/api/admin/common/*", readApiHeaders);
  app.route("/api/admin/common", reviewsUploadRoutes);
  // Every request registered below, API call or page form, with a body over the limit: 413.
  app.use(limitRequestBody(env().REQUEST_BODY_LIMIT_KB * 1024, supportPhotoForm));
  app.use("/api/web/*", readApiHeaders);
  app.route("/api/web/goods/goods", catalogRoutes);
  app.route("/api/web/goods/goods", catalogSearchRoutes);
  app.route("/api/web/goods/choose", chooseRoutes);
  app.route("/api/web/goods/userShopCar", cartRoutes);
  app.route("/api/web/goods/comment", reviewsRoutes);
  app.route("/api/web/homepage/homepage", regionsSiteRoutes);
  app.route("/api/web/login", regionsCountryRoutes);
  app.route("/api/web/login", accountsRoutes(wakeMailWorker));
  app.route("/api/web/login", accountsBindEmailRoutes(wakeMailWorker));
  app.route("/api/web/newsletter", newsletterRoutes(wakeMailWorker));
  // Visitors may subscribe to a restock reminder: registered before the sign-in check, which it never reaches.
  app.route("/api/web/personalCenter/arrivalReminder", remindersRoutes);
  app.use("/api/web/personalCenter/*", requireCustomer);
  app.route("/api/web/personalCenter/userInfo", accountsUserInfoRoutes);
  app.route("/api/web/personalCenter/userAddress", addressesRoutes);
  app.route("/api/web/personalCenter/order", ordersRoutes);
  app.route("/api/web/personalCenter/userCoupon", couponsRoutes);
  app.route("/api/web/order", checkoutRoutes);
  app.doc31("/api/docs/openapi.json", openApiInfo);
  app.get("/api/docs", (c) => c.html(renderApiDocs(app.getOpenAPI31Document(openApiInfo))));
  app.all("/api/*", (c) =>
    fail(c, 404, translatorFor(resolveSite(c.req.header("site")))("i18n_error_api_not_found")),
  );

  app.route("/", mediaRoutes);
  app.route("/sandbox-pay", sandboxPayRoutes(payments, wakeCheckoutWorker));
  app.route("/", catalogManualRoutes);
  app.route("/", supportFileRoutes);
  app.route("/", catalogueRoutes);
  if (buildVersion) app.route("/", buildVersionRoutes(buildVersion));
  if (assetsDir) {
    const assets = serveStatic({ root: assetsDir, precompressed: true });
    app.use("/assets/*", cacheFor("public, max-age=31536000, immutable"), assets);
    // A built file that is not there (a page of an older build asking): no page is rendered for it.
    app.all("/assets/*", (c) => c.body(null, 404));
    // Only the files of public/ (favicon, images/): a page path never pays for a disk lookup.
    for (const file of listPublicFiles(assetsDir)) app.get(file, cacheFor("public, max-age=3600"), assets);
  }
  // The spec's device prefix is stripped from the live path: both variants share one URL.
  app.get("*", async (c, next) => {
    // The raw path, not Hono's decoded one: `/pc//host` or `/pc/%5Chost` must not become a Location off-site.
    const url = new URL(c.req.url);
    const match = devicePrefix.exec(url.pathname);
    if (!match) return next();
    const target = `${match[1] ?? ""}${match[3] || (match[1] ? "" : "/")}${url.search}`;
    return c.redirect(safeLocalPath(target) ?? (match[1] || "/"), 301);
  });
  app.use(applyRedirectRules(db));
  if (pageHandler) {
    app.get(
      "*",
      pageCache({
        seconds: env().PAGE_CACHE_SECONDS,
        maxEntries: 1000,
        notAfter: () => nextPriceChangeAt(db),
        db,
        policyWithScriptHashes,
        personalCookie: SESSION_COOKIE,
        personalize: async (request) => {
          const parts = await readPersonalParts(db, request);
          return parts && personalPartsBlock(parts);
        },
      }),
    );
    app.all("*", (c) =>
      pageHandler(
        c.req.raw,
        createPageContext({
          db,
          requestId: c.get("requestId"),
          nonce: c.get("secureHeadersNonce") ?? "",
          ip: clientIp(c),
          wakeMailWorker,
          payments,
          wakeWorkers,
          shopper: resolveShopper(db, { header: null, cookie: readSessionToken(c.req.raw) }),
        }),
      ),
    );
  }

  app.onError((error, c) => {
    if (c.req.path.startsWith("/api/")) return handleApiError(error, c);
    const t = translatorFor(readSiteFromPath(c.req.path).site);
    if (error instanceof AppError) return c.text(t(error.messageKey, error.values), error.status as 403);
    if (isDatabaseUnavailable(error)) {
      logger.warn("page answered 503: database unavailable", { path: c.req.path });
      c.header("Retry-After", "5");
      return c.text(t("i18n_error_unavailable"), 503);
    }
    logger.error("page error", { path: c.req.path, error });
    return c.text(t("i18n_error_internal"), 500);
  });
  return app;
}

async function logRequests(c: Context<ApiEnv>, next: () => Promise<void>) {
  if (env().LOG_LEVEL !== "debug") return next();
  const started = performance.now();
  await next();
  logRequest(c, c.res.status, performance.now() - started);
}

function logRequest(c: Context, status: number, ms: number) {
  if (env().LOG_LEVEL !== "debug") return;
  logger.debug("request", { method: c.req.method, path: c.req.path, status, ms: Math.round(ms) });
}

/**
 * Sets Cache-Control on what the next handler found. serveStatic's `onFound` runs after the response is made,
 * so a header it sets never reached the browser: the hashed assets went out without `immutable`.
 */
function cacheFor(value: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set("Cache-Control", value);
  };
}

/** URL paths of the files under `dir` outside the hashed assets/ folder, without their compressed copies. */
function listPublicFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map(
      (entry) => `/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`,
    )
    .filter((file) => !file.startsWith("/assets/") && !compressedCopy.test(file));
}

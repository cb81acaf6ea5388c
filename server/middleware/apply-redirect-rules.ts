import type { MiddlewareHandler } from "hono";
import type { Db } from "../../db/client.ts";
import { findRedirect } from "../../modules/redirects/find-redirect.ts";
import { readSiteFromPath } from "../request/read-site-from-path.ts";

// React Router's client fetches a page's data at `<path>.data` (`/_.data` for a path ending in a slash).
const dataSuffix = /(?:\/_)?\.data$/;

/**
 * The shop's redirect rules (ADR 0043), before the page cache and the pages: a GET or HEAD of a page path with a
 * rule answers its 301 or 302 with the request's query string kept. A local target stays on the request's site
 * (`/de/old` → `/de/new`). A data request of the client router gets the redirect in the router's own form.
 */
export function applyRedirectRules(db: Db): MiddlewareHandler {
  return async (c, next) => {
    if ((c.req.method !== "GET" && c.req.method !== "HEAD") || c.req.path.startsWith("/api/")) return next();
    // The raw path, percent-encoded as rules are stored.
    const url = new URL(c.req.url);
    const isData = dataSuffix.test(url.pathname);
    const { site, prefixed, rest } = readSiteFromPath(
      isData ? url.pathname.replace(dataSuffix, "") || "/" : url.pathname,
    );
    const redirect = await findRedirect(db, site.code, rest);
    if (!redirect) return next();
    if (isData) url.searchParams.delete("_routes");
    const location = withQuery(
      redirect.absolute ? redirect.to : `${prefixed ? `/${site.code}` : ""}${redirect.to}`,
      url.search,
    );
    if (!isData) return c.redirect(location, redirect.status);
    c.header("X-Remix-Redirect", location);
    c.header("X-Remix-Status", String(redirect.status));
    if (redirect.absolute) c.header("X-Remix-Reload-Document", "true");
    return c.body(null, 204);
  };
}

/** The target with the request's query added to its own. */
function withQuery(target: string, search: string): string {
  if (search.length <= 1) return target;
  return `${target}${target.includes("?") ? "&" : "?"}${search.slice(1)}`;
}

import { safeLocalPath } from "../../lib/safe-local-path.ts";
import { isSiteCode } from "../../lib/sites.ts";

/** The screens of the login layout that a signed-out shopper uses; a 401 there does not redirect again. */
const loginRoutes = new Set(["/user/login", "/user/register", "/user/reset"]);

/** `pathname` split into its site prefix (`/de`, or "" for the unprefixed us site) and the rest. */
export function splitSitePrefix(pathname: string): { prefix: string; rest: string } {
  const [, first, ...others] = pathname.split("/");
  if (isSiteCode(first)) return { prefix: `/${first}`, rest: `/${others.join("/")}` };
  return { prefix: "", rest: pathname || "/" };
}

export function isLoginRoute(pathname: string): boolean {
  return loginRoutes.has(splitSitePrefix(pathname).rest.replace(/\/$/, ""));
}

/** This site's login screen with `from` set to the page the shopper is on (spec sections 2 and 4). */
export function loginUrlFor(pathname: string, search = ""): string {
  const { prefix, rest } = splitSitePrefix(pathname);
  return `${prefix}/user/login?from=${encodeURIComponent(`${rest}${search}`)}`;
}

/**
 * Where to go after signing in: `from` when it is a path of this store (`safeLocalPath`) and not a login screen,
 * else `fallback`. The result has no site prefix; it is checked again without it, as `/de//host` is `//host` then.
 */
export function safeFromPath(from: string | null | undefined, fallback = "/personal/account"): string {
  const local = safeLocalPath(from);
  if (local === null) return fallback;
  const url = new URL(local, "http://store.invalid");
  const rest = splitSitePrefix(url.pathname).rest;
  const target = safeLocalPath(`${rest}${url.search}${url.hash}`);
  if (target === null || isLoginRoute(rest)) return fallback;
  return target;
}

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
 * Where to go after signing in: `from` when it is a path of this site (no scheme, no `//host`, no
 * backslash trick, not a login screen), else `fallback`. The result has no site prefix.
 */
export function safeFromPath(from: string | null | undefined, fallback = "/personal/account"): string {
  if (!from?.startsWith("/") || from.startsWith("//") || hasBackslashOrControl(from)) {
    return fallback;
  }
  const base = "http://store.invalid";
  let url: URL;
  try {
    url = new URL(from, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  const rest = splitSitePrefix(url.pathname).rest;
  if (isLoginRoute(rest)) return fallback;
  return `${rest}${url.search}${url.hash}`;
}

/** Browsers read `\` as `/` and drop tabs and newlines, so `/\host` or `/\t/host` could leave the site. */
function hasBackslashOrControl(path: string): boolean {
  return [...path].some((char) => char === "\\" || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

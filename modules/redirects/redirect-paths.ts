import { safeLocalPath } from "../../lib/safe-local-path.ts";
import { siteCodes } from "../../lib/sites.ts";

const sitePrefix = new RegExp(`^/(?:${siteCodes.join("|")})(?:/|$)`);
const absolute = /^https?:\/\//i;

/** A path without its trailing slash (`/` stays `/`): `/old/` and `/old` are the same page to a rule. */
export const withoutTrailingSlash = (path: string) =>
  path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;

/**
 * A rule's from path as stored and matched: a local path (printable ASCII, dot segments resolved), without query,
 * fragment, trailing slash or site prefix (the site is the rule's own field); null when it is not one.
 */
export function normalizeFromPath(value: string): string | null {
  const path = safeLocalPath(value.trim());
  if (!path || /[?#]/.test(path) || sitePrefix.test(path) || path === "/api" || path.startsWith("/api/"))
    return null;
  return withoutTrailingSlash(path);
}

export type RedirectTarget = { target: string; absolute: boolean };

/**
 * A rule's target: an absolute http(s) URL (normalized, without fragment), or a local path on the request's own site,
 * without site prefix or fragment, trailing slash removed, query kept; null when it is neither.
 */
export function normalizeTarget(value: string): RedirectTarget | null {
  const trimmed = value.trim();
  if (absolute.test(trimmed)) {
    if (trimmed.length > 2048) return null;
    try {
      const url = new URL(trimmed);
      if (url.username || url.password) return null;
      url.hash = "";
      return { target: url.href, absolute: true };
    } catch {
      return null;
    }
  }
  const local = safeLocalPath(trimmed);
  if (!local || local.includes("#")) return null;
  const [path = "/", query] = local.split("?", 2);
  if (sitePrefix.test(path) || path === "/api" || path.startsWith("/api/")) return null;
  return {
    target: `${withoutTrailingSlash(path)}${query === undefined ? "" : `?${query}`}`,
    absolute: false,
  };
}

/** The path part of a local target (what another rule's from path may match). */
export const targetPath = (target: string) => target.split("?", 1)[0] ?? target;

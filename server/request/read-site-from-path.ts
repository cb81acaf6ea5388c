import { isSiteCode, type Site, sites } from "../../lib/sites.ts";

export type PathSite = {
  site: Site;
  /** True when the path carries the site prefix (/us/... counts; / does not). */
  prefixed: boolean;
  /** The path without the site prefix, always starting with `/`. */
  rest: string;
};

/** The site a page path belongs to: its first segment when that is a site code, otherwise us. */
export function readSiteFromPath(pathname: string): PathSite {
  const [, first, ...others] = pathname.split("/");
  if (isSiteCode(first)) return { site: sites[first], prefixed: true, rest: `/${others.join("/")}` };
  return { site: sites.us, prefixed: false, rest: pathname || "/" };
}

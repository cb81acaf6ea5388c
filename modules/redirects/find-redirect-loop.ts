import { siteCodes } from "../../lib/sites.ts";
import { targetPath } from "./redirect-paths.ts";
import type { RedirectRule } from "./schemas.ts";

const absolute = /^https?:\/\//i;

/**
 * The paths of a loop that `rules` would form on some site, or null. A site's own rules and the all-sites rules
 * are taken together, even where a site's rule hides an all-sites rule for the same path, so deleting a rule
 * can never bring a loop to light. A target that is an absolute URL ends a chain.
 */
export function findRedirectLoop(rules: Pick<RedirectRule, "site" | "from" | "to">[]): string[] | null {
  for (const site of siteCodes) {
    const next = new Map<string, string[]>();
    for (const rule of rules) {
      if (rule.site !== null && rule.site !== site) continue;
      if (absolute.test(rule.to)) continue;
      next.set(rule.from, [...(next.get(rule.from) ?? []), targetPath(rule.to)]);
    }
    const done = new Set<string>();
    const visit = (path: string, trail: string[]): string[] | null => {
      if (trail.includes(path)) return [...trail.slice(trail.indexOf(path)), path];
      if (done.has(path)) return null;
      for (const to of next.get(path) ?? []) {
        const loop = visit(to, [...trail, path]);
        if (loop) return loop;
      }
      done.add(path);
      return null;
    };
    for (const from of next.keys()) {
      const loop = visit(from, []);
      if (loop) return loop;
    }
  }
  return null;
}

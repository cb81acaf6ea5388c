import type { Db } from "../../db/client.ts";
import type { SiteCode } from "../../lib/sites.ts";
import { loadRedirectTable, ruleKey } from "./load-redirect-table.ts";
import { targetPath, withoutTrailingSlash } from "./redirect-paths.ts";
import type { RedirectRule } from "./schemas.ts";

export type Redirect = { to: string; status: RedirectRule["status"]; absolute: boolean };

const absolute = /^https?:\/\//i;

/**
 * Where a page path of `site` (without its prefix) is sent, or null. A chain of rules is followed to its end here,
 * so the browser is redirected once: permanent (301) only when every rule on the way is. A site's own rule wins
 * over an all-sites rule for the same path; writes refuse loops, and a rule is never followed twice regardless.
 */
export async function findRedirect(db: Db, site: SiteCode, path: string): Promise<Redirect | null> {
  const table = await loadRedirectTable(db);
  if (table.size === 0) return null;
  let from = withoutTrailingSlash(path);
  let found: Redirect | null = null;
  let temporary = false;
  const followed = new Set<number>();
  for (;;) {
    const rule = table.get(ruleKey(site, from)) ?? table.get(ruleKey(null, from));
    if (!rule || followed.has(rule.id)) return found;
    followed.add(rule.id);
    const isAbsolute = absolute.test(rule.to);
    temporary ||= rule.status === 302;
    found = { to: rule.to, status: temporary ? 302 : 301, absolute: isAbsolute };
    if (isAbsolute) return found;
    from = targetPath(rule.to);
  }
}

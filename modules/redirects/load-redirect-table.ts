import type { Db } from "../../db/client.ts";
import { env } from "../../lib/env.ts";
import { readThrough } from "../../lib/read-cache.ts";
import { listRedirectRules } from "./list-redirect-rules.ts";
import type { RedirectRule } from "./schemas.ts";

/** The read cache's key of the redirect table; writers forget it (ADR 0024). */
export const redirectTableKey = "redirect-rules";

/** Every rule keyed `${site or *}|${from}`, kept like a catalogue read: one map lookup per page request. */
export function loadRedirectTable(db: Db): Promise<Map<string, RedirectRule>> {
  return readThrough(db, redirectTableKey, env().CATALOG_CACHE_SECONDS * 1000, async () => {
    const rules = await listRedirectRules(db);
    return new Map(rules.map((rule) => [ruleKey(rule.site, rule.from), rule]));
  });
}

export const ruleKey = (site: string | null, from: string) => `${site ?? "*"}|${from}`;

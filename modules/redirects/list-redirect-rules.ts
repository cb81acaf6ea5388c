import { asc } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import type { RedirectRule } from "./schemas.ts";
import { redirectRules } from "./tables.ts";

/** Every redirect rule, by from path, then site (all-sites rules last). */
export async function listRedirectRules(db: Db | Tx): Promise<RedirectRule[]> {
  const rows = await db
    .select({
      id: redirectRules.id,
      site: redirectRules.site,
      from: redirectRules.fromPath,
      to: redirectRules.target,
      status: redirectRules.status,
    })
    .from(redirectRules)
    .orderBy(asc(redirectRules.fromPath), asc(redirectRules.site));
  return rows as RedirectRule[];
}

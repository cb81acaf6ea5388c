import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { lockKey } from "../../db/lock-key.ts";
import { AppError } from "../../lib/errors.ts";
import { forgetCachedAnswers } from "../../lib/read-cache.ts";
import { findRedirectLoop } from "./find-redirect-loop.ts";
import { listRedirectRules } from "./list-redirect-rules.ts";
import { redirectTableKey } from "./load-redirect-table.ts";
import { type RedirectRule, type RedirectRuleInput, redirectRuleBody } from "./schemas.ts";
import { redirectRules } from "./tables.ts";

/**
 * Adds the rule, or replaces the one of the same site and from path. A rule that points to itself or closes a
 * loop with the others is refused (409, naming the loop), under one lock so two racing writes cannot close one
 * together. This process forgets its cached table at once; other processes within CATALOG_CACHE_SECONDS.
 */
export async function saveRedirectRule(db: Db, input: RedirectRuleInput): Promise<RedirectRule> {
  const parsed = redirectRuleBody.safeParse(input);
  if (!parsed.success) {
    const messageKey = parsed.error.issues[0]?.message ?? "i18n_error_invalid_value";
    throw new AppError("BAD_REQUEST", messageKey, {
      fields: parsed.error.issues.map((issue) => ({
        field: String(issue.path[0]),
        messageKey: issue.message,
      })),
    });
  }
  const { site, from, to, status } = parsed.data;
  const saved = await db.transaction(async (tx) => {
    await lockKey(tx, "redirect-rules");
    const others = (await listRedirectRules(tx)).filter((rule) => rule.site !== site || rule.from !== from);
    const loop = findRedirectLoop([...others, { site, from, to }]);
    if (loop) throw new AppError("CONFLICT", "i18n_redirect_loop", { values: { paths: loop.join(" → ") } });
    const sameRule = and(
      site === null ? isNull(redirectRules.site) : eq(redirectRules.site, site),
      eq(redirectRules.fromPath, from),
    );
    const [updated] = await tx
      .update(redirectRules)
      .set({ target: to, status, updatedAt: new Date() })
      .where(sameRule)
      .returning({ id: redirectRules.id });
    if (updated) return updated;
    const [inserted] = await tx
      .insert(redirectRules)
      .values({ site, fromPath: from, target: to, status })
      .returning({ id: redirectRules.id });
    if (!inserted) throw new Error("redirect rule not saved");
    return inserted;
  });
  forgetCachedAnswers(db, redirectTableKey);
  return { id: saved.id, site, from, to, status };
}

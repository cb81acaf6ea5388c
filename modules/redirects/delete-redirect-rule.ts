import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { forgetCachedAnswers } from "../../lib/read-cache.ts";
import { redirectTableKey } from "./load-redirect-table.ts";
import { redirectRules } from "./tables.ts";

/** Removes a rule by its id (404 when there is none); removing never forms a loop (see findRedirectLoop). */
export async function deleteRedirectRule(db: Db, id: number): Promise<void> {
  const deleted = await db
    .delete(redirectRules)
    .where(eq(redirectRules.id, id))
    .returning({ id: redirectRules.id });
  if (deleted.length === 0) throw new AppError("NOT_FOUND", "i18n_redirect_not_found", { values: { id } });
  forgetCachedAnswers(db, redirectTableKey);
}

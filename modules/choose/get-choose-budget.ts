import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import type { Site } from "../../lib/sites.ts";
import { chooseBudgets } from "./tables.ts";

export type ChooseBudget = { amount: number; currencyCode: string };

/** The site's budget threshold; without one the quiz cannot ask its budget question there. */
export async function getChooseBudget(db: Db, site: Site): Promise<ChooseBudget> {
  const [row] = await db
    .select({ amount: chooseBudgets.amount, currencyCode: chooseBudgets.currency })
    .from(chooseBudgets)
    .where(eq(chooseBudgets.site, site.code));
  if (!row) throw new AppError("NOT_FOUND", "i18n_choose_unavailable");
  return row;
}

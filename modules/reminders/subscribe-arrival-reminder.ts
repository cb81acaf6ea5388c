import { isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import type { Site } from "../../lib/sites.ts";
import { normalizeEmail } from "../accounts/normalize-email.ts";
import { findSpecOnSite } from "../catalog/find-spec-on-site.ts";
import { PUBLISHED } from "../catalog/publish-state.ts";
import type { ArrivalReminder, ArrivalReminderBody } from "./schemas.ts";
import { arrivalReminders } from "./tables.ts";

/**
 * Subscribes an e-mail address to the restock of a spec that is out of stock or whose goods are delisted.
 * Subscribing again is not an error: the first subscription stands (`created: false`), unless it was already
 * mailed, when the spec sold out again since: then it waits for the next restock (`created: true`).
 */
export async function subscribeArrivalReminder(
  db: Db,
  site: Site,
  input: ArrivalReminderBody,
): Promise<ArrivalReminder> {
  const spec = await findSpecOnSite(db, site, { goodsId: input.goodsId, specId: input.specId });
  if (!spec) throw new AppError("NOT_FOUND", "i18n_product_reminder_spec_not_found");
  if (spec.publish === PUBLISHED && spec.stock > 0)
    throw new AppError("CONFLICT", "i18n_product_reminder_in_stock");

  const email = normalizeEmail(input.email);
  const inserted = await db
    .insert(arrivalReminders)
    .values({ goodsId: input.goodsId, specId: input.specId, email, site: site.code })
    .onConflictDoUpdate({
      target: [arrivalReminders.specId, arrivalReminders.email],
      set: { site: site.code, createdAt: sql`now()`, notifiedAt: null },
      setWhere: isNotNull(arrivalReminders.notifiedAt),
    })
    .returning({ id: arrivalReminders.id });
  return { goodsId: input.goodsId, specId: input.specId, email, created: inserted.length > 0 };
}

import { and, count, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { lockKey } from "../../db/lock-key.ts";
import { AppError } from "../../lib/errors.ts";
import { supportEntries, supportFeedback } from "./tables.ts";

/** "Did this help?" answers one IP may give in an hour: enough for a reader, too few to skew the counts. */
const PER_IP_PER_HOUR = 30;

/** Records a yes or no on a troubleshooting guide or tutorial (ADR 0034); an unknown entry is not found. */
export async function recordSupportFeedback(
  db: Db,
  slug: string,
  helpful: boolean,
  ip: string,
  now = new Date(),
): Promise<void> {
  const [entry] = await db
    .select({ id: supportEntries.id })
    .from(supportEntries)
    .where(eq(supportEntries.slug, slug))
    .limit(1);
  if (!entry) throw new AppError("NOT_FOUND", "i18n_error_page_not_found");
  await db.transaction(async (tx) => {
    await lockKey(tx, `support-feedback|${ip}`);
    const [recent] = await tx
      .select({ n: count() })
      .from(supportFeedback)
      .where(
        and(
          eq(supportFeedback.requestedIp, ip),
          gt(supportFeedback.createdAt, new Date(now.getTime() - 3_600_000)),
        ),
      );
    if ((recent?.n ?? 0) >= PER_IP_PER_HOUR) throw new AppError("RATE_LIMITED", "i18n_error_rate_limited");
    await tx.insert(supportFeedback).values({ entryId: entry.id, helpful, requestedIp: ip, createdAt: now });
  });
}

import { and, inArray, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { env } from "../../lib/env.ts";
import { loginFailures, sessions, verificationCodes } from "../accounts/tables.ts";
import { cartMerges } from "../cart/tables.ts";
import { mailJobs } from "../notifications/tables.ts";
import { reviewUploadGrants, reviewUploads } from "../reviews/tables.ts";

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

/** How long rows no rule reads any more are kept, for looking into what happened (ADR 0023). */
export const retention = {
  /** Codes live 10 minutes, sign-in failures count for 15, upload limits for an hour. */
  shortLivedMs: dayMs,
  /** A local cart merged again after this long is merged anew. */
  cartMergesMs: 30 * dayMs,
  /** Sent, failed or kept mails: long enough to look into a delivery complaint, no longer (they hold addresses). */
  mailsMs: 14 * dayMs,
};

type Purge = { table: PgTable; stale: SQL | undefined };

/**
 * Deletes the rows that have outlived their use: ended sessions, old codes and sign-in failures, expired upload
 * grants and failed upload attempts, old cart-merge records and old mails. Safe to run on several instances
 * at once; each statement is independent.
 */
export async function purgeStaleRows(db: Db, now = new Date()) {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const { shortLivedMs, cartMergesMs, mailsMs } = retention;
  const purges = {
    sessions: {
      table: sessions,
      stale: or(
        lt(sessions.expiresAt, now),
        lt(sessions.lastSeenAt, before(env().SESSION_IDLE_DAYS * dayMs)),
      ),
    },
    verificationCodes: {
      table: verificationCodes,
      stale: lt(verificationCodes.expiresAt, before(shortLivedMs)),
    },
    loginFailures: { table: loginFailures, stale: lt(loginFailures.at, before(shortLivedMs)) },
    uploadGrants: {
      table: reviewUploadGrants,
      stale: lt(reviewUploadGrants.expiresAt, before(shortLivedMs)),
    },
    // Attempts that stored no photo; a stored photo's row proves who may attach it, so it stays.
    uploadAttempts: {
      table: reviewUploads,
      stale: and(isNull(reviewUploads.mediaKey), lt(reviewUploads.createdAt, before(shortLivedMs))),
    },
    cartMerges: { table: cartMerges, stale: lt(cartMerges.mergedAt, before(cartMergesMs)) },
    mails: {
      table: mailJobs,
      stale: and(
        inArray(mailJobs.status, ["sent", "failed", "kept"]),
        lt(mailJobs.createdAt, before(mailsMs)),
      ),
    },
  } satisfies Record<string, Purge>;
  const counts = {} as Record<keyof typeof purges, number>;
  for (const [name, { table, stale }] of Object.entries(purges) as [keyof typeof purges, Purge][]) {
    counts[name] = (await db.delete(table).where(stale).returning({ one: sql`1` })).length;
  }
  return counts;
}

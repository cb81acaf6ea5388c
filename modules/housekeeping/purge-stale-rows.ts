import { and, inArray, isNull, lt, or } from "drizzle-orm";
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

export type PurgeCounts = Record<
  | "sessions"
  | "verificationCodes"
  | "loginFailures"
  | "uploadGrants"
  | "uploadAttempts"
  | "cartMerges"
  | "mails",
  number
>;

/**
 * Deletes the rows that have outlived their use: ended sessions, old codes and sign-in failures, expired upload
 * grants and failed upload attempts, old cart-merge records and old mails. Safe to run on several instances
 * at once; each statement is independent.
 */
export async function purgeStaleRows(db: Db, now = new Date()): Promise<PurgeCounts> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const count = async (query: Promise<unknown[]>) => (await query).length;
  const { shortLivedMs, cartMergesMs, mailsMs } = retention;
  return {
    sessions: await count(
      db
        .delete(sessions)
        .where(
          or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, before(env().SESSION_IDLE_DAYS * dayMs))),
        )
        .returning({ id: sessions.id }),
    ),
    verificationCodes: await count(
      db
        .delete(verificationCodes)
        .where(lt(verificationCodes.expiresAt, before(shortLivedMs)))
        .returning({ id: verificationCodes.id }),
    ),
    loginFailures: await count(
      db
        .delete(loginFailures)
        .where(lt(loginFailures.at, before(shortLivedMs)))
        .returning({ id: loginFailures.id }),
    ),
    uploadGrants: await count(
      db
        .delete(reviewUploadGrants)
        .where(lt(reviewUploadGrants.expiresAt, before(shortLivedMs)))
        .returning({ id: reviewUploadGrants.id }),
    ),
    // Attempts that stored no photo; a stored photo's row proves who may attach it, so it stays.
    uploadAttempts: await count(
      db
        .delete(reviewUploads)
        .where(and(isNull(reviewUploads.mediaKey), lt(reviewUploads.createdAt, before(shortLivedMs))))
        .returning({ id: reviewUploads.id }),
    ),
    cartMerges: await count(
      db
        .delete(cartMerges)
        .where(lt(cartMerges.mergedAt, before(cartMergesMs)))
        .returning({ localId: cartMerges.localId }),
    ),
    mails: await count(
      db
        .delete(mailJobs)
        .where(
          and(inArray(mailJobs.status, ["sent", "failed", "kept"]), lt(mailJobs.createdAt, before(mailsMs))),
        )
        .returning({ id: mailJobs.id }),
    ),
  };
}

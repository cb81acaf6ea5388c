import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { prepareOnce } from "../../db/prepare-once.ts";
import { env } from "../../lib/env.ts";
import { recallSession, rememberSession } from "./session-cache.ts";
import { hashToken } from "./start-session.ts";
import { sessions } from "./tables.ts";

const dayMs = 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so a busy shopper does not cost a write per request. */
const touchEveryMs = 60 * 1000;

const selectSession = prepareOnce((db: Db) =>
  db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("tokenHash")),
        gt(sessions.expiresAt, sql.placeholder("now")),
      ),
    )
    .limit(1)
    .prepare("find_session"),
);

/** The customer behind `token`, or null when the token is unknown, idle too long or past its absolute end. */
export async function findSession(
  db: Db,
  token: string | null | undefined,
): Promise<{ customerId: number; expiresAt: Date } | null> {
  if (!token || token.length > 200) return null;
  const now = new Date();
  const tokenHash = hashToken(token);
  const recalled = recallSession(db, tokenHash, now.getTime());
  // A recalled session still expires on time, and is read again when its last use is due to be written.
  if (recalled && recalled.expiresAt > now && now.getTime() - recalled.lastSeenAt.getTime() <= touchEveryMs) {
    return { customerId: recalled.customerId, expiresAt: recalled.expiresAt };
  }
  const [session] = await selectSession(db).execute({ tokenHash, now: now.toISOString() });
  if (!session) return null;
  if (now.getTime() - session.lastSeenAt.getTime() > env().SESSION_IDLE_DAYS * dayMs) {
    await db.delete(sessions).where(eq(sessions.id, session.id));
    return null;
  }
  let lastSeenAt = session.lastSeenAt;
  if (now.getTime() - lastSeenAt.getTime() > touchEveryMs) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
    lastSeenAt = now;
  }
  rememberSession(
    db,
    tokenHash,
    { customerId: session.customerId, expiresAt: session.expiresAt, lastSeenAt },
    now.getTime(),
  );
  return { customerId: session.customerId, expiresAt: session.expiresAt };
}

import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { env } from "../../lib/env.ts";
import { hashToken } from "./start-session.ts";
import { sessions } from "./tables.ts";

const dayMs = 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so a busy shopper does not cost a write per request. */
const touchEveryMs = 60 * 1000;

/** The customer behind `token`, or null when the token is unknown, idle too long or past its absolute end. */
export async function findSession(
  db: Db,
  token: string | null | undefined,
): Promise<{ customerId: number; expiresAt: Date } | null> {
  if (!token || token.length > 200) return null;
  const now = new Date();
  const [session] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!session) return null;
  if (now.getTime() - session.lastSeenAt.getTime() > env().SESSION_IDLE_DAYS * dayMs) {
    await db.delete(sessions).where(eq(sessions.id, session.id));
    return null;
  }
  if (now.getTime() - session.lastSeenAt.getTime() > touchEveryMs) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
  }
  return { customerId: session.customerId, expiresAt: session.expiresAt };
}

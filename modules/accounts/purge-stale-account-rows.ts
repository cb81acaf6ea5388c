import { lt, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { deleteCounted } from "../../db/delete-counted.ts";
import { env } from "../../lib/env.ts";
import { loginFailures, sessions, verificationCodes } from "./tables.ts";

const dayMs = 24 * 60 * 60 * 1000;

/** Codes live 10 minutes and sign-in failures count for 15; a day more is kept for looking into a complaint. */
const shortLivedMs = dayMs;

/**
 * Deletes sessions past their absolute end or idle longer than `SESSION_IDLE_DAYS`, verification codes
 * expired more than a day ago and sign-in failures older than a day (ADR 0023). Each delete is independent.
 */
export async function purgeStaleAccountRows(db: Db, now = new Date()) {
  const before = (ms: number) => new Date(now.getTime() - ms);
  return {
    sessions: await deleteCounted(
      db,
      sessions,
      or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, before(env().SESSION_IDLE_DAYS * dayMs))),
    ),
    verificationCodes: await deleteCounted(
      db,
      verificationCodes,
      lt(verificationCodes.expiresAt, before(shortLivedMs)),
    ),
    loginFailures: await deleteCounted(db, loginFailures, lt(loginFailures.at, before(shortLivedMs))),
  };
}

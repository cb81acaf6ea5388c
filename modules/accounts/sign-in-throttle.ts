import { and, count, eq, gt } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { loginFailures } from "./tables.ts";

const windowMs = 15 * 60 * 1000;
const maxFailuresPerAccount = 10;
const maxFailuresPerIp = 50;

/** Who tried a password: the account's e-mail and the caller's address. */
export type PasswordAttempt = { email: string; ip: string };

/**
 * True once the address has 10 wrong passwords or the IP 50 in the last 15 minutes (ADR 0011). Wrong
 * passwords at sign-in and at a password change count alike, so neither door gives more guesses.
 */
export async function isPasswordLocked(db: Db, attempt: PasswordAttempt): Promise<boolean> {
  const since = new Date(Date.now() - windowMs);
  const [[byAccount], [byIp]] = await Promise.all([
    db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.email, attempt.email), gt(loginFailures.at, since))),
    db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.ip, attempt.ip), gt(loginFailures.at, since))),
  ]);
  return (byAccount?.n ?? 0) >= maxFailuresPerAccount || (byIp?.n ?? 0) >= maxFailuresPerIp;
}

export async function recordWrongPassword(db: Db, attempt: PasswordAttempt): Promise<void> {
  await db.insert(loginFailures).values(attempt);
}

/** Forgets the address's wrong passwords, once its owner proved to know the password or reset it. */
export async function clearWrongPasswords(db: Db | Tx, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}

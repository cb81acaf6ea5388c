import { and, count, eq, gt } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { lockKey } from "../../db/lock-key.ts";
import { loginFailures } from "./tables.ts";

const windowMs = 15 * 60 * 1000;
const maxFailuresPerAccount = 10;
const maxFailuresPerIp = 50;

/** Who tried a password: the account's e-mail and the caller's address. */
export type PasswordAttempt = { email: string; ip: string };

/**
 * Takes one guess at the address's password, or answers false once the address has 10 wrong passwords or the IP
 * 50 in the last 15 minutes (ADR 0011). The guess is recorded as wrong before the password is checked, under the
 * address's and the IP's locks, so guesses racing in parallel count against the limit while they are checked;
 * a right password clears them. Sign-in and a password change count alike, so neither door gives more guesses.
 */
export async function takePasswordGuess(db: Db, attempt: PasswordAttempt): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Always the address before the IP: two guesses never wait on each other's second lock.
    await lockKey(tx, `password-guess:email:${attempt.email}`);
    await lockKey(tx, `password-guess:ip:${attempt.ip}`);
    const since = new Date(Date.now() - windowMs);
    const [[byAccount], [byIp]] = await Promise.all([
      tx
        .select({ n: count() })
        .from(loginFailures)
        .where(and(eq(loginFailures.email, attempt.email), gt(loginFailures.at, since))),
      tx
        .select({ n: count() })
        .from(loginFailures)
        .where(and(eq(loginFailures.ip, attempt.ip), gt(loginFailures.at, since))),
    ]);
    if ((byAccount?.n ?? 0) >= maxFailuresPerAccount || (byIp?.n ?? 0) >= maxFailuresPerIp) return false;
    await tx.insert(loginFailures).values(attempt);
    return true;
  });
}

/** Forgets the address's wrong passwords, once its owner proved to know the password or reset it. */
export async function clearWrongPasswords(db: Db | Tx, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}

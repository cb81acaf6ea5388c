import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { decoyPasswordHash, verifyPassword } from "./hash-password.ts";
import { normalizeEmail } from "./normalize-email.ts";
import { clearWrongPasswords, takePasswordGuess } from "./sign-in-throttle.ts";
import { startSession } from "./start-session.ts";
import { customers } from "./tables.ts";

/**
 * Signs in with e-mail and password. An unknown e-mail and a wrong password get the same answer after the same
 * work (a decoy hash is checked); 10 failures on one address or 50 from one IP in 15 minutes answer 429.
 */
export async function logIn(
  db: Db,
  input: { email: string; password: string; ip: string },
): Promise<{ token: string; expiresAt: Date; customerId: number }> {
  const email = normalizeEmail(input.email);
  if (!(await takePasswordGuess(db, { email, ip: input.ip })))
    throw new AppError("RATE_LIMITED", "i18n_error_login_locked");
  const [account] = await db
    .select({ id: customers.id, passwordHash: customers.passwordHash })
    .from(customers)
    .where(eq(customers.email, email))
    .limit(1);
  const matches = await verifyPassword(input.password, account?.passwordHash ?? (await decoyPasswordHash()));
  if (!account?.passwordHash || !matches) throw new AppError("BAD_REQUEST", "i18n_error_login_failed");
  await clearWrongPasswords(db, email);
  return { ...(await startSession(db, account.id)), customerId: account.id };
}

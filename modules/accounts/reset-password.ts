import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { hashPasswordWithCode } from "./hash-password-with-code.ts";
import { normalizeEmail } from "./normalize-email.ts";
import { forgetCustomerSessions } from "./session-cache.ts";
import { clearWrongPasswords } from "./sign-in-throttle.ts";
import { startSession } from "./start-session.ts";
import { customers, sessions } from "./tables.ts";

/**
 * Sets a new password with a code mailed for `reset`, ends every session of the account, lifts a sign-in lock,
 * and signs this browser in.
 */
export async function resetPassword(
  db: Db,
  input: { email: string; captcha: string; password: string },
): Promise<{ token: string; expiresAt: Date; customerId: number }> {
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPasswordWithCode(db, { ...input, email, purpose: "reset" });
  const customerId = await db.transaction(async (tx) => {
    const [account] = await tx
      .update(customers)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(customers.email, email))
      .returning({ id: customers.id });
    if (!account) throw new AppError("BAD_REQUEST", "i18n_error_captcha_invalid");
    await tx.delete(sessions).where(eq(sessions.customerId, account.id));
    await clearWrongPasswords(tx, email);
    return account.id;
  });
  forgetCustomerSessions(db, customerId);
  return { ...(await startSession(db, customerId)), customerId };
}

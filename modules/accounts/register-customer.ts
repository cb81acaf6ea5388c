import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { hashPasswordWithCode } from "./hash-password-with-code.ts";
import { normalizeEmail } from "./normalize-email.ts";
import { startSession } from "./start-session.ts";
import { customers } from "./tables.ts";

/** Creates the account of a verified e-mail and signs it in. */
export async function registerCustomer(
  db: Db,
  input: { email: string; captcha: string; password: string },
): Promise<{ token: string; expiresAt: Date; customerId: number }> {
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPasswordWithCode(db, { ...input, email, purpose: "register" });
  const [created] = await db
    .insert(customers)
    .values({ email, passwordHash, emailVerifiedAt: new Date() })
    .onConflictDoNothing({ target: customers.email })
    .returning({ id: customers.id });
  // A register code is only ever mailed to an address without an account, so this is a race of two tabs.
  if (!created) throw new AppError("CONFLICT", "i18n_error_captcha_invalid");
  return { ...(await startSession(db, created.id)), customerId: created.id };
}

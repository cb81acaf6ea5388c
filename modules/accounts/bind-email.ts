import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { normalizeEmail } from "./normalize-email.ts";
import { assertNoEmailYet } from "./send-bind-email-captcha.ts";
import { customers } from "./tables.ts";
import { consumeVerificationCode } from "./verification-codes.ts";

const emailTaken = () =>
  new AppError("CONFLICT", "i18n_error_email_taken", {
    fields: [{ field: "email", messageKey: "i18n_error_email_taken" }],
  });

/**
 * Binds a verified e-mail to the signed-in account that has none. The code comes first: only the owner of the
 * mailbox can learn here that the address is taken (a taken address never gets a bind code, so this refusal
 * answers the case where another account took it after the code was mailed).
 */
export async function bindEmail(
  db: Db,
  input: { customerId: number; email: string; captcha: string },
): Promise<void> {
  const email = normalizeEmail(input.email);
  await assertNoEmailYet(db, input.customerId);
  await consumeVerificationCode(db, { email, purpose: "bind", code: input.captcha });
  const [owner] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, email))
    .limit(1);
  if (owner) throw emailTaken();
  try {
    const [bound] = await db
      .update(customers)
      .set({ email, emailVerifiedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(customers.id, input.customerId), isNull(customers.email)))
      .returning({ id: customers.id });
    if (!bound) throw new AppError("CONFLICT", "i18n_error_email_already_bound");
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** PostgreSQL's unique_violation, as both drivers report it (directly or as the cause of Drizzle's error). */
function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return candidate?.code === "23505" || candidate?.cause?.code === "23505";
}

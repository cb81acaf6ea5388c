import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import type { MailTexts } from "./mail-texts.ts";
import { sendCaptcha } from "./send-captcha.ts";
import { customers } from "./tables.ts";

/**
 * Mails a code for binding `email` to the signed-in account, which must have no e-mail yet (an account handed
 * over by the native app). Like sendCaptcha, the answer does not tell whether `email` belongs to another
 * account: that address gets a notice instead of a code.
 */
export async function sendBindEmailCaptcha(
  db: Db,
  input: { customerId: number; email: string; ip: string; texts: MailTexts },
): Promise<void> {
  await assertNoEmailYet(db, input.customerId);
  await sendCaptcha(db, { email: input.email, purpose: "bind", ip: input.ip, texts: input.texts });
}

/** Refuses (409) an account that already has an e-mail: it is changed only by binding a first one. */
export async function assertNoEmailYet(db: Db, customerId: number): Promise<void> {
  const [account] = await db
    .select({ email: customers.email })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!account) throw new AppError("UNAUTHORIZED", "i18n_error_unauthorized");
  if (account.email) throw new AppError("CONFLICT", "i18n_error_email_already_bound");
}

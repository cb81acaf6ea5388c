import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { enqueueMail } from "../notifications/enqueue-mail.ts";
import { renderMail } from "../notifications/render-mail.ts";
import type { MailTexts } from "./mail-texts.ts";
import { normalizeEmail } from "./normalize-email.ts";
import { customers } from "./tables.ts";
import { type CodePurpose, issueVerificationCode } from "./verification-codes.ts";

/**
 * Mails a verification code for registering, resetting or binding. The caller's answer never depends on the
 * address being known: an address that already has an account gets a notice instead of a register or bind
 * code, an unknown one gets no reset code, and the limits count every request alike.
 */
export async function sendCaptcha(
  db: Db,
  input: { email: string; purpose: CodePurpose; ip: string; texts: MailTexts },
): Promise<void> {
  const email = normalizeEmail(input.email);
  const [account] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, email))
    .limit(1);
  const send = input.purpose === "reset" ? (account ? "code" : "nothing") : account ? "notice" : "code";
  const { t, lang } = input.texts;
  await db.transaction(async (tx) => {
    const code = await issueVerificationCode(tx, {
      email,
      purpose: input.purpose,
      ip: input.ip,
      deliverable: send === "code",
    });
    if (send === "code") {
      await enqueueMail(
        tx,
        renderMail({
          to: email,
          lang,
          subject: t("i18n_mail_code_subject", { code }),
          heading: t(`i18n_mail_code_heading_${input.purpose}`),
          paragraphs: [t("i18n_mail_code_text")],
          highlight: code,
          footer: t("i18n_mail_footer"),
        }),
      );
    } else if (send === "notice") {
      await enqueueMail(
        tx,
        renderMail({
          to: email,
          lang,
          subject: t("i18n_mail_exists_subject"),
          heading: t("i18n_mail_exists_subject"),
          paragraphs: [t(input.purpose === "bind" ? "i18n_mail_exists_bind_text" : "i18n_mail_exists_text")],
          footer: t("i18n_mail_footer"),
        }),
      );
    }
  });
}

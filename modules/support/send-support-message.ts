import { and, count, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { lockKey } from "../../db/lock-key.ts";
import { translatorFor } from "../../i18n/messages.ts";
import { env } from "../../lib/env.ts";
import { AppError } from "../../lib/errors.ts";
import type { Site } from "../../lib/sites.ts";
import { enqueueMail } from "../notifications/enqueue-mail.ts";
import { renderMail } from "../notifications/render-mail.ts";
import type { SupportMessageBody } from "./schemas.ts";
import { supportMessages } from "./tables.ts";

/** The reference a shopper quotes: S- and the message's number, six digits at least. */
export const ticketOf = (id: number) => `S-${String(id).padStart(6, "0")}`;

/**
 * Keeps a contact-form message for the shop's staff and mails the sender an acknowledgement with its reference,
 * in the site's language, in one transaction. One IP may send SUPPORT_MESSAGES_PER_IP_PER_HOUR an hour.
 */
export async function sendSupportMessage(
  db: Db,
  site: Site,
  input: SupportMessageBody,
  ip: string,
  now = new Date(),
): Promise<{ ticket: string }> {
  return db.transaction(async (tx) => {
    await lockKey(tx, `support-message|${ip}`);
    const [recent] = await tx
      .select({ n: count() })
      .from(supportMessages)
      .where(
        and(
          eq(supportMessages.requestedIp, ip),
          gt(supportMessages.createdAt, new Date(now.getTime() - 3_600_000)),
        ),
      );
    if ((recent?.n ?? 0) >= env().SUPPORT_MESSAGES_PER_IP_PER_HOUR)
      throw new AppError("RATE_LIMITED", "i18n_support_error_rate");
    const [saved] = await tx
      .insert(supportMessages)
      .values({
        site: site.code,
        name: input.name,
        email: input.email,
        goodsId: input.goodsId ?? null,
        message: input.message,
        requestedIp: ip,
        createdAt: now,
      })
      .returning({ id: supportMessages.id });
    if (!saved) throw new Error("support message not saved");
    const ticket = ticketOf(saved.id);
    const t = translatorFor(site);
    await enqueueMail(
      tx,
      renderMail({
        to: input.email,
        lang: site.lang,
        subject: t("i18n_support_mail_subject", { ticket }),
        heading: t("i18n_support_mail_heading", { name: input.name }),
        paragraphs: [t("i18n_support_mail_text", { ticket }), input.message],
        footer: t("i18n_mail_footer"),
      }),
    );
    return { ticket };
  });
}

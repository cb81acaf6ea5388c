import { and, count, eq, gt } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { lockKey } from "../../db/lock-key.ts";
import { translatorFor } from "../../i18n/messages.ts";
import { env } from "../../lib/env.ts";
import { AppError } from "../../lib/errors.ts";
import type { Site } from "../../lib/sites.ts";
import { storeUploadedImage } from "../media/store-uploaded-image.ts";
import { enqueueMail } from "../notifications/enqueue-mail.ts";
import { renderMail } from "../notifications/render-mail.ts";
import type { SupportMessageBody } from "./schemas.ts";
import { supportMessages } from "./tables.ts";

/** The reference a shopper quotes: S- and the message's number, six digits at least. */
export const ticketOf = (id: number) => `S-${String(id).padStart(6, "0")}`;

/**
 * Keeps a contact-form message for the shop's staff and mails the sender an acknowledgement with its reference,
 * in the site's language, in one transaction. One IP may send SUPPORT_MESSAGES_PER_IP_PER_HOUR an hour. A photo
 * passes the upload rules of review photos (ADR 0019) or the message is refused with that rule's message; it is
 * checked and re-encoded before the transaction, so the per-IP lock is never held while an image is decoded.
 */
export async function sendSupportMessage(
  db: Db,
  site: Site,
  input: SupportMessageBody,
  ip: string,
  { photo = null, now = new Date() }: { photo?: Blob | null; now?: Date } = {},
): Promise<{ ticket: string }> {
  let photoKey: string | null = null;
  if (photo) {
    // A sender past the limit is refused before their photo costs any work.
    await refuseOverLimit(db, ip, now);
    photoKey = await storeUploadedImage(photo, "support");
  }
  return db.transaction(async (tx) => {
    await lockKey(tx, `support-message|${ip}`);
    await refuseOverLimit(tx, ip, now);
    const [saved] = await tx
      .insert(supportMessages)
      .values({
        site: site.code,
        name: input.name,
        email: input.email,
        goodsId: input.goodsId ?? null,
        message: input.message,
        photoKey,
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

async function refuseOverLimit(db: Db | Tx, ip: string, now: Date): Promise<void> {
  const [recent] = await db
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
}

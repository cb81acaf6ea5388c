import type { Tx } from "../../db/client.ts";
import { translatorFor } from "../../i18n/messages.ts";
import type { Site } from "../../lib/sites.ts";
import { enqueueMail } from "../notifications/enqueue-mail.ts";
import { renderMail } from "../notifications/render-mail.ts";
import { REVIEW_CONFIRM_VALID_MS, reviewConfirmLink } from "./review-confirm-link.ts";

/**
 * Mails the address a visitor's review was written with, in the site's language: the link that confirms it,
 * or, when `token` is null because the address has already reviewed the product, a note saying the new review
 * will not be shown. The poster hears the same answer either way; only the mailbox's owner learns which.
 */
export async function mailReviewConfirmation(
  tx: Tx,
  input: { site: Site; email: string; product: string; token: string | null; publicUrl: string },
): Promise<void> {
  const t = translatorFor(input.site);
  const common = { to: input.email, lang: input.site.lang, footer: t("i18n_mail_footer") };
  if (input.token === null) {
    await enqueueMail(
      tx,
      renderMail({
        ...common,
        subject: t("i18n_review_mail_known_subject"),
        heading: t("i18n_review_mail_known_heading"),
        paragraphs: [t("i18n_review_mail_known_text", { product: input.product })],
      }),
    );
    return;
  }
  await enqueueMail(
    tx,
    renderMail({
      ...common,
      subject: t("i18n_review_mail_confirm_subject"),
      heading: t("i18n_review_mail_confirm_heading"),
      paragraphs: [
        t("i18n_review_mail_confirm_text", {
          product: input.product,
          days: REVIEW_CONFIRM_VALID_MS / 86_400_000,
        }),
        t("i18n_review_mail_confirm_ignore"),
      ],
      action: {
        label: t("i18n_review_confirm_action"),
        url: reviewConfirmLink(input.token, input.site, input.publicUrl),
      },
    }),
  );
}

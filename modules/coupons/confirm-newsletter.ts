import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { translatorFor } from "../../i18n/messages.ts";
import { AppError } from "../../lib/errors.ts";
import { dateTimeFormat } from "../../lib/intl-formats.ts";
import { formatWholeMoney } from "../../lib/money.ts";
import type { Site } from "../../lib/sites.ts";
import { normalizeEmail } from "../accounts/normalize-email.ts";
import { enqueueMail } from "../notifications/enqueue-mail.ts";
import { renderMail } from "../notifications/render-mail.ts";
import { issueCoupon } from "./issue-coupon.ts";
import { findNewsletterCampaign } from "./newsletter-campaign.ts";
import { isNewsletterLinkValid, newsletterLink } from "./newsletter-links.ts";
import { NEWSLETTER_COUPON_AMOUNT } from "./schemas.ts";
import { newsletterSubscriptions } from "./tables.ts";

/**
 * The confirmation link of a signup: a pending subscription becomes confirmed and gets the site's newsletter
 * coupon, mailed with its code and an unsubscribe link; once, however many clicks race (the pending row is
 * taken by one update). Answers whether this call confirmed it; a link that was tampered with is refused.
 */
export async function confirmNewsletter(
  db: Db,
  site: Site,
  address: string,
  sig: string,
  publicUrl: string,
  now = new Date(),
): Promise<"confirmed" | "already"> {
  const email = normalizeEmail(address);
  if (!isNewsletterLinkValid("confirm", email, site.code, sig))
    throw new AppError("BAD_REQUEST", "i18n_newsletter_error_link");
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .update(newsletterSubscriptions)
      .set({ status: "confirmed", confirmedAt: now })
      .where(
        and(
          eq(newsletterSubscriptions.email, email),
          eq(newsletterSubscriptions.site, site.code),
          eq(newsletterSubscriptions.status, "pending"),
        ),
      )
      .returning({ id: newsletterSubscriptions.id });
    if (!taken) return "already";
    const coupon = await issueCoupon(tx, await findNewsletterCampaign(tx, site), { email }, now);
    await tx
      .update(newsletterSubscriptions)
      .set({ couponId: coupon.id })
      .where(eq(newsletterSubscriptions.id, taken.id));
    const t = translatorFor(site);
    const amount = formatWholeMoney(NEWSLETTER_COUPON_AMOUNT, site.currency, site.locale);
    const until = dateTimeFormat(site.locale, { dateStyle: "medium", timeZone: "UTC" }).format(
      coupon.validUntil,
    );
    await enqueueMail(
      tx,
      renderMail({
        to: email,
        lang: site.lang,
        subject: t("i18n_newsletter_coupon_subject", { amount }),
        heading: t("i18n_newsletter_coupon_heading", { amount }),
        paragraphs: [t("i18n_newsletter_coupon_text", { until })],
        highlight: coupon.code,
        footer: t("i18n_mail_footer"),
        footerLink: {
          label: t("i18n_newsletter_unsubscribe_action"),
          url: newsletterLink("unsubscribe", email, site, publicUrl),
        },
      }),
    );
    return "confirmed";
  });
}

import { and, count, eq, gt, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { lockKey } from "../../db/lock-key.ts";
import { translatorFor } from "../../i18n/messages.ts";
import { env } from "../../lib/env.ts";
import { AppError } from "../../lib/errors.ts";
import { formatWholeMoney } from "../../lib/money.ts";
import type { Site } from "../../lib/sites.ts";
import { normalizeEmail } from "../accounts/normalize-email.ts";
import { enqueueMail } from "../notifications/enqueue-mail.ts";
import { renderMail } from "../notifications/render-mail.ts";
import { newsletterLink } from "./newsletter-links.ts";
import { NEWSLETTER_COUPON_AMOUNT } from "./schemas.ts";
import { newsletterSubscriptions } from "./tables.ts";

/** A pending signup asked again within this time gets no second confirmation mail. */
const resendAfterMs = 10 * 60_000;

/**
 * A newsletter signup (double opt-in, ADR 0032). The caller answers 'Thank you for subscribing!' whatever the
 * address's state, so nobody learns who subscribed; a new, unsubscribed or long-pending address is mailed a
 * confirmation link in the site's language. One IP may sign up NEWSLETTER_PER_IP_PER_HOUR addresses an hour,
 * counted under a per-IP lock so racing signups cannot all pass the count.
 */
export async function subscribeToNewsletter(
  db: Db,
  site: Site,
  address: string,
  ip: string,
  publicUrl: string,
  now = new Date(),
): Promise<void> {
  const email = normalizeEmail(address);
  await db.transaction(async (tx) => {
    await lockKey(tx, `newsletter|${ip}`);
    const [recent] = await tx
      .select({ n: count() })
      .from(newsletterSubscriptions)
      .where(
        and(
          eq(newsletterSubscriptions.requestedIp, ip),
          gt(newsletterSubscriptions.requestedAt, new Date(now.getTime() - 3_600_000)),
          ne(newsletterSubscriptions.email, email),
        ),
      );
    if ((recent?.n ?? 0) >= env().NEWSLETTER_PER_IP_PER_HOUR)
      throw new AppError("RATE_LIMITED", "i18n_newsletter_error_rate");
    const where = and(eq(newsletterSubscriptions.email, email), eq(newsletterSubscriptions.site, site.code));
    const [existing] = await tx.select().from(newsletterSubscriptions).where(where).for("update");
    let mail = false;
    if (!existing) {
      const inserted = await tx
        .insert(newsletterSubscriptions)
        .values({ email, site: site.code, status: "pending", requestedAt: now, requestedIp: ip })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscriptions.id });
      mail = inserted.length > 0;
    } else {
      mail =
        existing.status === "unsubscribed" ||
        (existing.status === "pending" && existing.requestedAt.getTime() < now.getTime() - resendAfterMs);
      await tx
        .update(newsletterSubscriptions)
        .set({
          requestedAt: now,
          requestedIp: ip,
          status: existing.status === "unsubscribed" ? "pending" : existing.status,
        })
        .where(eq(newsletterSubscriptions.id, existing.id));
    }
    if (!mail) return;
    const t = translatorFor(site);
    const amount = formatWholeMoney(NEWSLETTER_COUPON_AMOUNT, site.currency, site.locale);
    await enqueueMail(
      tx,
      renderMail({
        to: email,
        lang: site.lang,
        subject: t("i18n_newsletter_confirm_subject"),
        heading: t("i18n_newsletter_confirm_heading"),
        paragraphs: [t("i18n_newsletter_confirm_text", { amount })],
        action: {
          label: t("i18n_newsletter_confirm_action"),
          url: newsletterLink("confirm", email, site, publicUrl),
        },
        footer: t("i18n_mail_footer"),
      }),
    );
  });
}

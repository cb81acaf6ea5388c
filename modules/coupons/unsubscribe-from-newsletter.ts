import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import type { Site } from "../../lib/sites.ts";
import { normalizeEmail } from "../accounts/normalize-email.ts";
import { isNewsletterLinkValid } from "./newsletter-links.ts";
import { newsletterSubscriptions } from "./tables.ts";

/** The unsubscribe link of a newsletter mail: works without signing in; a coupon already issued stays. */
export async function unsubscribeFromNewsletter(
  db: Db,
  site: Site,
  address: string,
  sig: string,
  now = new Date(),
): Promise<void> {
  const email = normalizeEmail(address);
  if (!isNewsletterLinkValid("unsubscribe", email, site.code, sig))
    throw new AppError("BAD_REQUEST", "i18n_newsletter_error_link");
  await db
    .update(newsletterSubscriptions)
    .set({ status: "unsubscribed", unsubscribedAt: now })
    .where(
      and(
        eq(newsletterSubscriptions.email, email),
        eq(newsletterSubscriptions.site, site.code),
        ne(newsletterSubscriptions.status, "unsubscribed"),
      ),
    );
}

import { data } from "react-router";
import { env } from "../../../lib/env.ts";
import { AppError } from "../../../lib/errors.ts";
import { confirmNewsletter } from "../../../modules/coupons/confirm-newsletter.ts";
import { newsletterBody } from "../../../modules/coupons/schemas.ts";
import { subscribeToNewsletter } from "../../../modules/coupons/subscribe-to-newsletter.ts";
import { unsubscribeFromNewsletter } from "../../../modules/coupons/unsubscribe-from-newsletter.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { readSiteFromPath } from "../../../server/request/read-site-from-path.ts";

const steps = ["subscribe", "confirm", "unsubscribe"] as const;
export type NewsletterStep = (typeof steps)[number];
export type NewsletterActionData = { done?: string; error?: string };

function readStep(params: { step?: string }): NewsletterStep {
  const step = steps.find((entry) => entry === params.step);
  if (!step) throw data(null, { status: 404 });
  return step;
}

/**
 * /newsletter/subscribe, /newsletter/confirm and /newsletter/unsubscribe (ADR 0032). The mailed links open a page
 * with one button, so a mail scanner that follows links confirms or unsubscribes nothing; the button posts.
 */
export function loadNewsletterPage(request: Request, params: { step?: string }) {
  const step = readStep(params);
  const url = new URL(request.url);
  return { step, email: url.searchParams.get("email") ?? "", sig: url.searchParams.get("sig") ?? "" };
}

/** The footer's signup (same answer for every address) and the two buttons of the mailed links. */
export async function actOnNewsletter(request: Request, params: { step?: string }, context: LoadContext) {
  const step = readStep(params);
  const { db, ip, wakeMailWorker } = context.get(pageContext);
  const { site } = readSiteFromPath(new URL(request.url).pathname);
  const form = await request.formData();
  const value = (name: string) => String(form.get(name) ?? "");
  const parsed = newsletterBody.safeParse({ email: value("email") });
  if (!parsed.success)
    return {
      error: parsed.error.issues[0]?.message ?? "i18n_form_feedback_03",
    } satisfies NewsletterActionData;
  const email = parsed.data;
  try {
    if (step === "subscribe") {
      await subscribeToNewsletter(db, site, email.email, ip, env().PUBLIC_URL);
      wakeMailWorker();
      return { done: "i18n_newsletter_thanks" } satisfies NewsletterActionData;
    }
    if (step === "confirm") {
      const outcome = await confirmNewsletter(db, site, email.email, value("sig"), env().PUBLIC_URL);
      wakeMailWorker();
      return {
        done: outcome === "confirmed" ? "i18n_newsletter_confirmed" : "i18n_newsletter_already",
      } satisfies NewsletterActionData;
    }
    await unsubscribeFromNewsletter(db, site, email.email, value("sig"));
    return { done: "i18n_newsletter_unsubscribed" } satisfies NewsletterActionData;
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    return { error: error.messageKey } satisfies NewsletterActionData;
  }
}

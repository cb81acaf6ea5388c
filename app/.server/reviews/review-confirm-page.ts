import { AppError } from "../../../lib/errors.ts";
import { confirmReview } from "../../../modules/reviews/confirm-review.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";

export type ReviewConfirmActionData = { done?: string; error?: string };

const doneKeys = {
  published: "i18n_review_confirmed",
  pending: "i18n_review_confirmed_pending",
  already: "i18n_review_confirm_already",
} as const;

/**
 * /review/confirm?token=…, the link mailed for a visitor's review (ADR 0019). It opens a page with one button,
 * so a mail scanner that follows links confirms nothing; the button posts.
 */
export function loadReviewConfirmPage(request: Request) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function actOnReviewConfirm(request: Request, context: LoadContext) {
  const form = await request.formData();
  try {
    const outcome = await confirmReview(context.get(pageContext).db, String(form.get("token") ?? ""));
    return { done: doneKeys[outcome] } satisfies ReviewConfirmActionData;
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    return { error: error.messageKey } satisfies ReviewConfirmActionData;
  }
}

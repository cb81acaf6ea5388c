import { data, redirect } from "react-router";
import { AppError } from "../../../lib/errors.ts";
import { safeLocalPath } from "../../../lib/safe-local-path.ts";
import { recordSupportFeedback } from "../../../modules/support/record-support-feedback.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";

export type FeedbackActionData = { done?: boolean; error?: string };

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

/**
 * POST /support/feedback (`slug`, `helpful` yes or no, `back`): with script the guide says thank you in place;
 * without, the shopper goes back to the guide they answered.
 */
export async function recordFeedbackFromPage(request: Request, context: LoadContext) {
  const { db, ip } = context.get(pageContext);
  const form = await request.formData();
  const slug = String(form.get("slug") ?? "");
  const helpful = String(form.get("helpful") ?? "");
  if (!SLUG.test(slug) || (helpful !== "yes" && helpful !== "no")) throw data(null, { status: 400 });
  try {
    await recordSupportFeedback(db, slug, helpful === "yes", ip);
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    return { error: error.messageKey } satisfies FeedbackActionData;
  }
  const back = safeLocalPath(String(form.get("back") ?? ""));
  if (request.headers.get("accept")?.includes("text/html") && back) return redirect(`${back}#${slug}`);
  return { done: true } satisfies FeedbackActionData;
}

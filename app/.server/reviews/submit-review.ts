import { env } from "../../../lib/env.ts";
import { AppError } from "../../../lib/errors.ts";
import { toFieldErrors } from "../../../lib/to-field-errors.ts";
import type { ReviewStatus } from "../../../modules/reviews/review-status.ts";
import { saveReview } from "../../../modules/reviews/save-review.ts";
import { saveCommentBody } from "../../../modules/reviews/schemas.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { readSiteFromPath } from "../../../server/request/read-site-from-path.ts";
import { findCustomerId } from "../accounts/require-customer.ts";

export type ReviewResult =
  | { ok: true; status: ReviewStatus }
  | { ok: false; fields: Record<string, string>; messageKey: string | null };

/**
 * The review form of the detail screen, posted to the page itself (works without JavaScript, photos aside):
 * the same schema and use-case as POST /api/web/goods/comment/saveGoodsComment.
 */
export async function submitReview(
  request: Request,
  context: LoadContext,
  form: FormData,
): Promise<ReviewResult> {
  const { site } = readSiteFromPath(new URL(request.url).pathname);
  const parsed = saveCommentBody.safeParse({
    goodsId: form.get("goodsId"),
    nickname: form.get("nickname") ?? "",
    email: form.get("email") ?? "",
    score: form.get("score") ?? 0,
    content: form.get("content") ?? "",
    images: form.getAll("images").filter((value) => typeof value === "string" && value !== ""),
    uploadGrant: (form.get("uploadGrant") as string | null) || undefined,
  });
  if (!parsed.success) {
    const fields = Object.fromEntries(
      toFieldErrors(parsed.error.issues).map((field) => [field.field.split(".")[0], field.messageKey]),
    );
    return { ok: false, fields, messageKey: null };
  }
  const { db, ip, wakeMailWorker } = context.get(pageContext);
  try {
    const saved = await saveReview(
      db,
      site,
      parsed.data,
      { customerId: await findCustomerId(context), ip },
      env().PUBLIC_URL,
    );
    if (saved.status === "unconfirmed") wakeMailWorker();
    return { ok: true, status: saved.status };
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      const fields = Object.fromEntries(error.fields.map((field) => [field.field, field.messageKey]));
      return { ok: false, fields, messageKey: error.fields.length ? null : error.messageKey };
    }
    throw error;
  }
}

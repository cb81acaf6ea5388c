import { AppError } from "../../../lib/errors.ts";
import { toFieldErrors } from "../../../lib/to-field-errors.ts";
import { arrivalReminderBody } from "../../../modules/reminders/schemas.ts";
import { subscribeArrivalReminder } from "../../../modules/reminders/subscribe-arrival-reminder.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { readSiteFromPath } from "../../../server/request/read-site-from-path.ts";

export type ArrivalReminderResult =
  | { ok: true; email: string }
  /** `email` is what was typed, so the form shows it again. */
  | { ok: false; fields: Record<string, string>; messageKey: string | null; email: string };

/**
 * The arrival-reminder form of the detail screen, posted to the page itself so it works without JavaScript:
 * the same schema and use-case as POST /api/web/personalCenter/arrivalReminder.
 */
export async function submitArrivalReminder(
  request: Request,
  context: LoadContext,
  form: FormData,
): Promise<ArrivalReminderResult> {
  const { site } = readSiteFromPath(new URL(request.url).pathname);
  const typed = String(form.get("email") ?? "");
  const parsed = arrivalReminderBody.safeParse({
    goodsId: form.get("goodsId"),
    specId: form.get("specId"),
    email: typed,
  });
  if (!parsed.success) {
    const fields = Object.fromEntries(
      toFieldErrors(parsed.error.issues).map((field) => [field.field, field.messageKey]),
    );
    return {
      ok: false,
      fields,
      messageKey: fields.email ? null : "i18n_product_reminder_spec_not_found",
      email: typed,
    };
  }
  try {
    const reminder = await subscribeArrivalReminder(context.get(pageContext).db, site, parsed.data);
    return { ok: true, email: reminder.email };
  } catch (error) {
    if (error instanceof AppError && error.status < 500)
      return { ok: false, fields: {}, messageKey: error.messageKey, email: typed };
    throw error;
  }
}

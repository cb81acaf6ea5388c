import { AppError } from "../../../lib/errors.ts";
import { supportMessageBody } from "../../../modules/support/schemas.ts";
import { sendSupportMessage } from "../../../modules/support/send-support-message.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { readSiteFromPath } from "../../../server/request/read-site-from-path.ts";
import {
  type FieldErrors,
  fieldErrorsOf,
  formDataValues,
} from "../../components/personal/use-blur-validation.ts";
import { listModelsByLine } from "./list-models-by-line.ts";

export type SupportCommentsActionData = {
  ticket?: string;
  errors?: FieldErrors;
  formError?: string;
  values?: Record<string, string>;
};

/** /support/comments: the contact form, with the site's models to pick from (`?model=` preselects one). */
export async function loadSupportComments(request: Request, context: LoadContext) {
  const url = new URL(request.url);
  const { site } = readSiteFromPath(url.pathname);
  const { db } = context.get(pageContext);
  const lines = await listModelsByLine(db, site);
  return {
    models: lines.flatMap((line) => line.models),
    model: url.searchParams.get("model") ?? "",
  };
}

/** Sends the form: field errors translated under their fields, the reference on success (ADR 0034). */
export async function sendSupportComment(request: Request, context: LoadContext) {
  const { site } = readSiteFromPath(new URL(request.url).pathname);
  const { db, ip, wakeMailWorker } = context.get(pageContext);
  const values = formDataValues(await request.formData());
  const parsed = supportMessageBody.safeParse({ ...values, goodsId: values.goodsId || undefined });
  if (!parsed.success)
    return { errors: fieldErrorsOf(parsed.error), values } satisfies SupportCommentsActionData;
  try {
    const { ticket } = await sendSupportMessage(db, site, parsed.data, ip);
    wakeMailWorker();
    return { ticket } satisfies SupportCommentsActionData;
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    return { formError: error.messageKey, values } satisfies SupportCommentsActionData;
  }
}

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

/**
 * Sends the form: field errors translated under their fields, the reference on success (ADR 0034). A refused photo
 * refuses the message, with the reason under the photo field; the other fields are kept.
 */
export async function sendSupportComment(request: Request, context: LoadContext) {
  const { site } = readSiteFromPath(new URL(request.url).pathname);
  const { db, ip, wakeMailWorker } = context.get(pageContext);
  const form = await request.formData();
  const values = formDataValues(form);
  const file = form.get("photo");
  // A file input left empty still sends a part, with no name and no bytes.
  const photo = file instanceof Blob && file.size > 0 ? file : null;
  const parsed = supportMessageBody.safeParse({ ...values, goodsId: values.goodsId || undefined });
  if (!parsed.success)
    return { errors: fieldErrorsOf(parsed.error), values } satisfies SupportCommentsActionData;
  try {
    const { ticket } = await sendSupportMessage(db, site, parsed.data, ip, { photo });
    wakeMailWorker();
    return { ticket } satisfies SupportCommentsActionData;
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    if (error.fields[0]?.field === "file")
      return { errors: { photo: error.messageKey }, values } satisfies SupportCommentsActionData;
    return { formError: error.messageKey, values } satisfies SupportCommentsActionData;
  }
}

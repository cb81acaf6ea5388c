import { z } from "zod";
import { decimalId } from "../../lib/decimal-id.ts";
import { text } from "../../lib/nul-character.ts";

/** The support centre's contact form: who writes, about which model (optional), and the message. */
export const supportMessageBody = z.object({
  name: text({ error: "i18n_form_feedback_01" })
    .trim()
    .min(1, { error: "i18n_form_feedback_01" })
    .max(80, { error: "i18n_support_error_name" }),
  email: text({ error: "i18n_form_feedback_01" })
    .trim()
    .min(1, { error: "i18n_form_feedback_01" })
    .max(254, { error: "i18n_form_feedback_03" })
    .pipe(z.email({ error: "i18n_form_feedback_03" })),
  goodsId: decimalId("i18n_support_error_model").optional(),
  message: text({ error: "i18n_form_feedback_01" })
    .trim()
    .min(10, { error: "i18n_support_error_message_short" })
    .max(4000, { error: "i18n_support_error_message_long" }),
});
export type SupportMessageBody = z.infer<typeof supportMessageBody>;

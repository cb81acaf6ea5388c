import { z } from "zod";
import { decodeAnswers } from "./answer-code.ts";

export const chooseResultQuery = z.object({
  code: z
    .string({ error: "i18n_form_feedback_01" })
    .trim()
    .min(1, { error: "i18n_form_feedback_01", abort: true })
    .refine((code) => decodeAnswers(code, { complete: true }) !== null, { error: "i18n_choose_code_invalid" })
    .meta({
      description:
        "One digit per question in question order: pets (1 yes, 0 no), mopping (1 yes, 0 no), style (0 hands-on, 1 hands-free, 2 either), budget (0 under the site's threshold, 1 over)",
      example: "1021",
    }),
});

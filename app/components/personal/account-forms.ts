import { z } from "zod";
import { text } from "../../../lib/nul-character.ts";
import {
  type PasswordPolicy,
  passwordRuleProblem,
  userInfoUpdate,
} from "../../../modules/accounts/schemas.ts";

const requiredName = text({ error: "i18n_form_feedback_01" })
  .trim()
  .min(1, { error: "i18n_form_feedback_01" })
  .max(60, { error: "i18n_error_too_long" });

/** The profile form of /personal/account: first and last name are required there (spec section 5). */
export const profileForm = userInfoUpdate
  .pick({ firstName: true, lastName: true, nickname: true })
  .extend({ firstName: requiredName, lastName: requiredName });

const requiredPassword = z
  .string({ error: "i18n_form_feedback_01" })
  .min(1, { error: "i18n_form_feedback_01" });

/** The change-password form: the current password and a new one that keeps the store's policy. */
export function passwordForm(policy: PasswordPolicy) {
  return z.object({
    oldPassword: requiredPassword,
    newPassword: requiredPassword.superRefine((password, context) => {
      const problem = passwordRuleProblem(password, policy);
      if (problem) context.addIssue({ code: "custom", message: problem });
    }),
  });
}

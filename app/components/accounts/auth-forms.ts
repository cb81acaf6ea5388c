import { z } from "zod";
import {
  bindEmailBody,
  loginBody,
  type PasswordPolicy,
  passwordRuleProblem,
  registerBody,
  resetPasswordBody,
  sendBindEmailCaptchaBody,
} from "../../../modules/accounts/schemas.ts";

/** A ticked box posts "on"; an unticked one posts nothing. */
const agreement = z.literal("on", { error: "i18n_register_agreement_required" });

/** The password of a new account or reset: the policy's rule, checked in the browser on blur too. */
function newPassword(policy: PasswordPolicy) {
  return registerBody.shape.password.superRefine((password, context) => {
    const problem = passwordRuleProblem(password, policy);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });
}

/** The e-mail alone: what a code request needs (spec: an e-mail before a code). */
export const codeRequestForm = sendBindEmailCaptchaBody;

/** Sign-in needs the agreement too (spec section 5). */
export const loginForm = loginBody.extend({ agree: agreement });

export function registerForm(policy: PasswordPolicy) {
  return registerBody.extend({ password: newPassword(policy), agree: agreement });
}

export function resetForm(policy: PasswordPolicy) {
  return resetPasswordBody.extend({ password: newPassword(policy) });
}

export const bindForm = bindEmailBody;

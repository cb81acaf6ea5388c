import { z } from "zod";
import { text } from "../../lib/nul-character.ts";

export type PasswordPolicy = "spec" | "asvs";

/** The spec's rule: 8 to 12 characters, letters and digits only, at least one of each. */
const specRule = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{8,12}$/;

/**
 * Why `password` breaks the composition and length rule of `policy` (a message key), or null. Free of server
 * imports, so forms check it in the browser too; the common-password list is checked on the server only.
 */
export function passwordRuleProblem(password: string, policy: PasswordPolicy): string | null {
  if (policy === "asvs") {
    const length = [...password].length;
    return length < 8 || length > 64 ? "i18n_error_password_length" : null;
  }
  return specRule.test(password) ? null : "i18n_form_feedback_02";
}

const email = z
  .string({ error: "i18n_form_feedback_01" })
  .trim()
  .min(1, { error: "i18n_form_feedback_01" })
  .max(254, { error: "i18n_form_feedback_03" })
  .pipe(z.email({ error: "i18n_form_feedback_03" }))
  .meta({ example: "ada@example.com" });
const password = z
  .string({ error: "i18n_form_feedback_01" })
  .min(1, { error: "i18n_form_feedback_01" })
  .max(200, { error: "i18n_form_feedback_02" });
const captcha = z
  .string({ error: "i18n_form_feedback_01" })
  .trim()
  .regex(/^\d{6}$/, { error: "i18n_error_captcha_invalid" })
  .meta({ description: "The 6-digit code from the mail" });

export const sendCaptchaBody = z
  .object({
    email,
    type: z
      .enum(["register", "reset"])
      .default("register")
      .meta({ description: "register (default) or reset: which form the code is for" }),
  })
  .meta({ id: "SendCaptchaBody" });

export const registerBody = z
  .object({
    email,
    captcha,
    password,
    agree: z.literal(true, { error: "i18n_register_agreement_required" }).meta({
      description: "The shopper read and agreed to the terms",
    }),
  })
  .meta({ id: "RegisterBody" });

export const sendBindEmailCaptchaBody = z.object({ email }).meta({
  id: "SendBindEmailCaptchaBody",
  description: "The address to bind; required before a code is sent",
});

export const bindEmailBody = z.object({ email, captcha }).meta({ id: "BindEmailBody" });

export const loginBody = z.object({ email, password }).meta({ id: "LoginBody" });

export const resetPasswordBody = z.object({ email, captcha, password }).meta({ id: "ResetPasswordBody" });

export const session = z
  .object({
    token: z
      .string()
      .meta({ description: "Send as the `token` header; web pages get it as an httpOnly cookie" }),
    expiresAt: z.string().meta({ description: "Absolute end; it also ends after SESSION_IDLE_DAYS unused" }),
  })
  .meta({ id: "Session" });

export const userInfo = z
  .object({
    email: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    nickname: z.string(),
    displayName: z.string(),
  })
  .meta({ id: "UserInfo" });

const name = text().trim().max(60, { error: "i18n_error_too_long" });

export const userInfoUpdate = z
  .object({
    firstName: name.default(""),
    lastName: name.default(""),
    nickname: name.default(""),
    oldPassword: z.string().max(200).optional(),
    newPassword: z.string().max(200).optional(),
  })
  .meta({
    id: "UserInfoUpdate",
    description:
      "Other fields (email, id, verified flags) are ignored: the e-mail changes only through bindEmail",
  });

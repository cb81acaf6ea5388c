import { env } from "../../lib/env.ts";
import { commonPasswords } from "./common-passwords.ts";

/** The spec's rule: 8 to 12 characters, letters and digits only, at least one of each. */
const specRule = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{8,12}$/;

/**
 * Why `password` is refused (a message key), or null. The spec's rule by default; `PASSWORD_POLICY=asvs`
 * accepts 8 to 64 characters of any kind instead (ADR 0010). Either way a well-known password is refused.
 */
export function checkPasswordPolicy(password: string): string | null {
  if (env().PASSWORD_POLICY === "asvs") {
    const length = [...password].length;
    if (length < 8 || length > 64) return "i18n_error_password_length";
  } else if (!specRule.test(password)) {
    return "i18n_form_feedback_02";
  }
  if (commonPasswords.has(password.toLowerCase())) return "i18n_error_password_common";
  return null;
}

import { env } from "../../lib/env.ts";
import { commonPasswords } from "./common-passwords.ts";
import { passwordRuleProblem } from "./schemas.ts";

/**
 * Why `password` is refused (a message key), or null. The spec's rule by default; `PASSWORD_POLICY=asvs`
 * accepts 8 to 64 characters of any kind instead (ADR 0010). Either way a well-known password is refused.
 */
export function checkPasswordPolicy(password: string): string | null {
  const problem = passwordRuleProblem(password, env().PASSWORD_POLICY);
  if (problem) return problem;
  if (commonPasswords.has(password.toLowerCase())) return "i18n_error_password_common";
  return null;
}

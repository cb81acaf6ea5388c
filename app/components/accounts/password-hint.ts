import type { PasswordPolicy } from "../../../modules/accounts/schemas.ts";

/** The rule of the configured password policy, shown under a new password. */
export function passwordHintKey(policy: PasswordPolicy) {
  return policy === "asvs" ? "i18n_user_password_rule_asvs" : "i18n_user_password_rule";
}

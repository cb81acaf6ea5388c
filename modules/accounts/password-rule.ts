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

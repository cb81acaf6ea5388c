import type { PasswordPolicy } from "../../../modules/accounts/schemas.ts";

// The personal forms' rules, imported when a form first needs them: a static import would put zod and the
// schemas in the page's first load (issue 15, ADR 0044). The server checks every post either way.
export const loadAddressRules = () => import("./address-form.ts").then((forms) => forms.addressForm);
export const loadProfileRules = () => import("./account-forms.ts").then((forms) => forms.profileForm);
export const loadPasswordRules = (policy: PasswordPolicy) => () =>
  import("./account-forms.ts").then((forms) => forms.passwordForm(policy));

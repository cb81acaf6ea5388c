import type { PasswordPolicy } from "../../../modules/accounts/schemas.ts";

// The sign-in forms' rules, imported when a form first needs them: a static import would put zod and the
// schemas in the page's first load (issue 15, ADR 0044). The server checks every post either way.
const rules = () => import("./auth-forms.ts");

export const loadLoginRules = () => rules().then((forms) => forms.loginForm);
export const loadBindRules = () => rules().then((forms) => forms.bindForm);
export const loadCodeRequestRules = () => rules().then((forms) => forms.codeRequestForm);
export const loadRegisterRules = (policy: PasswordPolicy) => () =>
  rules().then((forms) => forms.registerForm(policy));
export const loadResetRules = (policy: PasswordPolicy) => () =>
  rules().then((forms) => forms.resetForm(policy));

import { env } from "../../../lib/env.ts";
import { getUserInfo } from "../../../modules/accounts/get-user-info.ts";
import { updateUserInfo } from "../../../modules/accounts/update-user-info.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { passwordForm, profileForm } from "../../components/personal/account-forms.ts";
import {
  type FieldErrors,
  fieldErrorsOf,
  formDataValues,
} from "../../components/personal/use-blur-validation.ts";
import { readActionError } from "../site/read-action-error.ts";
import { requireCustomerId } from "./require-customer.ts";

export type AccountForm = "profile" | "password";
export type AccountActionData = {
  form: AccountForm;
  saved: boolean;
  errors: FieldErrors;
  formError?: string;
  /** The profile fields as sent, to refill a refused form (passwords are never sent back). */
  values?: Record<string, string>;
};

/** The action of /personal/account: the profile form (names, nickname) or the change-password form. */
export async function changeAccount(request: Request, context: LoadContext) {
  const customerId = await requireCustomerId(request, context);
  const { db, ip, shopper } = context.get(pageContext);
  const posted = formDataValues(await request.formData());
  const form: AccountForm = posted.intent === "password" ? "password" : "profile";
  const values = form === "profile" ? posted : undefined;
  const refuse = (problem: Omit<AccountActionData, "form" | "saved" | "values">) =>
    ({ form, saved: false, values, ...problem }) satisfies AccountActionData;

  const parsed =
    form === "password"
      ? passwordForm(env().PASSWORD_POLICY).safeParse(posted)
      : profileForm.safeParse(posted);
  if (!parsed.success) return refuse({ errors: fieldErrorsOf(parsed.error) });
  try {
    const { firstName, lastName, nickname } = await getUserInfo(db, customerId);
    await updateUserInfo(
      db,
      customerId,
      { firstName, lastName, nickname, ...parsed.data },
      { token: shopper.token, ip },
    );
  } catch (error) {
    return refuse(readActionError(error));
  }
  return { form, saved: true, errors: {} } satisfies AccountActionData;
}

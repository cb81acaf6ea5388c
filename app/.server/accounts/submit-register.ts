import { env } from "../../../lib/env.ts";
import { registerCustomer } from "../../../modules/accounts/register-customer.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { codeRequestForm, registerForm } from "../../components/accounts/auth-forms.ts";
import { answerAuthForm, parseAuthForm, readAuthForm, refusedAuthForm } from "./read-auth-form.ts";
import { sendCodeFromPage } from "./send-code-from-page.ts";
import { redirectSignedIn } from "./sign-in-session.ts";

/** /user/register's action: mails a code (intent sendCode), or creates the account and signs it in. */
export async function submitRegister(request: Request, context: LoadContext) {
  const { values, kept } = await readAuthForm(request);
  try {
    if (values.intent === "sendCode") {
      const form = parseAuthForm(codeRequestForm, values, kept);
      if (!form.ok) return form.response;
      await sendCodeFromPage(request, context, { email: form.input.email, purpose: "register" });
      return answerAuthForm({ errors: {}, sent: true, values: kept });
    }
    const form = parseAuthForm(registerForm(env().PASSWORD_POLICY), values, kept);
    if (!form.ok) return form.response;
    const session = await registerCustomer(context.get(pageContext).db, {
      email: form.input.email,
      captcha: form.input.captcha,
      password: form.input.password,
    });
    return redirectSignedIn(request, session, values.from);
  } catch (error) {
    return refusedAuthForm(error, kept);
  }
}

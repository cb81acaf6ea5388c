import { bindEmail } from "../../../modules/accounts/bind-email.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { bindForm, codeRequestForm } from "../../components/accounts/auth-forms.ts";
import { answerAuthForm, parseAuthForm, readAuthForm, refusedAuthForm } from "./read-auth-form.ts";
import { requireCustomerId } from "./require-customer.ts";
import { sendCodeFromPage } from "./send-code-from-page.ts";

/** /user/bindMail's action (signed-in only): mails a bind code, or binds the e-mail with it. */
export async function submitBindEmail(request: Request, context: LoadContext) {
  const customerId = await requireCustomerId(request, context);
  const { values, kept } = await readAuthForm(request);
  try {
    if (values.intent === "sendCode") {
      const form = parseAuthForm(codeRequestForm, values, kept);
      if (!form.ok) return form.response;
      await sendCodeFromPage(request, context, { email: form.input.email, purpose: "bind", customerId });
      return answerAuthForm({ errors: {}, sent: true, values: kept });
    }
    const form = parseAuthForm(bindForm, values, kept);
    if (!form.ok) return form.response;
    await bindEmail(context.get(pageContext).db, { customerId, ...form.input });
    return answerAuthForm({ errors: {}, bound: true, values: kept });
  } catch (error) {
    return refusedAuthForm(error, kept);
  }
}

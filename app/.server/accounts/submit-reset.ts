import { env } from "../../../lib/env.ts";
import { resetPassword } from "../../../modules/accounts/reset-password.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { codeRequestForm, resetForm } from "../../components/accounts/auth-forms.ts";
import { answerAuthForm, parseAuthForm, readAuthForm, refusedAuthForm } from "./read-auth-form.ts";
import { sendCodeFromPage } from "./send-code-from-page.ts";
import { redirectSignedIn } from "./sign-in-session.ts";

/** /user/reset's action: mails a reset code, or sets the new password (other sessions end) and signs in. */
export async function submitReset(request: Request, context: LoadContext) {
  const { values, kept } = await readAuthForm(request);
  try {
    if (values.intent === "sendCode") {
      const form = parseAuthForm(codeRequestForm, values, kept);
      if (!form.ok) return form.response;
      await sendCodeFromPage(request, context, { email: form.input.email, purpose: "reset" });
      return answerAuthForm({ errors: {}, sent: true, values: kept });
    }
    const form = parseAuthForm(resetForm(env().PASSWORD_POLICY), values, kept);
    if (!form.ok) return form.response;
    const session = await resetPassword(context.get(pageContext).db, form.input);
    return redirectSignedIn(request, session, values.from);
  } catch (error) {
    return refusedAuthForm(error, kept);
  }
}

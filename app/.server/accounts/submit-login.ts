import { logIn } from "../../../modules/accounts/log-in.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { loginForm } from "../../components/accounts/auth-forms.ts";
import { parseAuthForm, readAuthForm, refusedAuthForm } from "./read-auth-form.ts";
import { redirectSignedIn } from "./sign-in-session.ts";

/** /user/login's action: signs in and goes back to `from`. */
export async function submitLogin(request: Request, context: LoadContext) {
  const { values, kept } = await readAuthForm(request);
  const form = parseAuthForm(loginForm, values, kept);
  if (!form.ok) return form.response;
  const { db, ip } = context.get(pageContext);
  try {
    const session = await logIn(db, { email: form.input.email, password: form.input.password, ip });
    return redirectSignedIn(request, session, values.from);
  } catch (error) {
    return refusedAuthForm(error, kept);
  }
}

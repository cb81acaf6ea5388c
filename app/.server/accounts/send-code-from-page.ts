import { translatorFor } from "../../../i18n/messages.ts";
import { sendBindEmailCaptcha } from "../../../modules/accounts/send-bind-email-captcha.ts";
import { sendCaptcha } from "../../../modules/accounts/send-captcha.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { readSiteFromPath } from "../../../server/request/read-site-from-path.ts";

type CodeRequest =
  | { email: string; purpose: "register" | "reset" }
  | { email: string; purpose: "bind"; customerId: number };

/**
 * Mails a code from a page form (the "get code" button without JavaScript; with it, the button calls the API):
 * the same use-cases, limits and anonymity as the API's sendCaptcha and sendBindEmailCaptcha.
 */
export async function sendCodeFromPage(
  request: Request,
  context: LoadContext,
  input: CodeRequest,
): Promise<void> {
  const { db, ip, wakeMailWorker } = context.get(pageContext);
  const { site } = readSiteFromPath(new URL(request.url).pathname);
  const texts = { lang: site.lang, t: translatorFor(site) };
  if (input.purpose === "bind") {
    await sendBindEmailCaptcha(db, { customerId: input.customerId, email: input.email, ip, texts });
  } else {
    await sendCaptcha(db, { email: input.email, purpose: input.purpose, ip, texts });
  }
  wakeMailWorker();
}

import { getUserInfo } from "../../modules/accounts/get-user-info.ts";
import { type LoadContext, pageContext } from "./context.ts";
import { requireCustomerId } from "./require-customer.ts";

/** /user/bindMail is for signed-in shoppers; it shows whether the account already has an e-mail. */
export async function loadBindMail(request: Request, context: LoadContext) {
  const customerId = await requireCustomerId(request, context);
  const { email } = await getUserInfo(context.get(pageContext).db, customerId);
  return { email };
}

import { env } from "../../../lib/env.ts";
import { getUserInfo } from "../../../modules/accounts/get-user-info.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { requireCustomerId } from "./require-customer.ts";

/** /personal/account: the signed-in shopper's names, nickname and e-mail, and the password policy forms check. */
export async function loadAccount(request: Request, context: LoadContext) {
  const customerId = await requireCustomerId(request, context);
  return {
    account: await getUserInfo(context.get(pageContext).db, customerId),
    passwordPolicy: env().PASSWORD_POLICY,
  };
}

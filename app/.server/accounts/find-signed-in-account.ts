import type { UserInfo } from "../../../modules/accounts/get-user-info.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";

/** The signed-in shopper's account (read once a request, whichever loader asks first), else null. */
export async function findSignedInAccount(context: LoadContext): Promise<UserInfo | null> {
  const { shopper } = context.get(pageContext);
  return (await shopper.customerId()) === null ? null : shopper.account();
}

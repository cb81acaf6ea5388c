import { getUserInfo } from "../../modules/accounts/get-user-info.ts";
import { type LoadContext, pageContext } from "./context.ts";
import { findCustomerId } from "./require-customer.ts";

/** The header's view of the shopper: the display name when signed in, else null. */
export async function findSignedInAccount(
  request: Request,
  context: LoadContext,
): Promise<{ displayName: string } | null> {
  const customerId = await findCustomerId(request, context);
  if (customerId === null) return null;
  const { displayName } = await getUserInfo(context.get(pageContext).db, customerId);
  return { displayName };
}

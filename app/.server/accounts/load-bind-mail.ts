import type { LoadContext } from "../../../server/request/page-context.ts";
import { findSignedInAccount } from "./find-signed-in-account.ts";
import { requireCustomerId } from "./require-customer.ts";

/** /user/bindMail is for signed-in shoppers; it shows whether the account already has an e-mail. */
export async function loadBindMail(request: Request, context: LoadContext) {
  await requireCustomerId(request, context);
  const account = await findSignedInAccount(context);
  return { email: account?.email ?? null };
}

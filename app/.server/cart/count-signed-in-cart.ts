import { countCart } from "../../../modules/cart/count-cart.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { readSiteFromPath } from "../../../server/request/read-site-from-path.ts";
import { findCustomerId } from "../accounts/require-customer.ts";

/**
 * The header's cart badge for a signed-in shopper (the server cart of the site), or null for a visitor, whose
 * badge the browser counts from the local cart; so anonymous pages stay the same for everyone and cacheable.
 */
export async function countSignedInCart(request: Request, context: LoadContext): Promise<number | null> {
  const customerId = await findCustomerId(context);
  if (customerId === null) return null;
  const { site } = readSiteFromPath(new URL(request.url).pathname);
  return countCart(context.get(pageContext).db, customerId, site);
}

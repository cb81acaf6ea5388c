import { listCart } from "../../../modules/cart/list-cart.ts";
import { listCartRecommendations } from "../../../modules/cart/list-cart-recommendations.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { readSiteFromPath } from "../../../server/request/read-site-from-path.ts";
import { RECOMMENDATION_COUNT } from "../../components/cart/cart-view.ts";
import { findCustomerId } from "../accounts/require-customer.ts";

/**
 * The full cart page. Signed in, the server cart and "frequently bought together" are rendered on the server;
 * a visitor's cart lives in the browser, so the page renders a skeleton that the browser fills.
 */
export async function loadShoppingCart(request: Request, context: LoadContext) {
  const customerId = await findCustomerId(context);
  if (customerId === null) return { cart: null, recommendations: null };
  const { site } = readSiteFromPath(new URL(request.url).pathname);
  const { db } = context.get(pageContext);
  const [cart, recommendations] = await Promise.all([
    listCart(db, customerId, site),
    listCartRecommendations(db, customerId, site, { limit: RECOMMENDATION_COUNT }),
  ]);
  return { cart, recommendations };
}

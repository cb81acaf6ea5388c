import { listAccessoryTypes } from "../../../modules/catalog/list-accessory-types.ts";
import { listCategories } from "../../../modules/catalog/list-categories.ts";
import { listSites } from "../../../modules/regions/list-sites.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { readSiteFromPath } from "../../../server/request/read-site-from-path.ts";
import { findSignedInAccount } from "../accounts/find-signed-in-account.ts";
import { countSignedInCart } from "../cart/count-signed-in-cart.ts";
import { requireKnownPrefix } from "./require-known-prefix.ts";

/** Validates the locale prefix (an unknown one is not found) and loads the menus of the site's chrome. */
export async function loadSiteNavigation(request: Request, context: LoadContext, lang: string | undefined) {
  requireKnownPrefix(lang);
  const { site } = readSiteFromPath(new URL(request.url).pathname);
  const { db } = context.get(pageContext);
  const [categories, accessoryTypes, account, cartCount] = await Promise.all([
    listCategories(db, site),
    listAccessoryTypes(db, site),
    findSignedInAccount(context),
    countSignedInCart(request, context),
  ]);
  return {
    categories,
    accessoryTypes,
    sites: listSites(site),
    account: account && { displayName: account.displayName },
    cartCount,
  };
}

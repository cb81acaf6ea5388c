import { useRouteLoaderData } from "react-router";
import type { loadSiteNavigation } from "../../.server/site/load-site-navigation.ts";

export type SiteNavigation = Awaited<ReturnType<typeof loadSiteNavigation>>;

/** The site chrome's data (menus, sites, the signed-in account, the cart badge) loaded by the site layout. */
export function useSiteNavigation(): SiteNavigation | undefined {
  return useRouteLoaderData<SiteNavigation>("routes/site-layout");
}

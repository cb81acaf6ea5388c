import { redirect } from "react-router";
import { safeLocalPath } from "../../lib/safe-local-path.ts";
import { isSiteCode } from "../../lib/sites.ts";
import { localeCookie } from "../../server/request/choose-preferred-site.ts";
import type { Route } from "./+types/choose-region";

/**
 * `/region?site=de&to=/product/list`: keeps the shopper's choice of site in the locale cookie and opens
 * the same screen there. `to` must be a path of this store (`safeLocalPath`); anything else opens the site's home.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const site = url.searchParams.get("site");
  if (!isSiteCode(site)) throw redirect("/");
  const path = safeLocalPath(url.searchParams.get("to")) ?? "/";
  const target = site === "us" ? path : `/${site}${path === "/" ? "" : path}`;
  return redirect(target, { headers: { "Set-Cookie": localeCookie(site) } });
}

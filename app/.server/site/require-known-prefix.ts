import { data } from "react-router";
import { isSiteCode } from "../../../lib/sites.ts";

/**
 * A path's first segment is matched as the optional locale prefix (`:lang?`): one that is no site's makes the page
 * not found. The layout checks it for every screen, and the home screen too, because any one-segment path (a typo,
 * a bot's probe for `/wp-login.php`) matches it and its reads would be made for nothing.
 */
export function requireKnownPrefix(lang: string | undefined): void {
  if (lang !== undefined && !isSiteCode(lang)) throw data(null, { status: 404 });
}

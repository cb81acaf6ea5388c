import { data } from "react-router";
import { isOwnOrigin } from "../../lib/is-own-origin.ts";

/** For page actions the session cookie authenticates: a post another site's page made is refused with 403. */
export function requireOwnOrigin(request: Request): void {
  if (!isOwnOrigin(request.headers.get("origin"), request.url)) throw data(null, { status: 403 });
}

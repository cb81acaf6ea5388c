import { redirect } from "react-router";
import { sessionCookie } from "../../../server/request/session-cookie.ts";
import { safeFromPath, splitSitePrefix } from "../../lib/sign-in-paths.ts";

/** The site prefix of the page that asked (`/de`, or "" on the unprefixed us site). */
export function sitePrefixOf(request: Request): string {
  return splitSitePrefix(new URL(request.url).pathname).prefix;
}

/** After signing in: the session cookie, and back to `from` on this site (or the account). */
export function redirectSignedIn(
  request: Request,
  session: { token: string; expiresAt: Date },
  from: string | undefined,
) {
  const target = safeFromPath(from);
  return redirect(`${sitePrefixOf(request)}${target}`, {
    headers: { "Set-Cookie": sessionCookie(session.token, session.expiresAt) },
  });
}

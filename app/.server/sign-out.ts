import { redirect } from "react-router";
import { endSession } from "../../modules/accounts/end-session.ts";
import { type LoadContext, pageContext } from "./context.ts";
import { requireOwnOrigin } from "./require-own-origin.ts";
import { clearedSessionCookie, readSessionToken } from "./session-cookie.ts";
import { sitePrefixOf } from "./sign-in-session.ts";

/** Logout: ends the session of the cookie, clears the cookie and goes home. */
export async function signOut(request: Request, context: LoadContext) {
  requireOwnOrigin(request);
  const token = readSessionToken(request);
  if (token) await endSession(context.get(pageContext).db, token);
  return redirect(sitePrefixOf(request) || "/", { headers: { "Set-Cookie": clearedSessionCookie() } });
}

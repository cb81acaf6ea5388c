import { redirect } from "react-router";
import { endSession } from "../../../modules/accounts/end-session.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { clearedSessionCookie, readSessionToken } from "../../../server/request/session-cookie.ts";
import { sitePrefixOf } from "./sign-in-session.ts";

/** Logout: ends the session of the cookie, clears the cookie and goes home. */
export async function signOut(request: Request, context: LoadContext) {
  const token = readSessionToken(request);
  if (token) await endSession(context.get(pageContext).db, token);
  return redirect(sitePrefixOf(request) || "/", { headers: { "Set-Cookie": clearedSessionCookie() } });
}

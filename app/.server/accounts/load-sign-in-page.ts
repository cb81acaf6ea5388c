import { data, redirect } from "react-router";
import { env } from "../../../lib/env.ts";
import type { LoadContext } from "../../../server/request/page-context.ts";
import { clearedSessionCookie, readSessionToken } from "../../../server/request/session-cookie.ts";
import { findCustomerId } from "./require-customer.ts";
import { sitePrefixOf } from "./sign-in-session.ts";

/**
 * Login, register and reset: a signed-in shopper goes to the account; a stale session cookie is dropped.
 * The password policy lets the form check the rule in the browser.
 */
export async function loadSignInPage(request: Request, context: LoadContext) {
  if ((await findCustomerId(context)) !== null) {
    throw redirect(`${sitePrefixOf(request)}/personal/account`);
  }
  const from = new URL(request.url).searchParams.get("from") ?? "";
  return data(
    { passwordPolicy: env().PASSWORD_POLICY, from },
    { headers: readSessionToken(request) ? { "Set-Cookie": clearedSessionCookie() } : undefined },
  );
}

import { redirect } from "react-router";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { readSiteFromPath } from "../../../server/request/read-site-from-path.ts";
import { clearedSessionCookie, readSessionToken } from "../../../server/request/session-cookie.ts";

/** The signed-in shopper's id from the session cookie, or null (a stale cookie counts as none); once a request. */
export function findCustomerId(context: LoadContext): Promise<number | null> {
  return context.get(pageContext).shopper.customerId();
}

/**
 * For screens and actions that need a signed-in shopper: the customer id, or a redirect to this site's
 * login with `from` set to the path asked for (spec sections 2 and 4), clearing a stale session cookie.
 */
export async function requireCustomerId(request: Request, context: LoadContext): Promise<number> {
  const customerId = await findCustomerId(context);
  if (customerId !== null) return customerId;
  const url = new URL(request.url);
  const { site, prefixed, rest } = readSiteFromPath(url.pathname);
  const login = `${prefixed ? `/${site.code}` : ""}/user/login`;
  const from = `${rest}${url.search}`;
  throw redirect(`${login}?from=${encodeURIComponent(from)}`, {
    headers: readSessionToken(request) ? { "Set-Cookie": clearedSessionCookie() } : undefined,
  });
}

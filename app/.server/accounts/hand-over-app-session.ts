import { data } from "react-router";
import { translatorFor } from "../../../i18n/messages.ts";
import { findSession } from "../../../modules/accounts/find-session.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { readSiteFromPath } from "../../../server/request/read-site-from-path.ts";
import { readSessionToken, sessionCookie } from "../../../server/request/session-cookie.ts";

/**
 * The native app's hand-over (docs/native-app-bridge.md): the page posts the app's token in the JSON body (or
 * the `token` header), never in a URL, and gets it back as the httpOnly session cookie. `changed` tells the page
 * whether another shopper's (or no) session was there before, so it clears the local cart only then. The
 * origin check keeps another site from signing a browser into an account of its choosing.
 */
export async function handOverAppSession(request: Request, context: LoadContext) {
  const t = translatorFor(readSiteFromPath(new URL(request.url).pathname).site);
  const body = (await request.json().catch(() => null)) as { token?: unknown } | null;
  const token = request.headers.get("token") || (typeof body?.token === "string" ? body.token : "");
  const session = await findSession(context.get(pageContext).db, token);
  if (!session) {
    return data({ code: 401, data: null, message: t("i18n_error_unauthorized") }, { status: 401 });
  }
  const changed = readSessionToken(request) !== token;
  return data(
    { code: 200, data: { changed }, message: "success" },
    { headers: { "Set-Cookie": sessionCookie(token, session.expiresAt), "Cache-Control": "no-store" } },
  );
}

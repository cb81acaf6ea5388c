import type { Db } from "../../db/client.ts";
import type { PersonalParts } from "../../lib/personal-parts.ts";
import { findSession } from "../../modules/accounts/find-session.ts";
import { getUserInfo } from "../../modules/accounts/get-user-info.ts";
import { countCart } from "../../modules/cart/count-cart.ts";
import { readSiteFromPath } from "./read-site-from-path.ts";
import { readSessionToken } from "./session-cookie.ts";

/** The signed-in shopper's parts of a catalogue page (their names, e-mail, cart badge), or null for a visitor. */
export async function readPersonalParts(db: Db, request: Request): Promise<PersonalParts | null> {
  const session = await findSession(db, readSessionToken(request));
  if (!session) return null;
  const { site } = readSiteFromPath(new URL(request.url).pathname);
  const [account, cartCount] = await Promise.all([
    getUserInfo(db, session.customerId),
    countCart(db, session.customerId, site),
  ]);
  return {
    displayName: account.displayName,
    nickname: account.nickname || account.displayName,
    email: account.email,
    cartCount,
  };
}

import type { Db } from "../../db/client.ts";
import { findSession } from "../../modules/accounts/find-session.ts";
import { getUserInfo, type UserInfo } from "../../modules/accounts/get-user-info.ts";

/**
 * Who is calling, resolved at most once per request however many loaders, actions or routes ask: the session
 * the token names (the `token` header of apps, else the web session cookie) and the signed-in account's row.
 */
export type Shopper = {
  /** The session token the request carried, live or not. */
  token: string | null;
  /** True when the token came from the session cookie (a browser), not the `token` header (an app). */
  byCookie: boolean;
  customerId: () => Promise<number | null>;
  /** The signed-in account; call only after `customerId` answered an id. */
  account: () => Promise<UserInfo>;
};

export function resolveShopper(
  db: Db,
  credentials: { header: string | null; cookie: string | null },
): Shopper {
  const token = credentials.header ?? credentials.cookie;
  let customerId: Promise<number | null> | undefined;
  let account: Promise<UserInfo> | undefined;
  const shopper: Shopper = {
    token,
    byCookie: credentials.header === null && credentials.cookie !== null,
    customerId: () => {
      customerId ??= findSession(db, token).then((session) => session?.customerId ?? null);
      return customerId;
    },
    account: () => {
      account ??= shopper.customerId().then((id) => {
        if (id === null) throw new Error("account() asked of a shopper who is not signed in");
        return getUserInfo(db, id);
      });
      return account;
    },
  };
  return shopper;
}

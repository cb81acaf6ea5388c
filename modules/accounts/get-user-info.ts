import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { customers } from "./tables.ts";

export type UserInfo = {
  email: string | null;
  firstName: string;
  lastName: string;
  nickname: string;
  /** The nickname, else the full name, else the e-mail (spec section 3). */
  displayName: string;
};

export async function getUserInfo(db: Db, customerId: number): Promise<UserInfo> {
  const [account] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  if (!account) throw new AppError("UNAUTHORIZED", "i18n_error_unauthorized");
  const fullName = `${account.firstName} ${account.lastName}`.trim();
  return {
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    nickname: account.nickname,
    displayName: account.nickname || fullName || account.email || "",
  };
}

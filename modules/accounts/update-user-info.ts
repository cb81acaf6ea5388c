import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { checkPasswordPolicy } from "./check-password-policy.ts";
import { hashPassword, verifyPassword } from "./hash-password.ts";
import { forgetCustomerSessions } from "./session-cache.ts";
import { clearWrongPasswords, takePasswordGuess } from "./sign-in-throttle.ts";
import { hashToken } from "./start-session.ts";
import { customers, sessions } from "./tables.ts";

export type UserInfoUpdate = {
  firstName: string;
  lastName: string;
  nickname: string;
  /** To change the password, the current one and the new one. */
  oldPassword?: string;
  newPassword?: string;
};

/** The call making the change: its session token (kept on a password change) and address (for the lock). */
export type UpdateCaller = { token: string | null; ip: string };

const wrongOldPassword = () =>
  new AppError("BAD_REQUEST", "i18n_error_old_password", {
    fields: [{ field: "oldPassword", messageKey: "i18n_error_old_password" }],
  });

/**
 * Updates names and nickname, and the password when the current one is given right. The e-mail is not changed
 * here. A wrong current password counts as a failed sign-in and the same lock applies (429, ADR 0011); a
 * password change ends every other session of the account in the same transaction, keeping the caller's.
 */
export async function updateUserInfo(
  db: Db,
  customerId: number,
  update: UserInfoUpdate,
  caller: UpdateCaller,
): Promise<void> {
  const changes: Partial<typeof customers.$inferInsert> = {
    firstName: update.firstName,
    lastName: update.lastName,
    nickname: update.nickname,
    updatedAt: new Date(),
  };
  if (!update.newPassword) {
    await db.update(customers).set(changes).where(eq(customers.id, customerId));
    return;
  }
  const refused = checkPasswordPolicy(update.newPassword);
  if (refused) {
    throw new AppError("BAD_REQUEST", refused, { fields: [{ field: "newPassword", messageKey: refused }] });
  }
  const [account] = await db
    .select({ email: customers.email, passwordHash: customers.passwordHash })
    .from(customers)
    .where(eq(customers.id, customerId));
  // Only registering sets a password, always with an e-mail: without both there is nothing to guess.
  if (!account?.email || !account.passwordHash) throw wrongOldPassword();
  if (!(await takePasswordGuess(db, { email: account.email, ip: caller.ip }))) {
    throw new AppError("RATE_LIMITED", "i18n_error_password_locked");
  }
  if (!(await verifyPassword(update.oldPassword ?? "", account.passwordHash))) throw wrongOldPassword();
  changes.passwordHash = await hashPassword(update.newPassword);
  const { email } = account;
  await db.transaction(async (tx) => {
    await tx.update(customers).set(changes).where(eq(customers.id, customerId));
    const others = caller.token
      ? and(eq(sessions.customerId, customerId), ne(sessions.tokenHash, hashToken(caller.token)))
      : eq(sessions.customerId, customerId);
    await tx.delete(sessions).where(others);
    await clearWrongPasswords(tx, email);
  });
  forgetCustomerSessions(db, customerId);
}

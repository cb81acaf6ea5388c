import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { checkPasswordPolicy } from "./check-password-policy.ts";
import { hashPassword, verifyPassword } from "./hash-password.ts";
import { customers } from "./tables.ts";

export type UserInfoUpdate = {
  firstName: string;
  lastName: string;
  nickname: string;
  /** To change the password, the current one and the new one. */
  oldPassword?: string;
  newPassword?: string;
};

/** Updates names and nickname, and the password when the current one is given right. The e-mail is not changed here. */
export async function updateUserInfo(db: Db, customerId: number, update: UserInfoUpdate): Promise<void> {
  const changes: Partial<typeof customers.$inferInsert> = {
    firstName: update.firstName,
    lastName: update.lastName,
    nickname: update.nickname,
    updatedAt: new Date(),
  };
  if (update.newPassword) {
    const refused = checkPasswordPolicy(update.newPassword);
    if (refused) {
      throw new AppError("BAD_REQUEST", refused, { fields: [{ field: "newPassword", messageKey: refused }] });
    }
    const [account] = await db
      .select({ passwordHash: customers.passwordHash })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (!account?.passwordHash || !(await verifyPassword(update.oldPassword ?? "", account.passwordHash))) {
      throw new AppError("BAD_REQUEST", "i18n_error_old_password", {
        fields: [{ field: "oldPassword", messageKey: "i18n_error_old_password" }],
      });
    }
    changes.passwordHash = await hashPassword(update.newPassword);
  }
  await db.update(customers).set(changes).where(eq(customers.id, customerId));
}

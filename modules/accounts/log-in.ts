import { and, count, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { decoyPasswordHash, verifyPassword } from "./hash-password.ts";
import { normalizeEmail } from "./normalize-email.ts";
import { startSession } from "./start-session.ts";
import { customers, loginFailures } from "./tables.ts";

const windowMs = 15 * 60 * 1000;
const maxFailuresPerAccount = 10;
const maxFailuresPerIp = 50;

/**
 * Signs in with e-mail and password. An unknown e-mail and a wrong password get the same answer after the same
 * work (a decoy hash is checked); 10 failures on one address or 50 from one IP in 15 minutes answer 429.
 */
export async function logIn(
  db: Db,
  input: { email: string; password: string; ip: string },
): Promise<{ token: string; expiresAt: Date; customerId: number }> {
  const email = normalizeEmail(input.email);
  const since = new Date(Date.now() - windowMs);
  const [[byAccount], [byIp]] = await Promise.all([
    db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.email, email), gt(loginFailures.at, since))),
    db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.ip, input.ip), gt(loginFailures.at, since))),
  ]);
  if ((byAccount?.n ?? 0) >= maxFailuresPerAccount || (byIp?.n ?? 0) >= maxFailuresPerIp) {
    throw new AppError("RATE_LIMITED", "i18n_error_login_locked");
  }
  const [account] = await db
    .select({ id: customers.id, passwordHash: customers.passwordHash })
    .from(customers)
    .where(eq(customers.email, email))
    .limit(1);
  const matches = await verifyPassword(input.password, account?.passwordHash ?? (await decoyPasswordHash()));
  if (!account?.passwordHash || !matches) {
    await db.insert(loginFailures).values({ email, ip: input.ip });
    throw new AppError("BAD_REQUEST", "i18n_error_login_failed");
  }
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
  return { ...(await startSession(db, account.id)), customerId: account.id };
}

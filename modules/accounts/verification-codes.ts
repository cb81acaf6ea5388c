import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { and, count, desc, eq, gt, isNull } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { lockKey } from "../../db/lock-key.ts";
import { env } from "../../lib/env.ts";
import { AppError } from "../../lib/errors.ts";
import { verificationCodes } from "./tables.ts";

export type CodePurpose = "register" | "reset" | "bind";

const validForMs = 10 * 60 * 1000;
const maxWrongTries = 5;
const maxPerAddressPerHour = 5;

const hashCode = (email: string, purpose: CodePurpose, code: string) =>
  createHash("sha256").update(`${purpose}:${email}:${code}`).digest();

/**
 * Records a new 6-digit code for `email` and `purpose` (earlier ones stop working) and returns it for the mail.
 * Refuses with 429 past 5 codes per address or CODES_PER_IP_PER_HOUR (default 30) per IP in an hour.
 * `deliverable: false` records the request (so limits count it) without a usable code, for addresses that must
 * get no code. Counting and recording run under the address's and the IP's locks, so racing requests cannot
 * all pass the count.
 */
export async function issueVerificationCode(
  db: Tx,
  input: { email: string; purpose: CodePurpose; ip: string; deliverable: boolean },
): Promise<string> {
  // Always the address before the IP: two requests never wait on each other's second lock.
  await lockKey(db, `verification-code:email:${input.email}`);
  await lockKey(db, `verification-code:ip:${input.ip}`);
  const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
  const [[byAddress], [byIp]] = await Promise.all([
    db
      .select({ n: count() })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.email, input.email), gt(verificationCodes.createdAt, hourAgo))),
    db
      .select({ n: count() })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.ip, input.ip), gt(verificationCodes.createdAt, hourAgo))),
  ]);
  if ((byAddress?.n ?? 0) >= maxPerAddressPerHour || (byIp?.n ?? 0) >= env().CODES_PER_IP_PER_HOUR) {
    throw new AppError("RATE_LIMITED", "i18n_error_rate_limited");
  }
  await db
    .update(verificationCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(verificationCodes.email, input.email),
        eq(verificationCodes.purpose, input.purpose),
        isNull(verificationCodes.consumedAt),
      ),
    );
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await db.insert(verificationCodes).values({
    email: input.email,
    purpose: input.purpose,
    ip: input.ip,
    codeHash: hashCode(input.email, input.purpose, code).toString("base64"),
    expiresAt: new Date(Date.now() + validForMs),
    consumedAt: input.deliverable ? null : new Date(),
  });
  return code;
}

/**
 * Uses up the code, or throws 400. A wrong code counts against the current one, which dies at 5 tries; the
 * count is committed before the error, so a caller's rollback cannot give the tries back.
 */
export async function consumeVerificationCode(
  db: Db,
  input: { email: string; purpose: CodePurpose; code: string },
): Promise<void> {
  const accepted = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.email, input.email),
          eq(verificationCodes.purpose, input.purpose),
          isNull(verificationCodes.consumedAt),
          gt(verificationCodes.expiresAt, new Date()),
        ),
      )
      .orderBy(desc(verificationCodes.id))
      .limit(1)
      .for("update");
    if (!current) return false;
    const given = hashCode(input.email, input.purpose, input.code.trim());
    if (!timingSafeEqual(given, Buffer.from(current.codeHash, "base64"))) {
      const attempts = current.attempts + 1;
      await tx
        .update(verificationCodes)
        .set({ attempts, consumedAt: attempts >= maxWrongTries ? new Date() : null })
        .where(eq(verificationCodes.id, current.id));
      return false;
    }
    await tx
      .update(verificationCodes)
      .set({ consumedAt: new Date() })
      .where(eq(verificationCodes.id, current.id));
    return true;
  });
  if (!accepted) {
    throw new AppError("BAD_REQUEST", "i18n_error_captcha_invalid", {
      fields: [{ field: "captcha", messageKey: "i18n_error_captcha_invalid" }],
    });
  }
}

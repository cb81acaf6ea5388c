import { randomBytes } from "node:crypto";
import { and, count, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { lockKey } from "../../db/lock-key.ts";
import { AppError } from "../../lib/errors.ts";
import { hashToken } from "./hash-token.ts";
import { requireGoods } from "./require-goods.ts";
import { uploadLimits } from "./review-rules-schemas.ts";
import { reviewUploadGrants } from "./tables.ts";

/**
 * A short-lived permission for a visitor's review form of `goodsId` to upload photos (ADR 0019). At most
 * 20 a caller address may get per hour (429 beyond), counted under the address's lock so racing requests
 * cannot all pass.
 */
export async function issueUploadGrant(
  db: Db,
  input: { goodsId: number; ip: string },
): Promise<{ uploadGrant: string; expiresAt: Date }> {
  await requireGoods(db, input.goodsId);
  const uploadGrant = randomBytes(24).toString("base64url");
  const expiresAt = new Date(Date.now() + uploadLimits.grantValidMs);
  await db.transaction(async (tx) => {
    await lockKey(tx, `upload-grant:ip:${input.ip}`);
    const [issued] = await tx
      .select({ n: count() })
      .from(reviewUploadGrants)
      .where(
        and(
          eq(reviewUploadGrants.ip, input.ip),
          gt(reviewUploadGrants.createdAt, new Date(Date.now() - 3_600_000)),
        ),
      );
    if ((issued?.n ?? 0) >= uploadLimits.grantsPerIpPerHour)
      throw new AppError("RATE_LIMITED", "i18n_error_rate_limited");
    await tx
      .insert(reviewUploadGrants)
      .values({ tokenHash: hashToken(uploadGrant), goodsId: input.goodsId, ip: input.ip, expiresAt });
  });
  return { uploadGrant, expiresAt };
}

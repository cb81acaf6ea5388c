import { randomBytes } from "node:crypto";
import { and, count, eq, gt, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { lockKey } from "../../db/lock-key.ts";
import { env } from "../../lib/env.ts";
import { AppError } from "../../lib/errors.ts";
import type { Site } from "../../lib/sites.ts";
import { normalizeEmail } from "../accounts/normalize-email.ts";
import { findGoodsName } from "../catalog/find-goods-name.ts";
import { attachReviewPhotos } from "./attach-review-photos.ts";
import { hashToken } from "./hash-token.ts";
import { mailReviewConfirmation } from "./mail-review-confirmation.ts";
import type { SaveCommentInput } from "./schemas.ts";
import { reviews } from "./tables.ts";

/**
 * A visitor's review (ADR 0019): kept unconfirmed, shown and counted nowhere, and the address is mailed a link
 * that confirms it. Every post gets the same answer, so nobody learns whether an address has reviewed the
 * product: when it has, the mail tells its owner instead and no link is sent. One IP may post
 * REVIEWS_PER_IP_PER_HOUR an hour (429), counted under the IP's lock so racing posts cannot all pass.
 */
export async function saveVisitorReview(
  db: Db,
  site: Site,
  input: SaveCommentInput,
  ip: string,
  publicUrl: string,
  now: Date,
): Promise<{ commentId: number; status: "unconfirmed" }> {
  const product = await findGoodsName(db, input.goodsId, site.lang);
  if (product === null) throw new AppError("NOT_FOUND", "i18n_error_goods_not_found");
  const email = normalizeEmail(input.email);
  return db.transaction(async (tx) => {
    await lockKey(tx, `review|ip|${ip}`);
    const [recent] = await tx
      .select({ n: count() })
      .from(reviews)
      .where(and(eq(reviews.requestedIp, ip), gt(reviews.createdAt, new Date(now.getTime() - 3_600_000))));
    if ((recent?.n ?? 0) >= env().REVIEWS_PER_IP_PER_HOUR)
      throw new AppError("RATE_LIMITED", "i18n_review_error_rate");
    const [reviewed] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(
        and(eq(reviews.goodsId, input.goodsId), eq(reviews.email, email), ne(reviews.status, "unconfirmed")),
      )
      .limit(1);
    const token = reviewed ? null : randomBytes(32).toString("base64url");
    const [created] = await tx
      .insert(reviews)
      .values({
        goodsId: input.goodsId,
        site: site.code,
        lang: site.lang,
        nickname: input.nickname,
        email,
        score: input.score,
        content: input.content,
        images: input.images,
        status: "unconfirmed",
        requestedIp: ip,
        confirmTokenHash: token === null ? null : hashToken(token),
        createdAt: now,
      })
      .returning({ id: reviews.id });
    if (!created) throw new Error("review not saved");
    await attachReviewPhotos(tx, input, { customerId: null, reviewId: created.id });
    await mailReviewConfirmation(tx, { site, email, product, token, publicUrl });
    return { commentId: created.id, status: "unconfirmed" as const };
  });
}

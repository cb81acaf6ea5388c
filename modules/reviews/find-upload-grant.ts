import { and, eq, gt } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { hashToken } from "./hash-token.ts";
import { reviewUploadGrants } from "./tables.ts";

/** The unexpired grant behind `token`, or null. */
export async function findUploadGrant(
  db: Db | Tx,
  token: string | null | undefined,
): Promise<{ id: number; goodsId: number } | null> {
  if (!token || token.length > 100) return null;
  const [grant] = await db
    .select({ id: reviewUploadGrants.id, goodsId: reviewUploadGrants.goodsId })
    .from(reviewUploadGrants)
    .where(
      and(eq(reviewUploadGrants.tokenHash, hashToken(token)), gt(reviewUploadGrants.expiresAt, new Date())),
    )
    .limit(1);
  return grant ?? null;
}

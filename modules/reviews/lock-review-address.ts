import type { Tx } from "../../db/client.ts";
import { lockKey } from "../../db/lock-key.ts";

/**
 * Holds the lock of one address's review of one product until the transaction ends: what makes a review
 * published or pending (a customer's post, a confirmation) checks and writes one at a time, so a confirmation
 * racing the owner's own review answers "already reviewed" rather than breaking the unique index.
 */
export async function lockReviewAddress(tx: Tx, goodsId: number, email: string): Promise<void> {
  await lockKey(tx, `review|${goodsId}|${email}`);
}

import { lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { deleteCounted } from "../../db/delete-counted.ts";
import { cartMerges } from "./tables.ts";

/** A local cart merged again after this long is merged anew. */
const cartMergesMs = 30 * 24 * 60 * 60 * 1000;

/** Deletes cart-merge records older than 30 days (ADR 0023). */
export async function purgeCartMerges(db: Db, now = new Date()) {
  return {
    cartMerges: await deleteCounted(
      db,
      cartMerges,
      lt(cartMerges.mergedAt, new Date(now.getTime() - cartMergesMs)),
    ),
  };
}

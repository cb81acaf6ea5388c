import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { refunds } from "./tables.ts";

/** Refunds waiting to be submitted to or answered by their provider: the refund queue's depth. */
export function countRequestedRefunds(db: Db): Promise<number> {
  return db.$count(refunds, eq(refunds.status, "requested"));
}

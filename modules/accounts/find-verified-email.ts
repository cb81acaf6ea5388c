import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { customers } from "./tables.ts";

/** The shopper's e-mail address if they proved it is theirs, else null: what may claim mail sent to it. */
export async function findVerifiedEmail(db: Db, customerId: number): Promise<string | null> {
  const [account] = await db
    .select({ email: customers.email })
    .from(customers)
    .where(and(eq(customers.id, customerId), isNotNull(customers.emailVerifiedAt)))
    .limit(1);
  return account?.email ?? null;
}

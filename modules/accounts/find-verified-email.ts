import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { prepareOnce } from "../../db/prepare-once.ts";
import { customers } from "./tables.ts";

const selectVerifiedEmail = prepareOnce((db) =>
  db
    .select({ email: customers.email })
    .from(customers)
    .where(and(eq(customers.id, sql.placeholder("customerId")), isNotNull(customers.emailVerifiedAt)))
    .limit(1)
    .prepare("find_verified_email"),
);

/** The shopper's e-mail address if they proved it is theirs, else null: what may claim mail sent to it. */
export async function findVerifiedEmail(db: Db, customerId: number): Promise<string | null> {
  const [account] = await selectVerifiedEmail(db).execute({ customerId });
  return account?.email ?? null;
}

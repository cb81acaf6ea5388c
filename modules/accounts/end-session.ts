import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { forgetSession } from "./session-cache.ts";
import { hashToken } from "./start-session.ts";
import { sessions } from "./tables.ts";

/** Signs out the session of `token`; an unknown token is already signed out. */
export async function endSession(db: Db, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  forgetSession(db, tokenHash);
}

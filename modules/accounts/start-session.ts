import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../../db/client.ts";
import { env } from "../../lib/env.ts";
import { sessions } from "./tables.ts";

const dayMs = 24 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** A new session token (256 random bits) for `customerId`; only its hash is stored. */
export async function startSession(db: Db, customerId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + env().SESSION_MAX_DAYS * dayMs);
  await db.insert(sessions).values({ customerId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

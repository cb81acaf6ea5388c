import { createHash } from "node:crypto";

/** What is stored of a random token the shopper holds (an upload grant, a confirmation link): its SHA-256. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

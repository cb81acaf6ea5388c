import { env } from "../../lib/env.ts";
import { readCookie } from "./detect-device.ts";

/** The web pages' session: an httpOnly cookie holding the token (apps send it as the `token` header instead). */
export const SESSION_COOKIE = "session";

export function readSessionToken(request: Request): string | null {
  return readCookie(request, SESSION_COOKIE);
}

export function sessionCookie(token: string, expiresAt: Date): string {
  const secure = env().PUBLIC_URL.startsWith("https:") ? "; Secure" : "";
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Expires=${expiresAt.toUTCString()}${secure}`;
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
}

import { createHmac, timingSafeEqual } from "node:crypto";

/** How old a signed notification may be when it arrives (replays of older ones are refused). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * The signature header of a provider notification, `t=<unix seconds>,v1=<hex HMAC-SHA256>`, made over
 * `<t>.<raw body>` with the shared secret: the scheme real providers use (Stripe's among them).
 */
export function signNotification(secret: string, rawBody: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(secret, `${timestamp}.${rawBody}`)}`;
}

/**
 * True when `header` signs exactly `rawBody` with `secret` and is at most the tolerance old (or ahead). The body
 * must be the bytes received: a re-serialised JSON body no longer matches.
 */
export function verifyNotification(
  secret: string,
  rawBody: string,
  header: string | null | undefined,
  nowSeconds: number,
): boolean {
  if (!header) return false;
  const parts = new Map(
    header.split(",").map((part) => {
      const at = part.indexOf("=");
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get("t"));
  const given = parts.get("v1") ?? "";
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS)
    return false;
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  const expected = Buffer.from(hmac(secret, `${timestamp}.${rawBody}`), "hex");
  return timingSafeEqual(expected, Buffer.from(given, "hex"));
}

function hmac(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(payload).digest("hex");
}

import { type Env, env } from "../../lib/env.ts";
import { isLoopbackAddress, isLoopbackOrigin } from "../../lib/is-loopback.ts";

type MailboxConfig = Pick<Env, "DEV_MAILBOX" | "SMTP_URL" | "PUBLIC_URL">;

/**
 * Whether this store shows its outbox at /dev/mailbox at all (ADR 0017): only while mail cannot leave (no
 * SMTP_URL), DEV_MAILBOX is not false, and the store is reached at a loopback origin. A store published under
 * any other origin never shows it, whatever the caller's address.
 */
export function isDevMailboxOn(config: MailboxConfig = env()): boolean {
  return config.DEV_MAILBOX && !config.SMTP_URL && isLoopbackOrigin(config.PUBLIC_URL);
}

/**
 * Whether a request from `callerAddress` may read the outbox: the mailbox is on and the caller is on this
 * machine. The address is the socket's, never a forwarded header; "local" marks an in-process request (tests).
 */
export function isDevMailboxOpenTo(callerAddress: string, config: MailboxConfig = env()): boolean {
  return isDevMailboxOn(config) && (callerAddress === "local" || isLoopbackAddress(callerAddress));
}

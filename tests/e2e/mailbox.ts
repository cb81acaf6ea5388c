import { inject } from "vitest";
import type { ReceivedMail } from "./mailbox-server.ts";

/** Mails that reached `address` so far, oldest first. */
export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${inject("mailboxUrl")}/mails?to=${encodeURIComponent(address)}`);
  return (await response.json()) as ReceivedMail[];
}

/**
 * Waits until more than `seen` mails reached `address` and returns the 6-digit code of the newest one (the
 * plain-text part carries it on a line of its own), or null when that mail holds no code.
 */
export async function waitForCode(address: string, seen: number): Promise<string | null> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const mails = await mailsTo(address);
    const newest = mails.length > seen ? mails.at(-1) : undefined;
    if (newest) return /^(\d{6})\r?$/m.exec(newest.raw)?.[1] ?? null;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`No mail reached ${address}`);
}

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

/** The plain-text part of a raw mail, its quoted-printable or base64 transfer encoding undone. */
export function plainTextOf(raw: string): string {
  const start = raw.search(/^Content-Type: text\/plain/im);
  if (start < 0) throw new Error("mail without a plain-text part");
  const part = raw.slice(start);
  const headerEnd = part.indexOf("\r\n\r\n");
  const headers = part.slice(0, headerEnd);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const rest = part.slice(headerEnd + 4);
  const body = boundary ? rest.slice(0, rest.indexOf(`\r\n--${boundary}`)) : rest;
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding !== "quoted-printable") return body;
  const bytes = body.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, "%25"));
}

/** Waits for the `nth` mail (1-based) to `address` and answers its plain text. */
export async function waitForMail(address: string, nth: number): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const mail = (await mailsTo(address))[nth - 1];
    if (mail) return plainTextOf(mail.raw);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`No mail number ${nth} reached ${address}`);
}

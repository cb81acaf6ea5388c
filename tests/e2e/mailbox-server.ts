import http from "node:http";
import type { AddressInfo } from "node:net";
import { startSmtpCatcher } from "../setup/smtp-catcher.ts";

export type ReceivedMail = { to: string; raw: string };

/**
 * The browser journeys' mail catcher: a real SMTP server on loopback that the store sends to, and a small
 * HTTP door (GET /mails?to=address) through which the test workers read what arrived.
 */
export async function startMailbox() {
  const smtp = await startSmtpCatcher();
  const door = http.createServer((request, response) => {
    const to = new URL(request.url ?? "/", "http://mailbox").searchParams.get("to")?.toLowerCase() ?? "";
    response.setHeader("Content-Type", "application/json");
    response.end(JSON.stringify(smtp.mailsTo(to)));
  });
  await new Promise<void>((resolve) => door.listen(0, "127.0.0.1", resolve));
  const doorPort = (door.address() as AddressInfo).port;

  return {
    smtpUrl: smtp.url,
    url: `http://127.0.0.1:${doorPort}`,
    close: async () => {
      await new Promise<void>((resolve) => door.close(() => resolve()));
      await smtp.close();
    },
  };
}

import http from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string; raw: string; receivedAt: number };

/**
 * The browser journeys' mail catcher: a real SMTP server on loopback that the store sends to, and a small
 * HTTP door (GET /mails?to=address) through which the test workers read what arrived.
 */
export async function startMailbox() {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        for (const rcpt of session.envelope.rcptTo) {
          received.push({ to: rcpt.address.toLowerCase(), raw, receivedAt: Date.now() });
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const door = http.createServer((request, response) => {
    const to = new URL(request.url ?? "/", "http://mailbox").searchParams.get("to")?.toLowerCase();
    response.setHeader("Content-Type", "application/json");
    response.end(JSON.stringify(received.filter((mail) => !to || mail.to === to)));
  });
  await new Promise<void>((resolve) => door.listen(0, "127.0.0.1", resolve));
  const doorPort = (door.address() as AddressInfo).port;

  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    url: `http://127.0.0.1:${doorPort}`,
    close: async () => {
      await new Promise<void>((resolve) => door.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}

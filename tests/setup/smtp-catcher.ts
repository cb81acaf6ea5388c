import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

type Received = { to: string; raw: string };

/**
 * A real SMTP server on loopback that keeps what it receives, for the integration tests of mail. It refuses the
 * recipients `refuse` names, as a server refuses an unknown mailbox.
 */
export async function startSmtpCatcher({ refuse = (_address: string): boolean => false } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(
        refuse(address.address)
          ? Object.assign(new Error("no such mailbox"), { responseCode: 550 })
          : undefined,
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()).join(",");
        received.push({ to, raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  const mailsTo = (address: string) => received.filter((mail) => mail.to === address);
  return {
    url: `smtp://127.0.0.1:${port}`,
    mailsTo,
    /** Waits for mail number `before` + 1 to `address`; its code (a 6-digit line of the text part) or null. */
    async nextMail(address: string, before: number) {
      for (let round = 0; round < 100 && mailsTo(address).length <= before; round++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const mail = mailsTo(address)[before];
      if (!mail) throw new Error(`no mail reached ${address}`);
      return { code: /^(\d{6})\r?$/m.exec(mail.raw)?.[1] ?? null, raw: mail.raw };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

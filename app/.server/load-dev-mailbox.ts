import { data } from "react-router";
import { type Env, env } from "../../lib/env.ts";
import { listOutbox } from "../../modules/notifications/list-outbox.ts";
import { type LoadContext, pageContext } from "./context.ts";

/** True while mail stays in the outbox (no SMTP_URL) and DEV_MAILBOX is not false. */
export function devMailboxEnabled(config: Pick<Env, "DEV_MAILBOX" | "SMTP_URL"> = env()): boolean {
  return config.DEV_MAILBOX && !config.SMTP_URL;
}

/** The development mailbox: the kept mails, newest first; not found when it is off. */
export async function loadDevMailbox(context: LoadContext) {
  if (!devMailboxEnabled()) throw data(null, { status: 404 });
  const mails = await listOutbox(context.get(pageContext).db);
  return data(
    {
      mails: mails.map((mail) => ({
        id: mail.id,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        createdAt: mail.createdAt.toISOString(),
      })),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

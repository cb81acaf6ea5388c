import { data } from "react-router";
import { isDevMailboxOpenTo } from "../../../modules/notifications/is-dev-mailbox-open.ts";
import { listOutbox } from "../../../modules/notifications/list-outbox.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";

/** The development mailbox: the kept mails, newest first; not found unless open to this caller (ADR 0017). */
export async function loadDevMailbox(context: LoadContext) {
  const { db, ip } = context.get(pageContext);
  if (!isDevMailboxOpenTo(ip)) throw data(null, { status: 404 });
  const mails = await listOutbox(db);
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

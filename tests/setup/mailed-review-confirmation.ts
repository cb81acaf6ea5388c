import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mailJobs } from "../../modules/notifications/tables.ts";

/** The newest mail to `email` and the review confirmation link it carries (null when it carries none). */
export async function mailedReviewConfirmation(db: Db, email: string) {
  const [mail] = await db
    .select()
    .from(mailJobs)
    .where(eq(mailJobs.to, email))
    .orderBy(desc(mailJobs.id))
    .limit(1);
  if (!mail) throw new Error(`no mail to ${email}`);
  const found = mail.text.match(/https?:\/\/\S+\/review\/confirm\?token=\S+/)?.[0];
  const link = found ? new URL(found) : null;
  return { mail, link, token: link?.searchParams.get("token") ?? null };
}

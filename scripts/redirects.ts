// `npm run redirects -- list | add <from> <to> [--status 301|302] [--site us|gb|de|fr|es|it] | remove <id>`:
// the shop's redirect rules (ADR 0043) until the back office exists. Without --site a rule holds on every site.
// On the embedded database run it while the store is stopped (PGlite belongs to one process); on PostgreSQL any
// time: a running store sees the change within CATALOG_CACHE_SECONDS.
import { parseArgs } from "node:util";
import { openPglite, openPostgres } from "../db/client.ts";
import messages from "../i18n/messages/redirects/us.json" with { type: "json" };
import { env } from "../lib/env.ts";
import { AppError } from "../lib/errors.ts";
import { deleteRedirectRule } from "../modules/redirects/delete-redirect-rule.ts";
import { listRedirectRules } from "../modules/redirects/list-redirect-rules.ts";
import { saveRedirectRule } from "../modules/redirects/save-redirect-rule.ts";

const usage =
  "usage: npm run redirects -- list\n" +
  "       npm run redirects -- add <from> <to> [--status 301|302] [--site us|gb|de|fr|es|it]\n" +
  "       npm run redirects -- remove <id>";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { status: { type: "string", default: "301" }, site: { type: "string" } },
});
const [command, ...operands] = positionals;
const id = Number(operands[0]);
if (
  !(
    command === "list" ||
    (command === "add" && operands.length === 2) ||
    (command === "remove" && Number.isInteger(id))
  )
) {
  console.error(usage);
  process.exit(2);
}

const config = env();
const database = config.DATABASE_URL
  ? await openPostgres(config.DATABASE_URL, 2)
  : await openPglite(config.DATA_DIR);
try {
  if (command === "add") {
    const [from = "", to = ""] = operands;
    const rule = await saveRedirectRule(database.db, {
      site: values.site ?? null,
      from,
      to,
      status: values.status,
    });
    console.log(`saved #${rule.id}: ${rule.site ?? "all sites"} ${rule.from} → ${rule.to} (${rule.status})`);
  } else if (command === "remove") {
    await deleteRedirectRule(database.db, id);
    console.log(`removed #${id}`);
  } else {
    for (const rule of await listRedirectRules(database.db))
      console.log(`#${rule.id}\t${rule.site ?? "all"}\t${rule.status}\t${rule.from} → ${rule.to}`);
  }
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  const text = (messages as Record<string, string>)[error.messageKey] ?? error.messageKey;
  console.error(text.replace(/\{(\w+)\}/g, (_, name: string) => String(error.values[name] ?? "")));
  process.exitCode = 1;
} finally {
  await database.close();
}

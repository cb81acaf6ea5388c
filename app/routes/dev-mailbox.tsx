import { useFormatter, useTranslations } from "use-intl";
import { loadDevMailbox } from "../.server/notifications/load-dev-mailbox.ts";
import { pageMeta } from "../components/page-title.ts";
import accountsStyles from "../styles/accounts.css?url";
import type { Route } from "./+types/dev-mailbox";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: accountsStyles, precedence: "route" },
];

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "i18n_dev_mailbox_title", { noindex: true });

export function loader({ context }: Route.LoaderArgs) {
  return loadDevMailbox(context);
}

/** /dev/mailbox: what the store would have mailed, while no SMTP server is configured (ADR 0017). */
export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  const t = useTranslations();
  const format = useFormatter();
  return (
    <div className="container dev-mailbox">
      <h1>{t("i18n_dev_mailbox_title")}</h1>
      <p className="dev-mailbox-warning" role="note">
        {t("i18n_dev_mailbox_warning")}
      </p>
      {loaderData.mails.length === 0 ? <p className="empty">{t("i18n_dev_mailbox_empty")}</p> : null}
      {loaderData.mails.map((mail) => (
        <article key={mail.id} className="dev-mail">
          <header>
            <h2>{mail.subject}</h2>
            <p>
              {t("i18n_dev_mailbox_to", { to: mail.to })} ·{" "}
              <time dateTime={mail.createdAt}>
                {format.dateTime(new Date(mail.createdAt), { dateStyle: "medium", timeStyle: "medium" })}
              </time>
            </p>
          </header>
          <pre>{mail.text}</pre>
        </article>
      ))}
    </div>
  );
}

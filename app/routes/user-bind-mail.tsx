import { Link } from "react-router";
import { useTranslations } from "use-intl";
import { loadBindMail } from "../.server/accounts/load-bind-mail.ts";
import { submitBindEmail } from "../.server/accounts/submit-bind-email.ts";
import { AuthCard } from "../components/accounts/auth-card.tsx";
import { AuthForm, EmailField } from "../components/accounts/auth-form.tsx";
import { CodeField } from "../components/accounts/code-field.tsx";
import { loadBindRules } from "../components/accounts/load-auth-rules.ts";
import { useAuthFormValidation } from "../components/accounts/use-auth-form-validation.ts";
import { pageMeta } from "../components/page-title.ts";
import { useSite } from "../components/use-site.ts";
import accountsStyles from "../styles/accounts.css?url";
import type { Route } from "./+types/user-bind-mail";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: accountsStyles, precedence: "route" },
];

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "i18n_bind_mail_title", { noindex: true });

export function loader({ request, context }: Route.LoaderArgs) {
  return loadBindMail(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return submitBindEmail(request, context);
}

/** /user/bindMail: a signed-in account without an e-mail (from the native app) binds one with a mailed code. */
export default function UserBindMail({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslations();
  const { href } = useSite();
  const form = useAuthFormValidation(loadBindRules, actionData?.errors);
  const accountLink = (
    <Link className="button button-primary auth-submit" to={href("/personal/account")}>
      {t("i18n_account_title")}
    </Link>
  );
  if (actionData?.bound || loaderData.email) {
    return (
      <AuthCard title="i18n_bind_mail_title" intro="i18n_user_bind_intro">
        <p className="auth-done" role="status">
          {actionData?.bound ? t("i18n_user_bind_done") : t("i18n_error_email_already_bound")}
        </p>
        {accountLink}
      </AuthCard>
    );
  }
  return (
    <AuthCard title="i18n_bind_mail_title" intro="i18n_user_bind_intro">
      <AuthForm validation={form} formError={actionData?.formError}>
        <EmailField defaultValue={actionData?.values.email} error={form.errors.email} />
        <CodeField purpose="bind" error={form.errors.captcha} sentByServer={actionData?.sent} />
        <button type="submit" className="button button-primary auth-submit">
          {t("i18n_user_bind_submit")}
        </button>
      </AuthForm>
    </AuthCard>
  );
}

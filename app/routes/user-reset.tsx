import { Link } from "react-router";
import { useTranslations } from "use-intl";
import { loadSignInPage } from "../.server/accounts/load-sign-in-page.ts";
import { submitReset } from "../.server/accounts/submit-reset.ts";
import { AuthCard } from "../components/accounts/auth-card.tsx";
import { AuthForm, EmailField, NewPasswordField } from "../components/accounts/auth-form.tsx";
import { CodeField } from "../components/accounts/code-field.tsx";
import { loadResetRules } from "../components/accounts/load-auth-rules.ts";
import { useAuthFormValidation } from "../components/accounts/use-auth-form-validation.ts";
import { withFrom } from "../components/accounts/with-from.ts";
import { pageMeta } from "../components/page-title.ts";
import { useSite } from "../components/use-site.ts";
import accountsStyles from "../styles/accounts.css?url";
import type { Route } from "./+types/user-reset";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: accountsStyles, precedence: "route" },
];

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "i18n_reset_title", { noindex: true });

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSignInPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return submitReset(request, context);
}

/** /user/reset: a code by mail and a new password; every other session of the account ends. */
export default function UserReset({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslations();
  const { href } = useSite();
  const { from, passwordPolicy } = loaderData;
  const form = useAuthFormValidation(loadResetRules(passwordPolicy), actionData?.errors);
  return (
    <AuthCard
      title="i18n_reset_title"
      intro="i18n_user_reset_intro"
      footer={
        <p>
          <Link to={href(withFrom("/user/login", from))}>{t("i18n_user_sign_in")}</Link>
        </p>
      }
    >
      <AuthForm validation={form} from={from} formError={actionData?.formError}>
        <EmailField defaultValue={actionData?.values.email} error={form.errors.email} />
        <CodeField purpose="reset" error={form.errors.captcha} sentByServer={actionData?.sent} />
        <NewPasswordField
          label={t("i18n_user_new_password")}
          policy={passwordPolicy}
          error={form.errors.password}
        />
        <button type="submit" className="button button-primary auth-submit">
          {t("i18n_user_reset_submit")}
        </button>
      </AuthForm>
    </AuthCard>
  );
}

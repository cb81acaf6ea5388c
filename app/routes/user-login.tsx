import { Link } from "react-router";
import { useTranslations } from "use-intl";
import { loadSignInPage } from "../.server/accounts/load-sign-in-page.ts";
import { submitLogin } from "../.server/accounts/submit-login.ts";
import { AgreementField } from "../components/accounts/agreement-field.tsx";
import { AuthCard } from "../components/accounts/auth-card.tsx";
import { AuthForm, EmailField } from "../components/accounts/auth-form.tsx";
import { loadLoginRules } from "../components/accounts/load-auth-rules.ts";
import { TextField } from "../components/accounts/text-field.tsx";
import { useAuthFormValidation } from "../components/accounts/use-auth-form-validation.ts";
import { withFrom } from "../components/accounts/with-from.ts";
import { pageMeta } from "../components/page-title.ts";
import { useSite } from "../components/use-site.ts";
import accountsStyles from "../styles/accounts.css?url";
import type { Route } from "./+types/user-login";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: accountsStyles, precedence: "route" },
];

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "i18n_login_title", { noindex: true });

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSignInPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return submitLogin(request, context);
}

/** /user/login: e-mail, password and the agreement; back to `from` afterwards. */
export default function UserLogin({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslations();
  const { href } = useSite();
  const { from } = loaderData;
  const form = useAuthFormValidation(loadLoginRules, actionData?.errors);
  return (
    <AuthCard
      title="i18n_login_title"
      intro="i18n_user_login_intro"
      footer={
        <p>
          {t("i18n_user_no_account")}{" "}
          <Link to={href(withFrom("/user/register", from))}>{t("i18n_user_create_account")}</Link>
        </p>
      }
    >
      <AuthForm validation={form} from={from} formError={actionData?.formError}>
        <EmailField defaultValue={actionData?.values.email} error={form.errors.email} />
        <TextField
          name="password"
          type="password"
          label={t("i18n_user_password")}
          autoComplete="current-password"
          error={form.errors.password}
        />
        <p className="auth-forgot">
          <Link to={href(withFrom("/user/reset", from))}>{t("i18n_user_forgot")}</Link>
        </p>
        <AgreementField error={form.errors.agree} />
        <button type="submit" className="button button-primary auth-submit">
          {t("i18n_user_sign_in")}
        </button>
      </AuthForm>
    </AuthCard>
  );
}

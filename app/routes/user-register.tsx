import { Link } from "react-router";
import { useTranslations } from "use-intl";
import { loadSignInPage } from "../.server/accounts/load-sign-in-page.ts";
import { submitRegister } from "../.server/accounts/submit-register.ts";
import { AgreementField } from "../components/accounts/agreement-field.tsx";
import { AuthCard } from "../components/accounts/auth-card.tsx";
import { AuthForm, EmailField, NewPasswordField } from "../components/accounts/auth-form.tsx";
import { CodeField } from "../components/accounts/code-field.tsx";
import { loadRegisterRules } from "../components/accounts/load-auth-rules.ts";
import { useAuthFormValidation } from "../components/accounts/use-auth-form-validation.ts";
import { withFrom } from "../components/accounts/with-from.ts";
import { pageMeta } from "../components/page-title.ts";
import { useSite } from "../components/use-site.ts";
import accountsStyles from "../styles/accounts.css?url";
import type { Route } from "./+types/user-register";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: accountsStyles, precedence: "route" },
];

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "i18n_register_title", { noindex: true });

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSignInPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return submitRegister(request, context);
}

/** /user/register: e-mail, mailed code, password and the agreement; signed in afterwards. */
export default function UserRegister({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslations();
  const { href } = useSite();
  const { from, passwordPolicy } = loaderData;
  const form = useAuthFormValidation(loadRegisterRules(passwordPolicy), actionData?.errors);
  return (
    <AuthCard
      title="i18n_register_title"
      intro="i18n_user_register_intro"
      footer={
        <p>
          {t("i18n_user_have_account")}{" "}
          <Link to={href(withFrom("/user/login", from))}>{t("i18n_user_sign_in")}</Link>
        </p>
      }
    >
      <AuthForm validation={form} from={from} formError={actionData?.formError}>
        <EmailField defaultValue={actionData?.values.email} error={form.errors.email} />
        <CodeField purpose="register" error={form.errors.captcha} sentByServer={actionData?.sent} />
        <NewPasswordField
          label={t("i18n_user_password")}
          policy={passwordPolicy}
          error={form.errors.password}
        />
        <AgreementField error={form.errors.agree} />
        <button type="submit" className="button button-primary auth-submit">
          {t("i18n_user_create_account")}
        </button>
      </AuthForm>
    </AuthCard>
  );
}

import { Form, useNavigation } from "react-router";
import { useTranslations } from "use-intl";
import type { MessageKey } from "../../i18n/messages.ts";
import { type AccountActionData, changeAccount } from "../.server/accounts/change-account.ts";
import { loadAccount } from "../.server/accounts/load-account.ts";
import { passwordHintKey } from "../components/accounts/password-hint.ts";
import { pageMeta } from "../components/page-title.ts";
import { FormField, fieldControlProps } from "../components/personal/form-field.tsx";
import { loadPasswordRules, loadProfileRules } from "../components/personal/load-personal-rules.ts";
import { PersonalFrame } from "../components/personal/personal-frame.tsx";
import { useBlurValidation } from "../components/personal/use-blur-validation.ts";
import { useSite } from "../components/use-site.ts";
import personalStyles from "../styles/personal.css?url";
import type { Route } from "./+types/personal-account";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: personalStyles, precedence: "route" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadAccount(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return changeAccount(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "i18n_account_title", { noindex: true });

/** My account: names and nickname, the e-mail (or a way to bind one), and a new password. */
export default function PersonalAccount({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslations();
  const { account } = loaderData;
  const result = actionData as AccountActionData | undefined;
  return (
    <PersonalFrame displayName={account.displayName}>
      <h1>{t("i18n_account_title")}</h1>
      <ProfileSection account={account} result={result?.form === "profile" ? result : undefined} />
      <PasswordSection
        policy={loaderData.passwordPolicy}
        result={result?.form === "password" ? result : undefined}
      />
    </PersonalFrame>
  );
}

type Account = Route.ComponentProps["loaderData"]["account"];

const names = [
  { name: "firstName", label: "i18n_account_first_name", autoComplete: "given-name" },
  { name: "lastName", label: "i18n_account_last_name", autoComplete: "family-name" },
] as const;

function ProfileSection({ account, result }: { account: Account; result?: AccountActionData }) {
  const t = useTranslations();
  const { href } = useSite();
  const busy = useNavigation().formData?.get("intent") === "profile";
  const { errors, onFocus, onBlur, onChange, onSubmit } = useBlurValidation(loadProfileRules, result?.errors);
  const value = (name: "firstName" | "lastName" | "nickname") => result?.values?.[name] ?? account[name];
  return (
    <section className="personal-card" aria-labelledby="profile-title">
      <h2 id="profile-title">{t("i18n_account_profile")}</h2>
      <Form
        method="post"
        noValidate
        onFocus={onFocus}
        onBlur={onBlur}
        onChange={onChange}
        onSubmit={onSubmit}
        className="personal-form"
      >
        <input type="hidden" name="intent" value="profile" />
        <div className="form-row">
          {names.map(({ name, label, autoComplete }) => (
            <FormField key={name} name={name} label={t(label)} error={errors[name]}>
              <input
                {...fieldControlProps(name, errors[name])}
                defaultValue={value(name)}
                autoComplete={autoComplete}
                required
              />
            </FormField>
          ))}
        </div>
        <FormField
          name="nickname"
          label={t("i18n_account_nickname")}
          error={errors.nickname}
          hint={t("i18n_account_nickname_hint")}
          optional
        >
          <input
            {...fieldControlProps("nickname", errors.nickname, "hint")}
            defaultValue={value("nickname")}
            autoComplete="nickname"
          />
        </FormField>
        {account.email ? (
          <FormField name="email" label={t("i18n_account_email")}>
            <input id="field-email" type="email" value={account.email} readOnly />
          </FormField>
        ) : (
          <div className="form-field">
            <span className="form-field-label">{t("i18n_account_email")}</span>
            <p className="account-email account-email-missing">
              {t("i18n_account_no_email")}{" "}
              <a className="link-more" href={href("/user/bindMail")}>
                {t("i18n_account_bind_email")}
              </a>
            </p>
          </div>
        )}
        <FormFooter result={result} busy={busy} label={t("i18n_account_save")} />
      </Form>
    </section>
  );
}

function PasswordSection({
  policy,
  result,
}: {
  policy: Route.ComponentProps["loaderData"]["passwordPolicy"];
  result?: AccountActionData;
}) {
  const t = useTranslations();
  const busy = useNavigation().formData?.get("intent") === "password";
  const { errors, onFocus, onBlur, onChange, onSubmit } = useBlurValidation(
    loadPasswordRules(policy),
    result?.errors,
  );
  return (
    <section className="personal-card" aria-labelledby="password-title">
      <h2 id="password-title">{t("i18n_account_password")}</h2>
      {/* A fresh form after a change, so the passwords typed do not stay in the fields. */}
      <Form
        key={result?.saved ? "changed" : "form"}
        method="post"
        noValidate
        onFocus={onFocus}
        onBlur={onBlur}
        onChange={onChange}
        onSubmit={onSubmit}
        className="personal-form"
      >
        <input type="hidden" name="intent" value="password" />
        <FormField name="oldPassword" label={t("i18n_account_old_password")} error={errors.oldPassword}>
          <input
            {...fieldControlProps("oldPassword", errors.oldPassword)}
            type="password"
            autoComplete="current-password"
            required
          />
        </FormField>
        <FormField
          name="newPassword"
          label={t("i18n_account_new_password")}
          error={errors.newPassword}
          hint={t(passwordHintKey(policy))}
        >
          <input
            {...fieldControlProps("newPassword", errors.newPassword, "hint")}
            type="password"
            autoComplete="new-password"
            required
          />
        </FormField>
        <FormFooter result={result} busy={busy} label={t("i18n_account_change_password")} />
      </Form>
    </section>
  );
}

/**
 * The submit button, after "Saved successfully" once saved or the message of a refusal that concerns no single
 * field.
 */
function FormFooter({ result, busy, label }: { result?: AccountActionData; busy: boolean; label: string }) {
  const t = useTranslations();
  return (
    <>
      {result?.saved ? (
        <p className="form-status form-status-success" role="status">
          {t("i18n_personal_saved")}
        </p>
      ) : null}
      {result?.formError ? (
        <p className="form-status form-status-error" role="alert">
          {t(result.formError as MessageKey)}
        </p>
      ) : null}
      <button type="submit" className="button button-primary" disabled={busy}>
        {label}
      </button>
    </>
  );
}

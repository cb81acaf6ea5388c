import { Form, useLocation } from "react-router";
import { useTranslations } from "use-intl";
import { ACCOUNT_STORAGE_KEY } from "../../lib/api-client.ts";
import { isLoginRoute, loginUrlFor } from "../../lib/sign-in-paths.ts";
import { Icon } from "../icons.tsx";
import { useSite } from "../use-site.ts";
import { usePersonalParts } from "./use-personal-parts.ts";
import { useSiteNavigation } from "./use-site-navigation.ts";

/**
 * The header's account corner: "sign in" (back to this page afterwards) for a visitor; the account and a
 * sign-out button for a signed-in shopper. `compact` is the desktop icon row (a menu opening on hover or
 * focus); the mobile menu drawer lists the same as rows.
 */
export function AccountLinks({ compact }: { compact: boolean }) {
  const t = useTranslations();
  const { href } = useSite();
  const location = useLocation();
  const parts = usePersonalParts();
  const account = useSiteNavigation()?.account ?? parts;
  if (!account) {
    const login = isLoginRoute(location.pathname)
      ? href("/user/login")
      : loginUrlFor(location.pathname, location.search);
    return (
      <a className="account-link" href={login} title={compact ? t("i18n_nav_sign_in") : undefined}>
        <Icon name="user" />
        <span className={compact ? "visually-hidden" : undefined}>{t("i18n_nav_sign_in")}</span>
      </a>
    );
  }
  const signedInAs = t("i18n_nav_signed_in_as", { name: account.displayName });
  const signOut = (
    <Form
      method="post"
      action={href("/user/logout")}
      className="sign-out-form"
      onSubmit={() => window.localStorage.removeItem(ACCOUNT_STORAGE_KEY)}
    >
      <button type="submit" className="sign-out-button">
        {t("i18n_nav_sign_out")}
      </button>
    </Form>
  );
  if (!compact) {
    return (
      <>
        <a className="account-link" href={href("/personal/account")} title={signedInAs}>
          <Icon name="user" />
          <span>{t("i18n_nav_account")}</span>
        </a>
        {signOut}
      </>
    );
  }
  return (
    <div className="account-menu">
      <a className="account-link account-link-signed-in" href={href("/personal/account")}>
        <Icon name="user" />
        <span className="visually-hidden">{t("i18n_nav_account")}</span>
      </a>
      <div className="account-menu-panel">
        <p className="account-menu-name">{signedInAs}</p>
        <a href={href("/personal/account")}>{t("i18n_nav_account")}</a>
        {signOut}
      </div>
    </div>
  );
}

import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { useTranslations } from "use-intl";
import type { MessageKey } from "../../../i18n/messages.ts";
import { useSite } from "../use-site.ts";

const menu: { path: string; title: MessageKey }[] = [
  { path: "/personal/account", title: "i18n_account_title" },
  { path: "/personal/order_list", title: "i18n_orders_title" },
  { path: "/personal/address", title: "i18n_address_title" },
  { path: "/personal/coupons", title: "i18n_coupons_title" },
];

/** The account area: its menu (with a greeting by display name when known) beside the screen's content. */
export function PersonalFrame({ displayName, children }: { displayName?: string; children: ReactNode }) {
  const t = useTranslations();
  const { href } = useSite();
  return (
    <div className="container personal-frame">
      <div className="personal-side">
        {displayName ? (
          <p
            className="personal-greeting"
            data-testid="personal-greeting"
            title={t("i18n_personal_hello", { name: displayName })}
          >
            {t("i18n_personal_hello", { name: displayName })}
          </p>
        ) : null}
        <nav className="personal-nav" aria-label={t("i18n_personal_menu")}>
          {menu.map((item) => (
            <NavLink key={item.path} to={href(item.path)}>
              {t(item.title)}
            </NavLink>
          ))}
        </nav>
      </div>
      <section className="personal-main">{children}</section>
    </div>
  );
}

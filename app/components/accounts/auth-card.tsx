import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import type { MessageKey } from "../../../i18n/messages.ts";

/** The card of the login layout's screens: title, a line of explanation, the form, links below. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: MessageKey;
  intro: MessageKey;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const t = useTranslations();
  return (
    <section className="auth-card">
      <h1>{t(title)}</h1>
      <p className="auth-intro">{t(intro)}</p>
      {children}
      {footer ? <div className="auth-footer">{footer}</div> : null}
    </section>
  );
}

/** A refusal of the whole form (wrong password, too many tries), announced at once. */
export function FormError({ messageKey }: { messageKey?: string }) {
  const t = useTranslations();
  if (!messageKey) return null;
  return (
    <p className="auth-form-error" role="alert">
      {t(messageKey as MessageKey)}
    </p>
  );
}

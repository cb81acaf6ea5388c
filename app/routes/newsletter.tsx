import { Form, useNavigation } from "react-router";
import { useTranslations } from "use-intl";
import {
  actOnNewsletter,
  loadNewsletterPage,
  type NewsletterActionData,
} from "../.server/newsletter/newsletter-page.ts";
import { NewsletterForm } from "../components/layout/newsletter-form.tsx";
import { pageMeta } from "../components/page-title.ts";
import { useSite } from "../components/use-site.ts";
import type { Route } from "./+types/newsletter";

export function loader({ request, params }: Route.LoaderArgs) {
  return loadNewsletterPage(request, params);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return actOnNewsletter(request, params, context);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "i18n_newsletter_title", { noindex: true });

/** The newsletter's own page: the signup's answer without script, and the buttons of the mailed links. */
export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslations();
  const { href } = useSite();
  const result = actionData as NewsletterActionData | undefined;
  const busy = useNavigation().state === "submitting";
  const { step, email, sig } = loaderData;
  return (
    <div className="container newsletter-page">
      <h1>{t("i18n_newsletter_title")}</h1>
      {result?.done ? (
        <>
          <p className="form-status form-status-success" role="status">
            {t(result.done as never)}
          </p>
          <a className="button button-primary" href={href("/")}>
            {t("i18n_cart_continue_shopping")}
          </a>
        </>
      ) : step === "subscribe" ? (
        <NewsletterForm />
      ) : (
        <Form method="post" className="newsletter-link-form">
          <input type="hidden" name="email" value={email} />
          <input type="hidden" name="sig" value={sig} />
          <p>
            {step === "confirm"
              ? t("i18n_newsletter_confirm_page", { email })
              : t("i18n_newsletter_unsubscribe_page", { email })}
          </p>
          <button type="submit" className="button button-primary" disabled={busy}>
            {step === "confirm"
              ? t("i18n_newsletter_confirm_action")
              : t("i18n_newsletter_unsubscribe_action")}
          </button>
        </Form>
      )}
      {result?.error ? (
        <p className="form-status form-status-error" role="alert">
          {t(result.error as never)}
        </p>
      ) : null}
    </div>
  );
}

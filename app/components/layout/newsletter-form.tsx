import { useFetcher } from "react-router";
import { useTranslations } from "use-intl";
import type { NewsletterActionData } from "../../.server/newsletter/newsletter-page.ts";
import { useSite } from "../use-site.ts";

/**
 * The newsletter signup of the footer (and of /newsletter/subscribe): e-mail and consent with the privacy
 * page. With script it answers in place; without, the post lands on the newsletter page, which answers there.
 */
export function NewsletterForm() {
  const t = useTranslations();
  const { href, newsletterCoupon: amount } = useSite();
  const fetcher = useFetcher<NewsletterActionData>();
  const answer = fetcher.data;
  return (
    <fetcher.Form method="post" action={href("/newsletter/subscribe")} className="newsletter-form">
      <p>{t("i18n_newsletter_footer_text", { amount })}</p>
      <label htmlFor="newsletter-email" className="visually-hidden">
        {t("i18n_newsletter_email")}
      </label>
      <div className="newsletter-row">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder={t("i18n_newsletter_email")}
          required
          maxLength={254}
        />
        <button type="submit" className="button button-primary" disabled={fetcher.state !== "idle"}>
          {t("i18n_newsletter_subscribe")}
        </button>
      </div>
      <p className="newsletter-consent">
        {t.rich("i18n_newsletter_consent", {
          privacy: (chunks) => <a href={href("/privacy")}>{chunks}</a>,
        })}
      </p>
      {/* A live region, not a status landmark: the footer is on every page, beside each page's own status. */}
      <p className={answer?.error ? "newsletter-error" : "newsletter-done"} aria-live="polite">
        {answer?.done ? t(answer.done as never) : answer?.error ? t(answer.error as never) : ""}
      </p>
    </fetcher.Form>
  );
}

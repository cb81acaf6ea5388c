import { useFetcher, useLocation } from "react-router";
import { useTranslations } from "use-intl";
import type { FeedbackActionData } from "../../.server/support/record-feedback-page.ts";
import { useSite } from "../use-site.ts";

/** "Did this help?" under a troubleshooting guide or tutorial; answered in place, once. */
export function SupportFeedback({ slug }: { slug: string }) {
  const t = useTranslations();
  const { href } = useSite();
  const location = useLocation();
  const fetcher = useFetcher<FeedbackActionData>();
  if (fetcher.data?.done)
    return (
      <p className="support-feedback" aria-live="polite">
        {t("i18n_support_feedback_thanks")}
      </p>
    );
  return (
    <fetcher.Form method="post" action={href("/support/feedback")} className="support-feedback">
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
      <span>{t("i18n_support_feedback_question")}</span>
      <button
        type="submit"
        name="helpful"
        value="yes"
        className="button button-outline button-small"
        disabled={fetcher.state !== "idle"}
      >
        {t("i18n_support_feedback_yes")}
      </button>
      <button
        type="submit"
        name="helpful"
        value="no"
        className="button button-outline button-small"
        disabled={fetcher.state !== "idle"}
      >
        {t("i18n_support_feedback_no")}
      </button>
      {fetcher.data?.error ? <span role="alert">{t(fetcher.data.error as never)}</span> : null}
    </fetcher.Form>
  );
}

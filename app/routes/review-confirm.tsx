import { Form, useNavigation } from "react-router";
import { useTranslations } from "use-intl";
import {
  actOnReviewConfirm,
  loadReviewConfirmPage,
  type ReviewConfirmActionData,
} from "../.server/reviews/review-confirm-page.ts";
import { pageMeta } from "../components/page-title.ts";
import { useSite } from "../components/use-site.ts";
import type { Route } from "./+types/review-confirm";

export function loader({ request }: Route.LoaderArgs) {
  return loadReviewConfirmPage(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return actOnReviewConfirm(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "i18n_review_confirm_title", { noindex: true });

/** The page of the link mailed for a visitor's review: one button confirms it. */
export default function ReviewConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslations();
  const { href } = useSite();
  const result = actionData as ReviewConfirmActionData | undefined;
  const busy = useNavigation().state === "submitting";
  return (
    <div className="container review-confirm-page">
      <h1>{t("i18n_review_confirm_title")}</h1>
      {result?.done ? (
        <>
          <p className="form-status form-status-success" role="status">
            {t(result.done as never)}
          </p>
          <a className="button button-primary" href={href("/")}>
            {t("i18n_cart_continue_shopping")}
          </a>
        </>
      ) : (
        <Form method="post">
          <input type="hidden" name="token" value={loaderData.token} />
          <p>{t("i18n_review_confirm_page")}</p>
          <button type="submit" className="button button-primary" disabled={busy}>
            {t("i18n_review_confirm_action")}
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

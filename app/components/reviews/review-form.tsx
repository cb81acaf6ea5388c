import { useCallback, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useTranslations } from "use-intl";
import type { MessageKey } from "../../../i18n/messages.ts";
import type { ReviewResult } from "../../.server/reviews/submit-review.ts";
import { FormField, fieldControlProps } from "../personal/form-field.tsx";
import { useBlurValidation } from "../personal/use-blur-validation.ts";
import { PhotoPicker } from "./photo-picker.tsx";
import { RatingInput } from "./rating-input.tsx";

/** The review form's rules, imported once the page is alive: zod stays out of the product page's first load. */
const loadReviewFields = () =>
  import("../../../modules/reviews/schemas.ts").then((schemas) => schemas.reviewFields);

type Props = {
  goodsId: number;
  /** The signed-in shopper: the nickname is prefilled, the e-mail is the account's. */
  viewer: { nickname: string; email: string | null } | null;
  /** The answer of a post without JavaScript (the route's action data). */
  posted: ReviewResult | undefined;
  /** Photos need JavaScript (upload with progress); without it the review is sent without them. */
  hydrated: boolean;
};

/**
 * "Write a review": a disclosure that opens the form in place on desktop and as a full-screen sheet on
 * mobile. Posts to the page's own action; fields are checked on blur with the server's schema.
 */
export function ReviewForm({ goodsId, viewer, posted, hydrated }: Props) {
  const t = useTranslations();
  // The page's action answers `{ review }` (it also serves the arrival-reminder form).
  const fetcher = useFetcher<{ review: ReviewResult }>();
  const result = fetcher.data?.review ?? posted;
  const failed = result && !result.ok ? result : undefined;
  const { errors, onFocus, onBlur, onSubmit } = useBlurValidation(loadReviewFields, failed?.fields);
  const [uploading, setUploading] = useState(false);
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);
  const sheet = useRef<HTMLDetailsElement>(null);
  const [round, setRound] = useState(0);
  const [seen, setSeen] = useState<ReviewResult | undefined>(undefined);
  if (result?.ok && result !== seen) {
    // A new form (empty fields, no photos) after each success; the sheet closes.
    setSeen(result);
    setRound((value) => value + 1);
  }
  const message = (key: string) => t(key as MessageKey);
  const emailHint = viewer?.email ? t("i18n_review_signed_in") : t("i18n_review_email_note");

  return (
    <div className="review-form-area">
      {result?.ok ? (
        <div className="review-success" role="status">
          <strong>{t("i18n_review_submitted")}</strong>
          {result.status === "pending" ? <p>{t("i18n_review_pending")}</p> : null}
          {result.status === "unconfirmed" ? <p>{t("i18n_review_check_mail")}</p> : null}
        </div>
      ) : null}
      <details className="review-sheet" ref={sheet} key={round} open={failed ? true : undefined}>
        <summary className="button button-primary review-write">{t("i18n_review_write")}</summary>
        <div className="review-sheet-panel">
          <div className="review-sheet-header">
            <h3>{t("i18n_review_form_title")}</h3>
            <button
              type="button"
              className="review-sheet-close"
              aria-label={t("i18n_common_close")}
              onClick={() => sheet.current?.removeAttribute("open")}
            >
              ×
            </button>
          </div>
          <fetcher.Form
            method="post"
            className="review-form"
            noValidate
            onFocus={onFocus}
            onBlur={onBlur}
            onSubmit={onSubmit}
          >
            <input type="hidden" name="intent" value="review" />
            <input type="hidden" name="goodsId" value={goodsId} />
            <RatingInput error={errors.score} describedBy={errors.score ? "field-score-error" : undefined} />
            {errors.score ? (
              <p className="field-error" id="field-score-error">
                {message(errors.score)}
              </p>
            ) : null}
            <div className="review-form-row">
              <FormField name="nickname" label={t("i18n_review_name")} error={errors.nickname}>
                <input
                  {...fieldControlProps("nickname", errors.nickname)}
                  autoComplete="nickname"
                  maxLength={40}
                  defaultValue={viewer?.nickname ?? ""}
                />
              </FormField>
              <FormField name="email" label={t("i18n_review_email")} error={errors.email} hint={emailHint}>
                <input
                  {...fieldControlProps("email", errors.email, emailHint)}
                  type="email"
                  autoComplete="email"
                  defaultValue={viewer?.email ?? ""}
                  readOnly={Boolean(viewer?.email)}
                />
              </FormField>
            </div>
            <FormField name="content" label={t("i18n_review_text")} error={errors.content}>
              <textarea {...fieldControlProps("content", errors.content)} rows={5} maxLength={2000} />
            </FormField>
            {hydrated ? (
              <PhotoPicker goodsId={goodsId} signedIn={viewer !== null} onBusyChange={onBusyChange} />
            ) : null}
            {failed?.messageKey ? (
              <p className="field-error" role="alert">
                {message(failed.messageKey)}
              </p>
            ) : null}
            {failed?.fields.images ? (
              <p className="field-error" role="alert">
                {message(failed.fields.images)}
              </p>
            ) : null}
            <button
              type="submit"
              className="button button-primary review-submit"
              disabled={uploading || fetcher.state !== "idle"}
              // Keeps the focus in the field: its blur check would move the button away before the click lands.
              onMouseDown={(event) => event.preventDefault()}
            >
              {t("i18n_review_submit")}
            </button>
          </fetcher.Form>
        </div>
      </details>
    </div>
  );
}

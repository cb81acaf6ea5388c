import { useTranslations } from "use-intl";
import type { CommentTotal } from "../../../modules/reviews/schemas.ts";
import { RatingStars } from "./rating-stars.tsx";

/** Average rating with stars and the number of reviews per star as bars. */
export function ReviewSummary({ summary }: { summary: CommentTotal & { averageText: string } }) {
  const t = useTranslations();
  const average = summary.averageText;
  return (
    <div className="review-summary">
      <p className="review-average">
        <strong>{average}</strong>
        <span className="review-average-of">{t("i18n_review_out_of_five")}</span>
      </p>
      <RatingStars value={summary.average} label={t("i18n_review_average", { average })} size="large" />
      <p className="review-count">{t("i18n_review_count", { count: summary.total })}</p>
      <ul className="review-bars">
        {summary.stars.map((star) => (
          <li key={star.score}>
            <span className="review-bar-label">{t("i18n_review_stars", { score: star.score })}</span>
            <span className="review-bar" aria-hidden="true">
              <span style={{ width: `${summary.total ? (star.count / summary.total) * 100 : 0}%` }} />
            </span>
            <span className="review-bar-count">{star.count}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

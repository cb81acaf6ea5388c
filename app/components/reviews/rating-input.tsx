import { useTranslations } from "use-intl";
import { StarIcon } from "./rating-stars.tsx";

/**
 * The rating as five radio buttons drawn as stars (works without JavaScript and with the keyboard's arrow
 * keys); choosing a star lights it and those before it.
 */
export function RatingInput({ error, describedBy }: { error?: string; describedBy?: string }) {
  const t = useTranslations();
  return (
    <fieldset
      className={`rating-input${error ? " rating-input-invalid" : ""}`}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
    >
      <legend>{t("i18n_review_rating")}</legend>
      <div className="rating-input-stars">
        {[5, 4, 3, 2, 1].map((score) => {
          const label = t("i18n_review_stars", { score });
          return (
            <label key={score} title={label}>
              <input type="radio" name="score" value={score} />
              <StarIcon />
              <span className="visually-hidden">{label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

import { useRef, useState } from "react";
import { useTranslations } from "use-intl";
import type { Comment } from "../../../modules/reviews/schemas.ts";
import { RatingStars } from "./rating-stars.tsx";

type Photo = { key: string; alt: string };

/** The reviews of one page. Texts render as text (React escapes them); photos open enlarged in a dialog. */
export function ReviewList({ reviews }: { reviews: (Comment & { dateText: string })[] }) {
  const t = useTranslations();
  const dialog = useRef<HTMLDialogElement>(null);
  const [enlarged, setEnlarged] = useState<Photo | null>(null);

  return (
    <>
      <ol className="review-list">
        {reviews.map((review) => (
          <li key={review.commentId}>
            <article className="review" aria-label={review.nickname}>
              <header className="review-header">
                <span className="review-avatar" aria-hidden="true">
                  {review.nickname.trim().charAt(0).toUpperCase()}
                </span>
                <strong className="review-name">{review.nickname}</strong>
                <time dateTime={review.date}>{review.dateText}</time>
              </header>
              <RatingStars value={review.score} label={t("i18n_review_rated", { score: review.score })} />
              <p className="review-content">{review.content}</p>
              {review.images.length > 0 ? (
                <ul className="review-photos">
                  {review.images.map((key, index) => {
                    const alt = t("i18n_review_photo_of", { index: index + 1, nickname: review.nickname });
                    return (
                      <li key={key}>
                        <a
                          href={`/media/${key}/1600.jpeg`}
                          onClick={(event) => {
                            event.preventDefault();
                            setEnlarged({ key, alt });
                            dialog.current?.showModal();
                          }}
                        >
                          <img
                            src={`/media/${key}/320.webp`}
                            alt={alt}
                            width={96}
                            height={96}
                            loading="lazy"
                            decoding="async"
                          />
                        </a>
                      </li>
                    );
                  })}
                </ul>
              ) : null}
            </article>
          </li>
        ))}
      </ol>
      <dialog
        ref={dialog}
        className="review-lightbox"
        aria-label={enlarged?.alt}
        onClick={(event) => {
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
        onKeyDown={(event) => {
          if (event.key === "Escape") event.currentTarget.close();
        }}
      >
        {enlarged ? (
          <picture>
            <source type="image/webp" srcSet={`/media/${enlarged.key}/1600.webp`} />
            <img src={`/media/${enlarged.key}/1600.jpeg`} alt={enlarged.alt} />
          </picture>
        ) : null}
        <button type="button" className="review-lightbox-close" onClick={() => dialog.current?.close()}>
          {t("i18n_common_close")}
        </button>
      </dialog>
    </>
  );
}

import { Suspense, startTransition, useEffect, useState } from "react";
import { Await, Form, Link, useSubmit } from "react-router";
import { useTranslations } from "use-intl";
import { type ReviewSort, reviewSorts } from "../../../modules/reviews/review-rules-schemas.ts";
import type { ReviewsData } from "../../.server/reviews/load-reviews.ts";
import type { ReviewResult } from "../../.server/reviews/submit-review.ts";
import type { StreamedPart } from "../../.server/site/settle-ready-parts.ts";
import { usePersonalParts } from "../layout/use-personal-parts.ts";
import { useSite } from "../use-site.ts";
import { ReviewForm } from "./review-form.tsx";
import { ReviewList } from "./review-list.tsx";
import { ReviewSummary } from "./review-summary.tsx";

const sortLabels = {
  newest: "i18n_review_sort_newest",
  oldest: "i18n_review_sort_oldest",
  highest: "i18n_review_sort_highest",
  lowest: "i18n_review_sort_lowest",
} as const satisfies Record<ReviewSort, string>;

type Props = {
  goodsId: number;
  /** Store path of the screen without locale prefix, with `?id=` (and `&spec=`). */
  path: string;
  reviews: StreamedPart<ReviewsData>;
  posted: ReviewResult | undefined;
};

/**
 * The reviews section of product and accessory detail. The heading renders with the product; the rating
 * summary, the list and the form come with it when they were ready, else stream in when the loader's promise
 * settles (Hydrogen's deferred data).
 */
export function ReviewsSection({ goodsId, path, reviews, posted }: Props) {
  const t = useTranslations();
  const parts = usePersonalParts();
  const [hydrated, setHydrated] = useState(false);
  // A transition: the section's second render yields to the browser instead of being one long task of the load.
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return (
    <section
      id="reviews"
      className="detail-section reviews"
      aria-labelledby="reviews-title"
      data-interactive={hydrated ? "" : undefined}
    >
      <h2 id="reviews-title">{t("i18n_review_title")}</h2>
      <Suspense fallback={<ReviewsSkeleton />}>
        <Await resolve={reviews} errorElement={<p className="notice">{t("i18n_review_load_failed")}</p>}>
          {(data) => (
            <div className="reviews-layout">
              <aside className="reviews-aside">
                <ReviewSummary summary={data.summary} />
                <ReviewForm
                  goodsId={goodsId}
                  viewer={data.viewer ?? (parts && { nickname: parts.nickname, email: parts.email })}
                  posted={posted}
                  hydrated={hydrated}
                />
              </aside>
              <div className="reviews-main">
                {data.page.total > 0 ? (
                  <>
                    <ReviewSortForm path={path} sort={data.sort} />
                    <ReviewList reviews={data.page.list} />
                    <ReviewPager
                      path={path}
                      sort={data.sort}
                      page={data.page.pageNum}
                      pageCount={data.page.pageCount}
                    />
                  </>
                ) : (
                  <p className="reviews-empty">{t("i18n_review_empty")}</p>
                )}
              </div>
            </div>
          )}
        </Await>
      </Suspense>
    </section>
  );
}

function ReviewsSkeleton() {
  const t = useTranslations();
  return (
    <div className="reviews-skeleton" aria-busy="true">
      <p className="deferred-loading">{t("i18n_review_loading")}</p>
    </div>
  );
}

/** The four orders of the spec; changing it reloads the reviews in place (a plain GET form without JavaScript). */
function ReviewSortForm({ path, sort }: { path: string; sort: ReviewSort }) {
  const t = useTranslations();
  const submit = useSubmit();
  const params = new URLSearchParams(path.split("?")[1]);
  return (
    <Form
      method="get"
      className="review-sort"
      data-submit-on-change
      preventScrollReset
      onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
    >
      {[...params].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="review-sort">{t("i18n_review_sort")}</label>
      <select id="review-sort" name="reviewSort" defaultValue={sort}>
        {reviewSorts.map((value) => (
          <option key={value} value={value}>
            {t(sortLabels[value])}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="button button-small">
          {t("i18n_list_apply")}
        </button>
      </noscript>
    </Form>
  );
}

function ReviewPager({
  path,
  sort,
  page,
  pageCount,
}: {
  path: string;
  sort: ReviewSort;
  page: number;
  pageCount: number;
}) {
  const t = useTranslations();
  const { href } = useSite();
  if (pageCount <= 1) return null;
  const to = (target: number) => href(`${path}&reviewSort=${sort}&reviewPage=${target}`);
  return (
    <nav className="review-pager" aria-label={t("i18n_review_title")}>
      {page > 1 ? (
        <Link to={to(page - 1)} preventScrollReset rel="prev">
          {t("i18n_common_previous")}
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      <span>{t("i18n_common_page_of", { page, pageCount })}</span>
      {page < pageCount ? (
        <Link to={to(page + 1)} preventScrollReset rel="next">
          {t("i18n_common_next")}
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}

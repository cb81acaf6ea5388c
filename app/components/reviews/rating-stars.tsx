/**
 * Five stars filled to `value` (0–5, fractions allowed), with the rating as text for assistive technology. The
 * stars are a CSS mask (reviews.css), so a list of reviews renders two elements per rating, not twenty-three.
 */
export function RatingStars({
  value,
  label,
  size = "small",
}: {
  value: number;
  label: string;
  size?: "small" | "large";
}) {
  const filled = `${Math.max(0, Math.min(5, value)) * 20}%`;
  return (
    <span className={`rating-stars rating-stars-${size}`} role="img" aria-label={label}>
      <span className="rating-stars-filled" style={{ width: filled }} />
    </span>
  );
}

/** The star used by the rating input. */
export function StarIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2.6l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" />
    </svg>
  );
}

const paths = {
  close: "M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z",
  trash: "M9 3h6l1 2h4v2H4V5h4zm-3 6h12l-1 12H7zm4 2v8h2v-8zm4 0v8h2v-8z",
} as const;

/** The drawer's and cart lines' own icons. */
export function CartIcon({ name, size = 22 }: { name: keyof typeof paths; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="currentColor" />
    </svg>
  );
}

/** The empty cart's picture: an empty basket. */
export function EmptyCartArt() {
  return (
    <svg className="cart-empty-art" viewBox="0 0 160 120" width="160" height="120" aria-hidden="true">
      <ellipse cx="80" cy="108" rx="58" ry="7" fill="#eef8f0" />
      <path d="M30 34h100l-12 52H42z" fill="#fff" stroke="#4ab861" strokeWidth="5" strokeLinejoin="round" />
      <path d="M18 22h14l10 64" fill="none" stroke="#1d2433" strokeWidth="5" strokeLinecap="round" />
      <path d="M60 50v22M80 50v22M100 50v22" stroke="#c9ead1" strokeWidth="5" strokeLinecap="round" />
      <circle cx="52" cy="100" r="7" fill="#1d2433" />
      <circle cx="112" cy="100" r="7" fill="#1d2433" />
    </svg>
  );
}

import { useTranslations } from "use-intl";

const badges = {
  appStore: {
    message: "i18n_app_badge_app_store",
    // An "A" of three strokes in a rounded square: our own drawing, not the store's artwork.
    icon: (
      <>
        <rect x="2" y="2" width="20" height="20" rx="5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M8.2 16.8 12.6 8.2M15.8 16.8 11.4 8.2M7 14h10" stroke="currentColor" strokeWidth="1.6" />
      </>
    ),
  },
  googlePlay: {
    message: "i18n_app_badge_google_play",
    icon: (
      <path
        d="M5 3.2v17.6L20.4 12zM5 3.2l9.4 12.5M5 20.8l9.4-12.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    ),
  },
} as const;

/** A store's badge: a link whose text ("Download on the App Store") is its accessible name; the icon is decoration. */
export function StoreBadge({ store, href }: { store: keyof typeof badges; href: string }) {
  const t = useTranslations();
  const badge = badges[store];
  return (
    <a className="store-badge" href={href}>
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        {badge.icon}
      </svg>
      <span className="store-badge-text">
        {t.rich(badge.message, {
          store: (chunks) => <span className="store-badge-name">{chunks}</span>,
        })}
      </span>
    </a>
  );
}

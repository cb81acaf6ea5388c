import { useTranslations } from "use-intl";
import { useSite } from "../use-site.ts";
import { StoreBadge } from "./store-badge.tsx";

/**
 * The companion app: its store badges, and for desktop visitors a QR code their phone scans to reach its store
 * (/app). The QR code is an image the server draws, so no QR library reaches the browser. Nothing without a
 * configured store.
 */
export function AppPromotion({ place }: { place: "home" | "footer" }) {
  const t = useTranslations();
  const { appStores, device } = useSite();
  if (!appStores) return null;
  const titleId = `app-promotion-${place}`;
  return (
    <section
      className={`app-promotion app-promotion-${place}`}
      aria-labelledby={titleId}
      id={place === "home" ? "get-the-app" : undefined}
    >
      <div className="app-promotion-copy">
        <h2 id={titleId}>{t("i18n_footer_app_title")}</h2>
        <p>{t("i18n_footer_app_text")}</p>
        <div className="store-badges">
          {appStores.appStore ? <StoreBadge store="appStore" href={appStores.appStore} /> : null}
          {appStores.googlePlay ? <StoreBadge store="googlePlay" href={appStores.googlePlay} /> : null}
        </div>
      </div>
      {device === "desktop" ? (
        <figure className="app-qr">
          <img src="/app/qr.svg" alt={t("i18n_app_qr_alt")} width={112} height={112} loading="lazy" />
          <figcaption>{t("i18n_app_qr_caption")}</figcaption>
        </figure>
      ) : null}
    </section>
  );
}

import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { BackToTop } from "../back-to-top.tsx";
import { Icon } from "../icons.tsx";
import { RegionBanner } from "../region-banner.tsx";
import { useSite } from "../use-site.ts";
import { DesktopHeader } from "./desktop-header.tsx";
import { Logo } from "./logo.tsx";
import { MobileHeader } from "./mobile-header.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SupportNav } from "./support-nav.tsx";

export type LayoutKind = "default" | "shopping" | "login" | "support";

/**
 * The spec's layouts: default, login, shopping and support on desktop; mobile-common, mobile-login and
 * mobile-shopping on mobile (support pages use mobile-common there). The variant comes from the server.
 */
export function SiteChrome({ kind, children }: { kind: LayoutKind; children: ReactNode }) {
  const { device } = useSite();
  const t = useTranslations();
  const main = (
    <main id="main" className={`main main-${kind}`}>
      {children}
    </main>
  );
  const skip = (
    <a className="skip-link" href="#main">
      {t("i18n_common_skip_to_content")}
    </a>
  );

  if (kind === "login") {
    return (
      <div id="top" className={`layout ${device === "mobile" ? "layout-mobile-login" : "layout-login"}`}>
        {skip}
        {device === "mobile" ? <SlimHeader back /> : null}
        <div className="login-frame">
          {device === "desktop" ? (
            <aside className="login-brand">
              <Logo />
              <p>{t("i18n_brand_tagline")}</p>
            </aside>
          ) : null}
          {main}
        </div>
      </div>
    );
  }
  if (kind === "shopping") {
    return (
      <div
        id="top"
        className={`layout ${device === "mobile" ? "layout-mobile-shopping" : "layout-shopping"}`}
      >
        {skip}
        <SlimHeader back={device === "mobile"} secure />
        <RegionBanner />
        {main}
        <p className="shopping-footer container">
          {t("i18n_footer_rights", { year: new Date().getUTCFullYear() })}
        </p>
      </div>
    );
  }
  return (
    <div id="top" className={`layout ${device === "mobile" ? "layout-mobile-common" : `layout-${kind}`}`}>
      {skip}
      {device === "mobile" ? <MobileHeader /> : <DesktopHeader />}
      <RegionBanner />
      {kind === "support" ? (
        <div className="support-frame container">
          <SupportNav />
          {main}
        </div>
      ) : (
        main
      )}
      <SiteFooter />
      <BackToTop />
    </div>
  );
}

function SlimHeader({ back = false, secure = false }: { back?: boolean; secure?: boolean }) {
  const t = useTranslations();
  const { href } = useSite();
  return (
    <header className="slim-header">
      <div className="container slim-header-bar">
        {back ? (
          <a className="slim-back" href={href("/")} aria-label={t("i18n_nav_home")}>
            <Icon name="back" />
          </a>
        ) : null}
        <Logo />
        {secure ? (
          <span className="slim-secure">
            <Icon name="lock" size={16} />
            {t("i18n_shopping_secure")}
          </span>
        ) : null}
      </div>
    </header>
  );
}

import { useTranslations } from "use-intl";
import { cacheablePageHeaders } from "../../server/request/cacheable-page.ts";
import { loadSupportHub } from "../.server/support/load-support-hub.ts";
import { MediaImage } from "../components/media-image.tsx";
import { pageMeta } from "../components/page-title.ts";
import { ProductCard } from "../components/product-card.tsx";
import { SupportContact } from "../components/support/support-contact.tsx";
import { SupportEntryList } from "../components/support/support-entry-list.tsx";
import { useSite } from "../components/use-site.ts";
import stylesheet from "../styles/support.css?url";
import type { Route } from "./+types/support-hub";

export const headers = cacheablePageHeaders;
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSupportHub(request, context);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, "i18n_support_title", { title: loaderData?.title, description: loaderData?.intro });

const kinds = ["faq", "troubleshooting", "tutorial"] as const;
const kindTitle = {
  faq: "i18n_faqs_title",
  troubleshooting: "i18n_troubleshooting_title",
  tutorial: "i18n_tutorials_title",
} as const;

/** One model's hub: its answers, fixes and guides, its downloads and its spare parts on one page. */
export default function SupportHub({ loaderData: hub }: Route.ComponentProps) {
  const t = useTranslations();
  const { href, site } = useSite();
  const size = (bytes: number) =>
    new Intl.NumberFormat(site.locale, { style: "unit", unit: "kilobyte", maximumFractionDigits: 0 }).format(
      Math.max(1, Math.round(bytes / 1024)),
    );
  const date = (iso: string) =>
    new Intl.DateTimeFormat(site.locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso));
  const language = (lang: string) =>
    new Intl.DisplayNames([site.locale], { type: "language" }).of(lang) ?? lang;
  return (
    <div className="support-page support-hub">
      <header className="support-hub-head">
        <MediaImage media={hub.img} alt="" sizes="160px" width={320} height={320} priority />
        <div>
          <h1>{hub.title}</h1>
          <p>{hub.intro}</p>
          {hub.onSale ? (
            <a className="button button-outline" href={href(`/product/detail?id=${hub.id}`)}>
              {t("i18n_support_view_product")}
            </a>
          ) : null}
        </div>
      </header>
      {kinds.map((kind) => {
        const entries = hub.entries.filter((entry) => entry.kind === kind);
        return entries.length > 0 ? (
          <section key={kind} className="support-topic" id={kind}>
            <h2>{t(kindTitle[kind])}</h2>
            <SupportEntryList entries={entries} />
          </section>
        ) : null;
      })}
      <section className="support-topic" id="downloads">
        <h2>{t("i18n_downloads_title")}</h2>
        {hub.manual || hub.downloads.length > 0 ? (
          <ul className="support-downloads">
            {hub.manual ? (
              <li>
                <a href={hub.manual.href} download>
                  {t("i18n_support_manual")}
                </a>
                <span>
                  {t("i18n_support_file_meta", {
                    size: size(hub.manual.bytes),
                    lang: language(hub.manual.lang),
                  })}
                </span>
              </li>
            ) : null}
            {[...hub.downloads]
              .sort((a, b) => (a.kind === b.kind ? 0 : a.kind === "quick_start" ? -1 : 1))
              .map((download) =>
                download.kind === "quick_start" ? (
                  <li key={download.file}>
                    <a href={`/support-files/${download.file}`} download>
                      {t("i18n_support_quick_start")}
                    </a>
                    <span>
                      {t("i18n_support_file_meta", {
                        size: size(download.bytes),
                        lang: language(download.lang),
                      })}
                    </span>
                  </li>
                ) : (
                  <li key={download.version} className="support-firmware">
                    <strong>{t("i18n_support_firmware", { version: download.version })}</strong>
                    <span>{t("i18n_support_released", { date: date(download.releasedAt) })}</span>
                    <ul>
                      {download.notes.map((note) => (
                        <li key={note}>{note}</li>
                      ))}
                    </ul>
                  </li>
                ),
              )}
          </ul>
        ) : (
          <p>{t("i18n_support_downloads_none")}</p>
        )}
      </section>
      {hub.spareParts.length > 0 ? (
        <section className="support-topic" id="spare-parts">
          <h2>{t("i18n_support_spare_parts")}</h2>
          <div className="product-grid">
            {hub.spareParts.map((card) => (
              <ProductCard key={card.id} card={card} />
            ))}
          </div>
        </section>
      ) : null}
      <SupportContact />
    </div>
  );
}

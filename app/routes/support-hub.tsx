import { useTranslations } from "use-intl";
import { cacheablePageHeaders } from "../../server/request/cacheable-page.ts";
import { loadSupportHub } from "../.server/support/load-support-hub.ts";
import { MediaImage } from "../components/media-image.tsx";
import { pageMeta } from "../components/page-title.ts";
import { ProductCard } from "../components/product-card.tsx";
import { SupportContact } from "../components/support/support-contact.tsx";
import { SupportDownloadList } from "../components/support/support-download-list.tsx";
import { SupportEntryList } from "../components/support/support-entry-list.tsx";
import { useSite } from "../components/use-site.ts";
import stylesheet from "../styles/support.css?url";
import type { Route } from "./+types/support-hub";

export const headers = cacheablePageHeaders;
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "route" },
];

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
  const { href } = useSite();
  return (
    <div className="support-page support-hub">
      <header className="support-hub-head">
        <MediaImage media={hub.img} alt="" sizes="160px" width={320} height={320} loading="priority" />
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
        <SupportDownloadList manual={hub.manual} downloads={hub.downloads} />
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

import { useTranslations } from "use-intl";
import { cacheablePageHeaders } from "../../server/request/cacheable-page.ts";
import { loadSupportDownloads } from "../.server/support/load-support-downloads.ts";
import { pageMeta } from "../components/page-title.ts";
import { SupportContact } from "../components/support/support-contact.tsx";
import { SupportDownloadList } from "../components/support/support-download-list.tsx";
import { useSite } from "../components/use-site.ts";
import stylesheet from "../styles/support.css?url";
import type { Route } from "./+types/support-downloads";

export const headers = cacheablePageHeaders;
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "route" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSupportDownloads(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "i18n_downloads_title");

/** Manuals, quick-start guides and firmware notes of every model, by product line. */
export default function SupportDownloads({ loaderData }: Route.ComponentProps) {
  const t = useTranslations();
  const { href } = useSite();
  return (
    <div className="support-page">
      <h1>{t("i18n_downloads_title")}</h1>
      <nav className="support-topics" aria-label={t("i18n_support_topics")}>
        {loaderData.lines.map((line) => (
          <a key={line.slug} href={`#line-${line.slug}`}>
            {line.name}
          </a>
        ))}
      </nav>
      {loaderData.lines.map((line) => (
        <section key={line.slug} id={`line-${line.slug}`} className="support-topic">
          <h2>{line.name}</h2>
          {line.models.map((model) => (
            <div key={model.id} className="support-model-files">
              <h3>
                <a href={href(`/support/product?id=${model.id}`)}>{model.name}</a>
              </h3>
              <SupportDownloadList manual={model.manual} downloads={model.downloads} />
            </div>
          ))}
        </section>
      ))}
      <SupportContact />
    </div>
  );
}

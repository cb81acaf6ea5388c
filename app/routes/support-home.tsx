import { Form } from "react-router";
import { useTranslations } from "use-intl";
import { cacheablePageHeaders } from "../../server/request/cacheable-page.ts";
import { loadSupportHome } from "../.server/support/load-support-home.ts";
import { pageMeta } from "../components/page-title.ts";
import { SupportContact } from "../components/support/support-contact.tsx";
import { SupportEntryList } from "../components/support/support-entry-list.tsx";
import { useSite } from "../components/use-site.ts";
import stylesheet from "../styles/support.css?url";
import type { Route } from "./+types/support-home";

export const headers = cacheablePageHeaders;
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "route" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSupportHome(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "i18n_support_title");

/** The support centre's home: search all help, or pick your model for its hub. */
export default function SupportHome({ loaderData }: Route.ComponentProps) {
  const t = useTranslations();
  const { href } = useSite();
  const { q, hits, lines } = loaderData;
  return (
    <div className="support-page">
      <h1>{t("i18n_support_title")}</h1>
      <p className="support-intro">{t("i18n_support_intro")}</p>
      <Form method="get" role="search" className="support-search">
        <label htmlFor="support-q" className="visually-hidden">
          {t("i18n_support_search_label")}
        </label>
        <input
          id="support-q"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={100}
          placeholder={t("i18n_support_search_placeholder")}
        />
        <button type="submit" className="button button-primary">
          {t("i18n_support_search_button")}
        </button>
      </Form>
      {q ? (
        <section className="support-results" aria-live="polite">
          {hits.length > 0 ? (
            <>
              <h2>{t("i18n_support_results", { count: hits.length, q })}</h2>
              <SupportEntryList entries={hits} showKind />
            </>
          ) : (
            <p className="support-no-results">
              {t.rich("i18n_support_no_results", {
                q,
                contact: (chunks) => <a href={href("/support/comments")}>{chunks}</a>,
              })}
            </p>
          )}
        </section>
      ) : null}
      <section className="support-models" aria-labelledby="support-models-title">
        <h2 id="support-models-title">{t("i18n_support_find_product")}</h2>
        <div className="support-lines">
          {lines.map((line) => (
            <div key={line.id} className="support-line">
              <h3>{line.name}</h3>
              <ul>
                {line.models.map((model) => (
                  <li key={model.id}>
                    <a href={href(`/support/product?id=${model.id}`)}>{model.name}</a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
      <SupportContact />
    </div>
  );
}

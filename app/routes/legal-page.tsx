import { useFormatter, useTranslations } from "use-intl";
import { cacheablePageHeaders } from "../../server/request/cacheable-page.ts";
import { type LegalSlug, loadLegalPage } from "../.server/content/load-legal-page.ts";
import { pageMeta } from "../components/page-title.ts";
import { useSite } from "../components/use-site.ts";
import stylesheet from "../styles/legal.css?url";
import type { Route } from "./+types/legal-page";

export const headers = cacheablePageHeaders;
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "route" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  const slug: LegalSlug = new URL(request.url).pathname.endsWith("/terms") ? "terms" : "privacy";
  return loadLegalPage(request, context, slug);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, matches.at(-1)?.id === "terms" ? "i18n_terms_title" : "i18n_privacy_title", {
    title: loaderData?.title,
    description: loaderData?.summary,
  });

/** The privacy policy or the terms: title, date, contents with anchors, then the sections. */
export default function LegalPage({ loaderData: page }: Route.ComponentProps) {
  const t = useTranslations();
  const { href } = useSite();
  const updated = useFormatter().dateTime(new Date(page.updatedAt), { dateStyle: "long", timeZone: "UTC" });
  const headings = page.blocks.filter((block) => block.kind === "heading");
  return (
    <article className="container legal-page">
      <header className="legal-head">
        <h1>{page.title}</h1>
        <p className="legal-updated">{t("i18n_legal_updated", { date: updated })}</p>
        {page.summary ? <p className="legal-summary">{page.summary}</p> : null}
      </header>
      <div className="legal-body">
        {headings.length > 1 ? (
          <nav className="legal-contents" aria-labelledby="legal-contents-title">
            <h2 id="legal-contents-title">{t("i18n_legal_contents")}</h2>
            <ol>
              {headings.map((heading) => (
                <li key={heading.anchor}>
                  <a href={`#${heading.anchor}`}>{heading.text}</a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <div className="legal-text">
          {page.blocks.map((block, index) =>
            block.kind === "heading" ? (
              <h2 key={block.anchor} id={block.anchor}>
                {block.text}
              </h2>
            ) : block.kind === "list" ? (
              // Blocks have no identity of their own; their position is stable for one page.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <ul key={index}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <p key={index}>{block.text}</p>
            ),
          )}
          <p className="legal-questions">
            {t.rich("i18n_legal_questions", {
              support: (chunks) => <a href={href("/support/comments")}>{chunks}</a>,
            })}
          </p>
        </div>
      </div>
    </article>
  );
}

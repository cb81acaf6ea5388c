import { useTranslations } from "use-intl";
import { cacheablePageHeaders } from "../../server/request/cacheable-page.ts";
import { loadSupportFaqs } from "../.server/support/load-support-faqs.ts";
import { pageMeta } from "../components/page-title.ts";
import { SupportContact } from "../components/support/support-contact.tsx";
import { SupportEntryList } from "../components/support/support-entry-list.tsx";
import stylesheet from "../styles/support.css?url";
import type { Route } from "./+types/support-faqs";

export const headers = cacheablePageHeaders;
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "route" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSupportFaqs(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "i18n_faqs_title");

/** The FAQ by topic: a topic index, then each topic's questions opening in place, each linkable by anchor. */
export default function SupportFaqs({ loaderData }: Route.ComponentProps) {
  const t = useTranslations();
  const name = (topic: (typeof loaderData.topics)[number]) =>
    topic.titleKey ? t(topic.titleKey) : topic.name;
  return (
    <div className="support-page">
      <h1>{t("i18n_faqs_title")}</h1>
      <nav className="support-topics" aria-label={t("i18n_support_topics")}>
        {loaderData.topics.map((topic) => (
          <a key={topic.topic} href={`#topic-${topic.topic}`}>
            {name(topic)}
          </a>
        ))}
      </nav>
      {loaderData.topics.map((topic) => (
        <section key={topic.topic} id={`topic-${topic.topic}`} className="support-topic">
          <h2>{name(topic)}</h2>
          <SupportEntryList entries={topic.entries} />
        </section>
      ))}
      <SupportContact />
    </div>
  );
}

import { useTranslations } from "use-intl";
import type { MessageKey } from "../../../i18n/messages.ts";
import type { SupportEntry } from "../../../modules/support/list-support-entries.ts";
import { SupportContact } from "./support-contact.tsx";
import { SupportEntryList } from "./support-entry-list.tsx";

type Line = { slug: string; name: string; entries: SupportEntry[] };

/** A page of guides: a product-line index, then each line's guides opening in place, each linkable. */
export function SupportGuideLines({ title, lines }: { title: MessageKey; lines: Line[] }) {
  const t = useTranslations();
  return (
    <div className="support-page">
      <h1>{t(title)}</h1>
      <nav className="support-topics" aria-label={t("i18n_support_topics")}>
        {lines.map((line) => (
          <a key={line.slug} href={`#line-${line.slug}`}>
            {line.name}
          </a>
        ))}
      </nav>
      {lines.map((line) => (
        <section key={line.slug} id={`line-${line.slug}`} className="support-topic">
          <h2>{line.name}</h2>
          <SupportEntryList entries={line.entries} />
        </section>
      ))}
      <SupportContact />
    </div>
  );
}

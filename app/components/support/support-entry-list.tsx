import { useTranslations } from "use-intl";
import type { SupportBody, SupportKind } from "../../../modules/support/support-body.ts";
import { SupportAnswer } from "./support-answer.tsx";
import { useOpenAnchoredDetails } from "./use-open-anchored-details.ts";

type Entry = { slug: string; kind: SupportKind; title: string; summary: string; body: SupportBody };

/**
 * Entries as questions that open in place; each has its slug as anchor, so `#slug` links to it and opens it
 * (the page's script opens the one the address names).
 */
export function SupportEntryList({ entries, showKind = false }: { entries: Entry[]; showKind?: boolean }) {
  const t = useTranslations();
  useOpenAnchoredDetails();
  return (
    <div className="support-entries">
      {entries.map((entry) => (
        <details key={entry.slug} id={entry.slug} className="support-entry">
          <summary>
            {showKind ? (
              <span className="badge support-kind">{t(`i18n_support_kind_${entry.kind}`)}</span>
            ) : null}
            <span className="support-entry-title">{entry.title}</span>
            {entry.summary ? <span className="support-entry-summary">{entry.summary}</span> : null}
          </summary>
          <SupportAnswer body={entry.body} />
        </details>
      ))}
    </div>
  );
}

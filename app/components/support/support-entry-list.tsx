import { useTranslations } from "use-intl";
import type { SupportBody, SupportKind } from "../../../modules/support/support-body.ts";
import { MediaImage } from "../media-image.tsx";
import { SupportAnswer } from "./support-answer.tsx";
import { SupportFeedback } from "./support-feedback.tsx";
import { useOpenAnchoredDetails } from "./use-open-anchored-details.ts";

type Entry = {
  slug: string;
  kind: SupportKind;
  title: string;
  summary: string;
  body: SupportBody;
  /** A tutorial's picture. */
  media?: string | null;
};

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
          {entry.media ? (
            <MediaImage
              media={entry.media}
              alt=""
              className="support-picture"
              sizes="(max-width: 900px) 100vw, 480px"
              width={960}
              height={540}
            />
          ) : null}
          <SupportAnswer body={entry.body} />
          {entry.kind === "faq" ? null : <SupportFeedback slug={entry.slug} />}
        </details>
      ))}
    </div>
  );
}

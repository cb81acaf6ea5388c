import { useFormatter, useTranslations } from "use-intl";
import type { SupportDownload } from "../../../modules/support/list-support-downloads.ts";
import { useSite } from "../use-site.ts";

type Manual = { lang: string; bytes: number; href: string } | null;

/** A model's files: its manual, its quick-start guide (size and language), then its firmware notes, newest first. */
export function SupportDownloadList({ manual, downloads }: { manual: Manual; downloads: SupportDownload[] }) {
  const t = useTranslations();
  const { site } = useSite();
  const format = useFormatter();
  const size = (bytes: number) =>
    format.number(Math.max(1, Math.round(bytes / 1024)), {
      style: "unit",
      unit: "kilobyte",
      maximumFractionDigits: 0,
    });
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeZone: "UTC" });
  const language = (lang: string) =>
    new Intl.DisplayNames([site.locale], { type: "language" }).of(lang) ?? lang;
  if (!manual && downloads.length === 0) return <p>{t("i18n_support_downloads_none")}</p>;
  const ordered = [...downloads].sort((a, b) => (a.kind === b.kind ? 0 : a.kind === "quick_start" ? -1 : 1));
  return (
    <ul className="support-downloads">
      {manual ? (
        <li>
          <a href={manual.href} download>
            {t("i18n_support_manual")}
          </a>
          <span>
            {t("i18n_support_file_meta", { size: size(manual.bytes), lang: language(manual.lang) })}
          </span>
        </li>
      ) : null}
      {ordered.map((download) =>
        download.kind === "quick_start" ? (
          <li key={download.file}>
            <a href={`/support-files/${download.file}`} download>
              {t("i18n_support_quick_start")}
            </a>
            <span>
              {t("i18n_support_file_meta", { size: size(download.bytes), lang: language(download.lang) })}
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
  );
}

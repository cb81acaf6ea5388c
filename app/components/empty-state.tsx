import { useTranslations } from "use-intl";

type Props = {
  /** A line under the heading saying what would be here; the generic one when left out. */
  text?: string;
  action?: { href: string; label: string };
};

/** The spec's "it's empty here" message for any empty list, with its picture. */
export function EmptyState({ text, action }: Props) {
  const t = useTranslations();
  return (
    <div className="empty-state">
      <img src="/images/empty-state.svg" alt="" width={240} height={180} />
      <p className="empty-state-title">{t("i18n_common_empty")}</p>
      <p className="empty-state-text">{text ?? t("i18n_empty_text")}</p>
      {action ? (
        <a className="button button-outline button-small" href={action.href}>
          {action.label}
        </a>
      ) : null}
    </div>
  );
}

import { useRef } from "react";
import { Form, useSubmit } from "react-router";
import { useTranslations } from "use-intl";
import { useSite } from "./use-site.ts";

type Props = {
  types: { id: number; name: string }[];
  active: number[];
  sort: string;
  /** Shown on the phone sheet's button. */
  total: number;
};

/** Types listed before "Show more". */
const VISIBLE_TYPES = 5;

/**
 * The accessory list's filter by type: checkboxes (the first five, the rest behind "show more"), clear all.
 * A side panel that applies each change at once on desktop; a bottom sheet applied with one button on a phone.
 * A plain GET form, so it works without JavaScript and the choice lives in the URL.
 */
export function AccessoryFilter({ types, active, sort, total }: Props) {
  const t = useTranslations();
  const { href, device } = useSite();
  const submit = useSubmit();
  const sheet = useRef<HTMLDetailsElement>(null);
  const listPath = href("/accessory/list");
  const clearHref = sort === "new" ? listPath : `${listPath}?sort=${sort}`;
  const checkbox = (type: { id: number; name: string }) => (
    <label key={type.id} className="filter-option">
      <input
        type="checkbox"
        name="accessoryTypeId"
        value={type.id}
        defaultChecked={active.includes(type.id)}
      />
      <span>{type.name}</span>
    </label>
  );
  const hidden = types.slice(VISIBLE_TYPES);

  const form = (
    <Form
      method="get"
      action={listPath}
      className="filter-form"
      data-submit-on-change={device === "desktop" ? "" : undefined}
      // Remounted when the applied filter changes, so the boxes show it after "clear all" or back/forward.
      key={active.join(",")}
      onChange={
        device === "desktop"
          ? (event) => submit(event.currentTarget, { preventScrollReset: true })
          : undefined
      }
      onSubmit={() => {
        if (sheet.current) sheet.current.open = false;
      }}
    >
      {sort !== "new" ? <input type="hidden" name="sort" value={sort} /> : null}
      <fieldset>
        <legend>{t("i18n_filter_type")}</legend>
        {types.slice(0, VISIBLE_TYPES).map(checkbox)}
        {hidden.length > 0 ? (
          <details
            className="filter-more"
            open={hidden.some((type) => active.includes(type.id)) || undefined}
          >
            <summary>
              <span className="filter-more-label">{t("i18n_filter_show_more")}</span>
              <span className="filter-less-label">{t("i18n_filter_show_less")}</span>
            </summary>
            {hidden.map(checkbox)}
          </details>
        ) : null}
      </fieldset>
      <div className="filter-actions">
        {active.length > 0 ? (
          <a className="filter-clear" href={clearHref}>
            {t("i18n_filter_clear_all")}
          </a>
        ) : null}
        {device === "mobile" ? (
          <button type="submit" className="button button-primary">
            {t("i18n_filter_apply")}
          </button>
        ) : (
          <noscript>
            <button type="submit" className="button button-small button-primary">
              {t("i18n_filter_apply")}
            </button>
          </noscript>
        )}
      </div>
    </Form>
  );

  if (device === "desktop") {
    return (
      <aside className="filter-panel" aria-label={t("i18n_filter_title")}>
        <h2>{t("i18n_filter_title")}</h2>
        {form}
      </aside>
    );
  }
  return (
    <details className="filter-sheet" ref={sheet}>
      <summary className="button button-ghost button-small">
        {t("i18n_filter_open", { count: active.length })}
      </summary>
      <div className="filter-sheet-panel" role="dialog" aria-label={t("i18n_filter_title")}>
        <div className="filter-sheet-head">
          <h2>{t("i18n_filter_title")}</h2>
          <p className="list-count">{t("i18n_list_count", { count: total })}</p>
          <button
            type="button"
            className="filter-sheet-close"
            aria-label={t("i18n_common_close")}
            onClick={() => {
              if (sheet.current) sheet.current.open = false;
            }}
          >
            ×
          </button>
        </div>
        {form}
      </div>
    </details>
  );
}

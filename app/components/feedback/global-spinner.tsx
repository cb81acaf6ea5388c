import { useSyncExternalStore } from "react";
import { useFetchers, useNavigation } from "react-router";
import { useTranslations } from "use-intl";
import { feedback, serverSnapshot } from "../../lib/ui-feedback.ts";

/** The spec's global spinner: shown while a non-hidden API call, a navigation or a form submission is pending. */
export function GlobalSpinner() {
  const t = useTranslations();
  const { pending } = useSyncExternalStore(feedback.subscribe, feedback.read, serverSnapshot);
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = pending > 0 || navigation.state !== "idle" || fetchers.some((f) => f.state !== "idle");
  if (!busy) return null;
  return (
    <div className="global-spinner" role="progressbar" aria-label={t("i18n_common_loading")}>
      <span className="global-spinner-wheel" />
    </div>
  );
}

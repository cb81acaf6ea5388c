import { useMemo } from "react";
import { useNavigate } from "react-router";
import { useTranslations } from "use-intl";
import { createApiClient } from "../lib/api-client.ts";
import { feedback } from "../lib/ui-feedback.ts";
import { useSite } from "./use-site.ts";

/** The API client for interactive widgets of the current page (site header, texts, navigation). */
export function useApi() {
  const { site } = useSite();
  const navigate = useNavigate();
  const t = useTranslations();
  return useMemo(
    () =>
      createApiClient({
        fetch: (input, init) => fetch(input, init),
        feedback,
        site: () => site.code,
        location: () => window.location,
        navigate: (url) => navigate(url),
        storage: { removeItem: (key) => window.localStorage.removeItem(key) },
        networkErrorText: () => t("i18n_error_network"),
      }),
    [site.code, navigate, t],
  );
}

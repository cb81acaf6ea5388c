import { useTranslations } from "use-intl";

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The translator for the quiz's keys, which are built from question keys and digits (i18n/choose-text-keys.ts). */
export function useChooseText(): Translate {
  return useTranslations() as unknown as Translate;
}

import { type ReactNode, Suspense } from "react";
import { Await } from "react-router";
import { useTranslations } from "use-intl";
import type { StreamedPart } from "../../.server/site/settle-ready-parts.ts";

/** Renders a part of the page at once when it came ready, else when its promise settles, with a placeholder until then. */
export function Deferred<T>({
  resolve,
  children,
}: {
  resolve: StreamedPart<T> | null;
  children: (value: T) => ReactNode;
}) {
  const t = useTranslations();
  if (!resolve) return null;
  return (
    <Suspense
      fallback={
        <p className="deferred-loading" aria-busy="true">
          {t("i18n_product_loading")}
        </p>
      }
    >
      <Await resolve={resolve} errorElement={<p className="notice">{t("i18n_product_load_failed")}</p>}>
        {children}
      </Await>
    </Suspense>
  );
}

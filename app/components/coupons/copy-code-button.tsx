import { useState } from "react";
import { useTranslations } from "use-intl";

/** Copies a coupon code and says so ('Copy successfully!') where screen readers hear it too. */
export function CopyCodeButton({ code }: { code: string }) {
  const t = useTranslations();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      setTimeout(() => setCopied(false), 2500);
    } catch {
      setCopied(false);
    }
  };
  return (
    <>
      <button type="button" className="button button-outline button-small" onClick={copy}>
        {t("i18n_coupons_copy")}
      </button>
      <span className="coupon-copied" role="status">
        {copied ? t("i18n_coupons_copied") : ""}
      </span>
    </>
  );
}

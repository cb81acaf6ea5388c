import { type ReactNode, useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { useTranslations } from "use-intl";

type Props = { title: string; closeTo: string; className?: string; children: ReactNode };

/**
 * A dialog whose open state is the page's query, so it works without JavaScript: closing is a link back to the
 * screen. With JavaScript, Escape closes it and focus moves into it. A panel over the page on desktop, the whole
 * screen on mobile (personal.css).
 */
export function PersonalDialog({ title, closeTo, className, children }: Props) {
  const t = useTranslations();
  const navigate = useNavigate();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>("[data-autofocus], input, select, button")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") navigate(closeTo, { preventScrollReset: true });
    };
    document.addEventListener("keydown", onKey);
    document.body.classList.add("dialog-open");
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.classList.remove("dialog-open");
      if (opener?.isConnected) opener.focus();
    };
  }, [closeTo, navigate]);
  return (
    <div className="personal-dialog-layer">
      <Link className="personal-dialog-backdrop" to={closeTo} preventScrollReset tabIndex={-1} aria-hidden />
      <div
        ref={panel}
        className={`personal-dialog${className ? ` ${className}` : ""}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby="personal-dialog-title"
      >
        <div className="personal-dialog-head">
          <h2 id="personal-dialog-title">{title}</h2>
          <Link
            className="personal-dialog-close"
            to={closeTo}
            preventScrollReset
            aria-label={t("i18n_common_close")}
          >
            ×
          </Link>
        </div>
        {children}
      </div>
    </div>
  );
}

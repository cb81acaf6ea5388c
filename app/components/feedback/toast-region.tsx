import { useSyncExternalStore } from "react";
import { feedback, serverSnapshot } from "../../lib/ui-feedback.ts";

/** The toasts of the page (errors and confirmations), each for 3 s; announced to screen readers. */
export function ToastRegion() {
  const { toasts } = useSyncExternalStore(feedback.subscribe, feedback.read, serverSnapshot);
  return (
    <div className="toast-region" aria-live="polite">
      {toasts.map((toast) => (
        <p
          key={toast.id}
          className={`toast toast-${toast.kind}`}
          role={toast.kind === "error" ? "alert" : "status"}
        >
          {toast.text}
        </p>
      ))}
    </div>
  );
}

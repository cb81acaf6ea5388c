import { useEffect, useState } from "react";

/** How long an idle moment may be waited for before the part loads anyway. */
const idleTimeoutMs = 2_000;

/**
 * False on the server and while the page hydrates; true once the browser is first idle after it (or after a short
 * timeout where `requestIdleCallback` is missing, as in Safari). A part rendered only from then on, through
 * `React.lazy`, stays out of the page's first-load script (issue 15, ADR 0044).
 */
export function useIdleAfterHydration(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: idleTimeoutMs });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setIdle(true), 200);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}

import { useEffect } from "react";
import { reloadPageOnce } from "../lib/reload-page-once.ts";

declare global {
  interface Window {
    /** React Router's manifest of the running build; its version is a hash of the build's assets. */
    __reactRouterManifest?: { version: string };
  }
}

const checkEveryMs = 5 * 60_000;

/**
 * Reloads the page (once per path within ten seconds, reload-page-once.ts) when a newer build serves the store,
 * or when a chunk of this one fails to load (Vite's failed imports; React Router's route modules, patched to
 * announce theirs the same way). The build is compared every few minutes and whenever the tab shows again.
 */
export function NewBuildReload() {
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    const running = window.__reactRouterManifest?.version;
    const check = async () => {
      if (document.visibilityState !== "visible" || isTyping()) return;
      try {
        const response = await fetch(`/build.json?t=${Date.now()}`, { cache: "no-store" });
        if (!response.ok) return;
        const { version } = (await response.json()) as { version?: string };
        if (running && version && version !== running) reloadPageOnce();
      } catch {
        // Offline, or the store restarting: the next check asks again.
      }
    };
    const onChunkFailed = (event: Event) => {
      if (reloadPageOnce()) event.preventDefault();
    };
    const timer = setInterval(check, checkEveryMs);
    document.addEventListener("visibilitychange", check);
    window.addEventListener("vite:preloadError", onChunkFailed);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", check);
      window.removeEventListener("vite:preloadError", onChunkFailed);
    };
  }, []);
  return null;
}

/** A new build waits while the shopper types: a reload would lose what they entered. */
function isTyping() {
  const active = document.activeElement;
  return (
    active instanceof HTMLElement && (active.matches("input, textarea, select") || active.isContentEditable)
  );
}

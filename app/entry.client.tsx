import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import type { Messages } from "../i18n/messages.ts";
import { CataloguesContext, fetchCatalogue } from "./lib/catalogues.ts";

/**
 * Hydrates once the page's texts are here: the document links its catalogue and the browser fetches it while
 * the scripts load (ADR 0047). Without them the page stays as the server sent it, its links and forms working.
 */
async function hydrate() {
  const path = document.querySelector("link[data-catalogue]")?.getAttribute("href");
  const catalogues = new Map<string, Messages>();
  if (path) {
    try {
      catalogues.set(path, await fetchCatalogue(path));
    } catch (error) {
      console.error("the page's texts did not load; it works without its scripts", error);
      return;
    }
  }
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <CataloguesContext value={catalogues}>
          <HydratedRouter />
        </CataloguesContext>
      </StrictMode>,
    );
  });
}

hydrate();

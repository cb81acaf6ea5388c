import { createContext, use, useContext } from "react";
import type { Messages } from "../../i18n/messages.ts";

/**
 * The catalogues at hand, by file path (ADR 0047): every language's on the server, the page's in the browser,
 * fetched before hydration. Another language (the shopper switched site) is fetched when first needed.
 */
export const CataloguesContext = createContext<ReadonlyMap<string, Messages>>(new Map());

const fetched = new Map<string, Promise<Messages>>();
const atHand = new Map<string, Messages>();

/** Makes catalogues readable outside React's tree (`meta`): the server hands over all of them at start. */
export function keepCatalogues(catalogues: ReadonlyMap<string, Messages>): void {
  for (const [path, messages] of catalogues) atHand.set(path, messages);
}

/** A catalogue already here (the server's, or one the browser has fetched), for code that cannot wait. */
export function catalogueAtHand(path: string): Messages | undefined {
  return atHand.get(path);
}

export function fetchCatalogue(path: string): Promise<Messages> {
  let catalogue = fetched.get(path);
  if (!catalogue) {
    catalogue = fetch(path).then((response) => {
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return response.json() as Promise<Messages>;
    });
    catalogue.then(
      (messages) => atHand.set(path, messages),
      // A failed fetch is tried again next time, not remembered.
      () => fetched.delete(path),
    );
    fetched.set(path, catalogue);
  }
  return catalogue;
}

export function useCatalogue(path: string): Messages {
  return useContext(CataloguesContext).get(path) ?? use(fetchCatalogue(path));
}

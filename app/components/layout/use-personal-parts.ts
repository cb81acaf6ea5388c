import { useSyncExternalStore } from "react";
import { PERSONAL_PARTS_ELEMENT_ID, type PersonalParts } from "../../../lib/personal-parts.ts";
import { type SiteNavigation, useSiteNavigation } from "./use-site-navigation.ts";

/** The site chrome's data the document was rendered with; set by the first render in the browser. */
let documentNavigation: SiteNavigation | undefined | null = null;
let documentParts: PersonalParts | null | undefined;

function readDocumentParts(): PersonalParts | null {
  if (documentParts === undefined) {
    const text = document.getElementById(PERSONAL_PARTS_ELEMENT_ID)?.textContent;
    documentParts = text ? (JSON.parse(text) as PersonalParts) : null;
  }
  return documentParts;
}

const subscribe = () => () => {};

/**
 * The signed-in shopper's parts of a kept catalogue page (ADR 0009): the server sends the page every visitor
 * gets, with the shopper's parts in a JSON block, and they show once the page has hydrated (hydration itself
 * must match the kept markup). Null after the site's loader has run again: its data is the shopper's own then.
 */
export function usePersonalParts(): PersonalParts | null {
  const navigation = useSiteNavigation();
  if (typeof document !== "undefined" && documentNavigation === null) documentNavigation = navigation;
  return useSyncExternalStore(
    subscribe,
    () => (navigation !== undefined && navigation === documentNavigation ? readDocumentParts() : null),
    () => null,
  );
}

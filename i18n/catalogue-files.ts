import { createHash } from "node:crypto";
import type { MessagesLocale } from "../lib/sites.ts";
import { catalogues, type Messages } from "./messages.ts";

export type CatalogueFile = { locale: MessagesLocale; path: string; json: Uint8Array<ArrayBuffer> };

const encoder = new TextEncoder();

/**
 * Each language's whole catalogue as a JSON file named by its content, so browsers keep it for good and a new
 * text gets a new name (ADR 0047). Pages link it instead of carrying 44 kB of texts in every document.
 */
const files = new Map(
  (Object.keys(catalogues) as MessagesLocale[]).map((locale) => {
    const json = encoder.encode(JSON.stringify(catalogues[locale])) as Uint8Array<ArrayBuffer>;
    const hash = createHash("sha256").update(json).digest("base64url").slice(0, 12);
    return [locale, { locale, path: `/messages/${locale}.${hash}.json`, json }] as const;
  }),
);
const byPath = new Map<string, CatalogueFile>([...files.values()].map((file) => [file.path, file]));

export function catalogueFile(locale: MessagesLocale): CatalogueFile {
  return files.get(locale) as CatalogueFile;
}

export function catalogueFileAt(path: string): CatalogueFile | undefined {
  return byPath.get(path);
}

/** Every catalogue by its file's path: what a page rendered on the server reads its texts from. */
export const cataloguesByPath: ReadonlyMap<string, Messages> = new Map(
  [...files.values()].map((file) => [file.path, catalogues[file.locale]]),
);

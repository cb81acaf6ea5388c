import path from "node:path";
import { env } from "../../lib/env.ts";

/** Widths the store serves; a request for another width is refused so the cache stays bounded. */
export const mediaWidths = [160, 320, 640, 1024, 1600] as const;
export type MediaWidth = (typeof mediaWidths)[number];
export const mediaFormats = ["avif", "webp", "jpeg"] as const;
export type MediaFormat = (typeof mediaFormats)[number];

/** Media keys are generated names: lowercase letters, digits, dashes and one optional folder. */
export const mediaKeyPattern = /^[a-z0-9-]+(\/[a-z0-9-]+)?$/;

/** Images kept for the staff only (a support message's photo, ADR 0034): stored like the others, never served. */
export const isPrivateMediaKey = (key: string) => key.startsWith("support/");

export function mediaRoot(): string {
  return path.resolve(env().DATA_DIR, "media");
}

export function masterPath(key: string): string {
  return path.join(mediaRoot(), "masters", `${key}.png`);
}

export function variantPath(key: string, width: MediaWidth, format: MediaFormat): string {
  return path.join(mediaRoot(), "variants", `${key}-${width}.${format}`);
}

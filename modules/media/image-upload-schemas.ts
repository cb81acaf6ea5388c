// Rules of an image a shopper uploads (a review photo, a support message's photo; ADR 0019), which the browser
// checks before sending too: apart from zod, so a page's first load carries no validation library.

export const imageUploadLimits = {
  /** Bytes of one file: the spec's "under 2 MB", read as 2 MiB. */
  maxBytes: 2 * 1024 * 1024,
  /** Decoded pixels of one image; 25 megapixels is more than any phone camera needs for a photo of a problem. */
  maxPixels: 25_000_000,
} as const;

/** The types taken, by their bytes on the server (`sniffImageType`); the `accept` of a file input. */
export const acceptedImageTypes = "image/jpeg,image/png,image/webp";

/** The catalogue key of what is wrong with a file the shopper picked, as far as the browser can tell. */
export function imageFileProblem(file: { size: number; type: string }): string | null {
  if (file.size > imageUploadLimits.maxBytes) return "i18n_image_too_large";
  if (file.type && !acceptedImageTypes.split(",").includes(file.type)) return "i18n_image_type";
  return null;
}

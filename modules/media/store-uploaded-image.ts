import { randomUUID } from "node:crypto";
import { AppError } from "../../lib/errors.ts";
import { loadSharp } from "../../lib/load-sharp.ts";
import { imageUploadLimits } from "./image-upload-schemas.ts";
import { sniffImageType } from "./sniff-image-type.ts";
import { storeMediaMaster } from "./store-media-master.ts";

const refuse = (messageKey: string) =>
  new AppError("BAD_REQUEST", messageKey, { fields: [{ field: "file", messageKey }] });

/**
 * Keeps an image a shopper uploaded under `<folder>/<random UUID>` and answers that media key (ADR 0019): under
 * 2 MB, a JPEG, PNG or WebP by its bytes whose header agrees, at most 25 megapixels, re-encoded without metadata.
 * Each refusal is a 400 with its catalogue key on the field `file`. Who may upload is the caller's to decide.
 */
export async function storeUploadedImage(file: Blob | null, folder: "reviews" | "support"): Promise<string> {
  if (!file || file.size === 0) throw refuse("i18n_image_missing");
  if (file.size > imageUploadLimits.maxBytes) throw refuse("i18n_image_too_large");
  const bytes = Buffer.from(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type) throw refuse("i18n_image_type");
  // The header alone tells the size, so a pixel bomb is refused before anything is decoded.
  const sharp = await loadSharp();
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!metadata || metadata.format !== type) throw refuse("i18n_image_invalid");
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > imageUploadLimits.maxPixels)
    throw refuse("i18n_image_too_many_pixels");

  const key = `${folder}/${randomUUID()}`;
  try {
    await storeMediaMaster(key, bytes);
  } catch {
    throw refuse("i18n_image_invalid");
  }
  return key;
}

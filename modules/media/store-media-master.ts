import fs from "node:fs/promises";
import path from "node:path";
import { loadSharp } from "../../lib/load-sharp.ts";
import { masterPath, mediaKeyPattern } from "./media-paths.ts";

/**
 * Keeps an image as the master of `key`: decoded, re-encoded as PNG with no metadata, at most 1600 px
 * wide. The served sizes and formats are made from it on demand.
 */
export async function storeMediaMaster(key: string, image: Buffer): Promise<void> {
  if (!mediaKeyPattern.test(key)) throw new Error(`Invalid media key "${key}"`);
  const file = masterPath(key);
  await fs.mkdir(path.dirname(file), { recursive: true });
  const sharp = await loadSharp();
  const png = await sharp(image, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize({ width: 1600, withoutEnlargement: true })
    .png({ compressionLevel: 9 })
    .toBuffer();
  await fs.writeFile(`${file}.tmp`, png);
  await fs.rename(`${file}.tmp`, file);
}

import fs from "node:fs/promises";
import path from "node:path";
import { loadSharp } from "../../lib/load-sharp.ts";
import {
  isPrivateMediaKey,
  type MediaFormat,
  type MediaWidth,
  masterPath,
  mediaKeyPattern,
  variantPath,
} from "./media-paths.ts";

const pending = new Map<string, Promise<Buffer | null>>();

/**
 * The image `key` at `width` pixels in `format`, made from its master on first request and kept on disk
 * afterwards. Null when there is no such master.
 */
export function readMediaVariant(
  key: string,
  width: MediaWidth,
  format: MediaFormat,
): Promise<Buffer | null> {
  if (!mediaKeyPattern.test(key) || isPrivateMediaKey(key)) return Promise.resolve(null);
  const file = variantPath(key, width, format);
  let job = pending.get(file);
  if (!job) {
    job = readOrMake(key, file, width, format).finally(() => pending.delete(file));
    pending.set(file, job);
  }
  return job;
}

async function readOrMake(
  key: string,
  file: string,
  width: MediaWidth,
  format: MediaFormat,
): Promise<Buffer | null> {
  try {
    return await fs.readFile(file);
  } catch {
    // not made yet
  }
  let master: Buffer;
  try {
    master = await fs.readFile(masterPath(key));
  } catch {
    return null;
  }
  const sharp = await loadSharp();
  const resized = sharp(master).resize({ width, withoutEnlargement: true });
  const image = await (format === "avif"
    ? resized.avif({ quality: 55, effort: 3 })
    : format === "webp"
      ? resized.webp({ quality: 78 })
      : resized.flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true })
  ).toBuffer();
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(`${file}.tmp`, image);
  await fs.rename(`${file}.tmp`, file);
  return image;
}

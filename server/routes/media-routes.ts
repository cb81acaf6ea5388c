import { Hono } from "hono";
import {
  type MediaFormat,
  type MediaWidth,
  mediaFormats,
  mediaWidths,
} from "../../modules/media/media-paths.ts";
import { readMediaVariant } from "../../modules/media/read-media-variant.ts";

const contentTypes: Record<MediaFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};
const variantPattern = /^\/media\/(.+)\/(\d+)\.(avif|webp|jpeg)$/;

/** Catalogue images at `/media/{key}/{width}.{format}`; keys never change content, so they cache for a year. */
export const mediaRoutes = new Hono().get("/media/*", async (c) => {
  const match = variantPattern.exec(c.req.path);
  const width = Number(match?.[2]) as MediaWidth;
  const format = match?.[3] as MediaFormat;
  if (!match?.[1] || !mediaWidths.includes(width) || !mediaFormats.includes(format)) return c.notFound();
  const image = await readMediaVariant(match[1], width, format);
  if (!image) return c.notFound();
  return c.body(new Uint8Array(image), 200, {
    "Content-Type": contentTypes[format],
    "Cache-Control": "public, max-age=31536000, immutable",
  });
});

import { preload } from "react-dom";

type Props = {
  media: string;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown. */
  sizes: string;
  width: number;
  height: number;
  className?: string;
  /**
   * "priority": the page's largest image in the first viewport (its LCP), preloaded and fetched first, never more
   * than one a page; "eager": shown in the first viewport too; "lazy" (the default): further down.
   */
  loading?: ImageLoading;
};

export type ImageLoading = "priority" | "eager" | "lazy";

/**
 * A grid's cards: the first is the page's LCP image, the rest of the first screen (`firstScreen` cards) are
 * fetched with the document. Lazy ones in view wait for a layout, and cards of one size tie for the LCP: the
 * browser's rounding of their positions to device pixels can make a later card's area a few pixels larger.
 */
export const gridImageLoading = (index: number, firstScreen: number): ImageLoading =>
  index === 0 ? "priority" : index < firstScreen ? "eager" : "lazy";

const widths = [160, 320, 640, 1024, 1600];
/**
 * A server writes the same images' sets into page after page: each is joined once, not per render (3 % of what a
 * product page's render allocated). Bounded, as the catalogue's images are, should media names come from elsewhere.
 */
const srcSets = new Map<string, string>();
const srcSet = (media: string, format: "avif" | "webp") => {
  const key = `${format}${media}`;
  let set = srcSets.get(key);
  if (set === undefined) {
    set = widths.map((w) => `/media/${media}/${w}.${format} ${w}w`).join(", ");
    if (srcSets.size >= 4096) srcSets.clear();
    srcSets.set(key, set);
  }
  return set;
};

/** A catalogue image in AVIF or WebP at the size the screen needs, JPEG for old browsers. */
export function MediaImage({ media, alt, sizes, width, height, className, loading = "lazy" }: Props) {
  if (!media) return <div className={`media-missing ${className ?? ""}`} role="img" aria-label={alt} />;
  const avif = srcSet(media, "avif");
  // React leaves images inside <picture> out of its own preloads (the browser picks the source), so the
  // AVIF one is asked for here: React puts it at the top of <head>, before the stylesheets (ADR 0041).
  const priority = loading === "priority";
  if (priority)
    preload(`/media/${media}/640.avif`, {
      as: "image",
      imageSrcSet: avif,
      imageSizes: sizes,
      fetchPriority: "high",
      type: "image/avif",
    });
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(media, "webp")} sizes={sizes} />
      <img
        src={`/media/${media}/640.jpeg`}
        alt={alt}
        width={width}
        height={height}
        loading={loading === "lazy" ? "lazy" : "eager"}
        decoding="async"
        fetchPriority={priority ? "high" : undefined}
      />
    </picture>
  );
}

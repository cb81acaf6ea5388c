type Props = {
  media: string;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown. */
  sizes: string;
  width: number;
  height: number;
  className?: string;
  priority?: boolean;
};

const widths = [320, 640, 1024, 1600];
const srcSet = (media: string, format: string) =>
  widths.map((w) => `/media/${media}/${w}.${format} ${w}w`).join(", ");

/** A catalogue image in AVIF or WebP at the size the screen needs, JPEG for old browsers. */
export function MediaImage({ media, alt, sizes, width, height, className, priority = false }: Props) {
  if (!media) return <div className={`media-missing ${className ?? ""}`} role="img" aria-label={alt} />;
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet(media, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(media, "webp")} sizes={sizes} />
      <img
        src={`/media/${media}/640.jpeg`}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={priority ? "high" : undefined}
      />
    </picture>
  );
}

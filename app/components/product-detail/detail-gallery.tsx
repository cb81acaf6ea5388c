import { type MouseEvent, useRef, useState } from "react";
import { useTranslations } from "use-intl";
import { MediaImage } from "../media-image.tsx";
import { useSite } from "../use-site.ts";

/**
 * The images of the chosen spec: one scroll-snapped track that swipes on touch screens, with thumbnails on
 * desktop and dots on mobile. Without JavaScript thumbnails and dots are plain anchors to the slides.
 */
export function DetailGallery({ images, name }: { images: string[]; name: string }) {
  const t = useTranslations();
  const { device } = useSite();
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const count = images.length;

  const show = (index: number) => (event: MouseEvent) => {
    const element = track.current;
    if (!element) return;
    event.preventDefault();
    element.scrollTo({ left: index * element.clientWidth, behavior: "smooth" });
    setActive(index);
  };
  const onScroll = () => {
    const element = track.current;
    if (element) setActive(Math.round(element.scrollLeft / Math.max(element.clientWidth, 1)));
  };

  return (
    <section className={`gallery gallery-${device}`} aria-label={t("i18n_product_gallery")}>
      {/* Focusable so the images can be scrolled with the keyboard too (axe scrollable-region-focusable). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <div className="gallery-track" ref={track} onScroll={onScroll} tabIndex={0}>
        {images.map((media, index) => (
          <div className="gallery-slide" id={`image-${index + 1}`} key={media}>
            <MediaImage
              media={media}
              alt={`${name} – ${t("i18n_product_image_of", { index: index + 1, count })}`}
              sizes="(max-width: 900px) 100vw, 560px"
              width={1200}
              height={1200}
              loading={index === 0 ? "priority" : "lazy"}
            />
          </div>
        ))}
      </div>
      {count > 1 && device === "desktop" ? (
        <div className="gallery-thumbs">
          {images.map((media, index) => (
            <a
              key={media}
              href={`#image-${index + 1}`}
              onClick={show(index)}
              aria-current={index === active ? "true" : undefined}
              aria-label={t("i18n_product_show_image", { index: index + 1 })}
            >
              <MediaImage media={media} alt="" sizes="80px" width={160} height={160} />
            </a>
          ))}
        </div>
      ) : null}
      {count > 1 && device === "mobile" ? (
        <div className="gallery-dots">
          {images.map((media, index) => (
            <a
              key={media}
              href={`#image-${index + 1}`}
              onClick={show(index)}
              aria-current={index === active ? "true" : undefined}
            >
              <span className="visually-hidden">{t("i18n_product_show_image", { index: index + 1 })}</span>
            </a>
          ))}
          <span className="gallery-counter" aria-hidden="true">
            {active + 1}/{count}
          </span>
        </div>
      ) : null}
    </section>
  );
}

import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { gridImageLoading, MediaImage } from "./media-image.tsx";

const sources = (html: string) =>
  [...html.matchAll(/<source type="([^"]+)" srcSet="([^"]+)"/g)].map((m) => m.slice(1));

describe("MediaImage", () => {
  it("offers each image in AVIF and WebP at every width, the same on every render", () => {
    const render = (media: string) =>
      renderToStaticMarkup(<MediaImage media={media} alt="Dock" sizes="50vw" width={640} height={640} />);
    const widths = [160, 320, 640, 1024, 1600];
    const expected = (media: string) => [
      ["image/avif", widths.map((w) => `/media/${media}/${w}.avif ${w}w`).join(", ")],
      ["image/webp", widths.map((w) => `/media/${media}/${w}.webp ${w}w`).join(", ")],
    ];
    expect(sources(render("goods/dock-0"))).toEqual(expected("goods/dock-0"));
    expect(sources(render("goods/dock-1"))).toEqual(expected("goods/dock-1"));
    expect(sources(render("goods/dock-0"))).toEqual(expected("goods/dock-0"));
  });

  it("fetches a grid's first screen with the page, the first card before anything, and the rest when scrolled to", () => {
    const html = renderToStaticMarkup(
      [0, 1, 2, 3, 4, 5].map((index) => (
        <MediaImage
          key={index}
          media={`goods/card-${index}`}
          alt=""
          sizes="50vw"
          width={600}
          height={600}
          loading={gridImageLoading(index, 4)}
        />
      )),
    );
    const images = [...html.matchAll(/<img [^>]*>/g)].map(([img]) => ({
      loading: /loading="(\w+)"/.exec(img)?.[1],
      fetchPriority: /fetchPriority="(\w+)"/.exec(img)?.[1],
    }));
    expect(images).toEqual([
      { loading: "eager", fetchPriority: "high" },
      { loading: "eager", fetchPriority: undefined },
      { loading: "eager", fetchPriority: undefined },
      { loading: "eager", fetchPriority: undefined },
      { loading: "lazy", fetchPriority: undefined },
      { loading: "lazy", fetchPriority: undefined },
    ]);
  });
});

import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MediaImage } from "./media-image.tsx";

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
});

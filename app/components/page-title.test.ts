import { describe, expect, it } from "vitest";
import { catalogueFile, cataloguesByPath } from "../../i18n/catalogue-files.ts";
import { keepCatalogues } from "../lib/catalogues.ts";
import { pageMeta } from "./page-title.ts";

describe("pageMeta", () => {
  const root = (catalogue: string) => [{ id: "root", loaderData: { catalogue } }];

  it("titles a screen from the site's catalogue, once the catalogue is at hand", () => {
    const german = catalogueFile("de").path;
    expect(pageMeta(root(german), "i18n_cart_title")).toEqual([{ title: "" }]);
    keepCatalogues(cataloguesByPath);
    const [title, description] = pageMeta(root(german), "i18n_cart_title");
    expect(title).toEqual({ title: "Warenkorb | Brisa Home" });
    expect(description).toMatchObject({
      name: "description",
      content: expect.stringContaining("Saugroboter"),
    });
    expect(
      pageMeta(root(catalogueFile("fr").path), "i18n_cart_title", { title: "AeroSweep", noindex: true }),
    ).toEqual([
      { title: "AeroSweep | Brisa Home" },
      { name: "description", content: expect.stringContaining("Aspirateurs") },
      { name: "robots", content: "noindex" },
    ]);
  });
});

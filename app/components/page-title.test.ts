import { describe, expect, it } from "vitest";
import { catalogueFile, cataloguesByPath } from "../../i18n/catalogue-files.ts";
import { keepCatalogues } from "../lib/catalogues.ts";
import { pageMeta } from "./page-title.ts";

describe("pageMeta", () => {
  const root = (catalogue: string) => [{ id: "root", loaderData: { catalogue } }];

  it("titles a screen from the site's catalogue, once the catalogue is at hand", () => {
    // Test files of the shared pool share this module's registry, and entry.server keeps every catalogue on
    // import: a catalogue never kept stands for one the browser has not fetched yet.
    expect(pageMeta(root("/messages/de.not-fetched.json"), "i18n_cart_title")).toEqual([{ title: "" }]);
    const german = catalogueFile("de").path;
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

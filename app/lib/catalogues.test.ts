import { afterEach, describe, expect, it, vi } from "vitest";
import { catalogueAtHand, fetchCatalogue } from "./catalogues.ts";

// The browser's fetch of a catalogue file (ADR 0047); `meta` reads what arrived through catalogueAtHand.
describe("fetchCatalogue", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps a fetched catalogue at hand and fetches it once", async () => {
    const fetch = vi.fn(async () => Response.json({ i18n_brand_name: "Brisa Home" }));
    vi.stubGlobal("fetch", fetch);
    expect(catalogueAtHand("/messages/fr.test1.json")).toBeUndefined();
    const first = fetchCatalogue("/messages/fr.test1.json");
    expect(fetchCatalogue("/messages/fr.test1.json")).toBe(first);
    await expect(first).resolves.toEqual({ i18n_brand_name: "Brisa Home" });
    expect(catalogueAtHand("/messages/fr.test1.json")).toEqual({ i18n_brand_name: "Brisa Home" });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("forgets a failed fetch, keeps nothing at hand, and tries again next time", async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response("no", { status: 503 }))
      .mockResolvedValueOnce(Response.json({ i18n_brand_name: "Brisa Home" }));
    vi.stubGlobal("fetch", fetch);
    await expect(fetchCatalogue("/messages/de.test2.json")).rejects.toThrow("answered 503");
    expect(catalogueAtHand("/messages/de.test2.json")).toBeUndefined();
    await expect(fetchCatalogue("/messages/de.test2.json")).resolves.toEqual({
      i18n_brand_name: "Brisa Home",
    });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

import { describe, expect, it } from "vitest";
import { loader } from "./choose-region.ts";

const store = "https://store.example";

/** What `/region?…` answers: status, where to, and the site cookie; never a throw the server turns into a 500. */
function choose(query: string) {
  const request = new Request(`${store}/region?${query}`);
  let response: Response;
  try {
    response = loader({ request, params: {}, context: {} } as unknown as Parameters<typeof loader>[0]);
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    response = thrown;
  }
  return {
    status: response.status,
    location: response.headers.get("location"),
    cookie: response.headers.get("set-cookie"),
  };
}

describe("choosing a region", () => {
  it("keeps the site in the cookie and opens the same screen there", () => {
    expect(choose(`site=de&to=${encodeURIComponent("/product/detail?id=4")}`)).toEqual({
      status: 302,
      location: "/de/product/detail?id=4",
      cookie: expect.stringMatching(/^site=de;/),
    });
    expect(choose("site=us&to=%2Fproduct%2Flist").location).toBe("/product/list");
    expect(choose("site=fr").location).toBe("/fr");
    expect(choose("site=xx&to=%2Fproduct%2Flist")).toMatchObject({
      status: 302,
      location: "/",
      cookie: null,
    });
  });

  it.each([
    "/%09/127.0.0.2:9999/landed",
    "/%0A/x",
    "/%0D/x",
    "/%E3%80%82evil",
    "/%EF%BC%8F/evil.example",
    "//evil.example",
    "/%5Cevil.example",
    "/.//evil.example",
    "/%252F/evil.example",
    "/%25zz",
    "https://evil.example/",
  ])("opens the site's home for to=%s", (to) => {
    expect(choose(`site=us&to=${to}`)).toMatchObject({ status: 302, location: "/" });
    expect(choose(`site=de&to=${to}`)).toMatchObject({ status: 302, location: "/de" });
  });
});

import { describe, expect, it } from "vitest";
import { chooseAppStore } from "./choose-app-store.ts";

const stores = { appStore: "https://apps.example/ios", googlePlay: "https://play.example/android" };
const iPhone = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const pixel =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/156.0.0.0 Mobile Safari/537.36";
const windows = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/156.0.0.0 Safari/537.36";

describe("chooseAppStore", () => {
  it("sends an iPhone to the App Store and an Android phone to Google Play", () => {
    expect(chooseAppStore(iPhone, stores)).toBe(stores.appStore);
    expect(chooseAppStore(pixel, stores)).toBe(stores.googlePlay);
  });

  it("has no listing for a computer, nor for a phone whose store is not configured", () => {
    expect(chooseAppStore(windows, stores)).toBeNull();
    expect(chooseAppStore(pixel, { ...stores, googlePlay: null })).toBeNull();
  });
});

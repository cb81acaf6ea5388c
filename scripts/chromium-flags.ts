/** Debian's Chromium headless in a container, talking to nothing but the pages under test (journeys, bench:web). */
export const offlineChromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

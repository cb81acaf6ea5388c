const base = "http://store.invalid";
/** Printable ASCII without the space: what a path of this store is made of once percent-encoded. */
const plainAscii = /^[\x21-\x7e]*$/;
const badEscape = /%(?![0-9A-Fa-f]{2})/;

/**
 * `value` as a path of this origin (path, query and fragment, percent-encoded ASCII, dot segments resolved) when
 * every browser reads it as one, else null. The one rule for every redirect to a path a visitor sent (`to`, `from`).
 *
 * Browsers drop tabs and newlines anywhere in a URL, read `\` as `/` and map some non-ASCII characters (such as
 * U+3002 or U+FF0F) to ASCII ones, so `/\t/host`, `/\host` or `/。host` could leave the site. Anything that is not
 * plain ASCII, holds a backslash or a bad `%` escape, starts with `//`, or whose decoded path would (`/%2F/host`,
 * `/%5Chost`, `/.//host`) is refused rather than repaired.
 */
export function safeLocalPath(value: string | null | undefined): string | null {
  if (typeof value !== "string" || value.length > 2048) return null;
  if (!isPlainPath(value) || badEscape.test(value)) return null;
  let url: URL;
  let decodedPath: string;
  try {
    url = new URL(value, base);
    decodedPath = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (url.origin !== base || !isPlainPath(url.pathname) || !isPlainPath(decodedPath)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function isPlainPath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && plainAscii.test(path) && !path.includes("\\");
}

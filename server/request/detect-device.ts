export type Device = "desktop" | "mobile";

const mobileKeywords =
  /Mobi|Android|iPhone|iPad|iPod|Tablet|Kindle|Silk|PlayBook|BlackBerry|BB10|Opera Mini|IEMobile|Windows Phone|webOS/i;

/**
 * The variant to render: mobile when the user-agent has a phone or tablet keyword, otherwise desktop.
 * A `device` cookie or query parameter (desktop|mobile) forces one, for testing.
 */
export function detectDevice(request: Request): Device {
  const url = new URL(request.url);
  const forced = url.searchParams.get("device") ?? readCookie(request, "device");
  if (forced === "mobile" || forced === "desktop") return forced;
  return mobileKeywords.test(request.headers.get("user-agent") ?? "") ? "mobile" : "desktop";
}

export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

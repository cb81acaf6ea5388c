import { env } from "../../lib/env.ts";
import { readAppStores } from "../.server/site/read-app-stores.ts";
import { renderAppQr } from "../.server/site/render-app-qr.ts";

/** /app/qr.svg: the QR code desktop visitors scan with their phone, drawn on the server; it leads to /app. */
export async function loader() {
  if (!readAppStores()) return new Response(null, { status: 404 });
  const svg = await renderAppQr(`${env().PUBLIC_URL.replace(/\/$/, "")}/app`);
  return new Response(svg, {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

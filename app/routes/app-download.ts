import { redirect } from "react-router";
import { chooseAppStore } from "../.server/site/choose-app-store.ts";
import { readAppStores } from "../.server/site/read-app-stores.ts";
import type { Route } from "./+types/app-download";

/**
 * /app, the address the QR code holds: a phone goes on to its own store's listing; anything else (a computer,
 * a phone whose store has no listing) to the app promotion on the home page, which shows every badge.
 */
export function loader({ request }: Route.LoaderArgs) {
  const stores = readAppStores();
  if (!stores) throw new Response(null, { status: 404 });
  const listing = chooseAppStore(request.headers.get("user-agent") ?? "", stores);
  return redirect(listing ?? "/#get-the-app", {
    headers: { "Cache-Control": "no-store", Vary: "User-Agent" },
  });
}

import { env } from "../../../lib/env.ts";

export type AppStores = { appStore: string | null; googlePlay: string | null };

/** The companion app's configured listings, or null when there is none and nothing promotes the app. */
export function readAppStores(): AppStores | null {
  const { APP_STORE_URL, GOOGLE_PLAY_URL } = env();
  if (!APP_STORE_URL && !GOOGLE_PLAY_URL) return null;
  return { appStore: APP_STORE_URL ?? null, googlePlay: GOOGLE_PLAY_URL ?? null };
}

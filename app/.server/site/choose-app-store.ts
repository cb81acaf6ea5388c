import type { AppStores } from "./read-app-stores.ts";

/** The listing a phone can install from: the App Store on iOS, Google Play on Android; null otherwise. */
export function chooseAppStore(userAgent: string, stores: AppStores): string | null {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return stores.appStore;
  if (/Android/i.test(userAgent)) return stores.googlePlay;
  return null;
}

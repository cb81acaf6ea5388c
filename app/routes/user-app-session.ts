import { handOverAppSession } from "../.server/accounts/hand-over-app-session.ts";
import type { Route } from "./+types/user-app-session";

/** The native app's token becomes the web session cookie (POST only; see docs/native-app-bridge.md). */
export function action({ request, context }: Route.ActionArgs) {
  return handOverAppSession(request, context);
}

import { redirect } from "react-router";
import { sitePrefixOf } from "../.server/accounts/sign-in-session.ts";
import { signOut } from "../.server/accounts/sign-out.ts";
import type { Route } from "./+types/user-logout";

/** Logout is a POST (the header's sign-out button); a link here only leads home, so no GET signs anyone out. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(sitePrefixOf(request) || "/");
}

export function action({ request, context }: Route.ActionArgs) {
  return signOut(request, context);
}

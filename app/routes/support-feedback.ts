import { data } from "react-router";
import { recordFeedbackFromPage } from "../.server/support/record-feedback-page.ts";
import type { Route } from "./+types/support-feedback";

/** Only posts: the "did this help?" answers. */
export function loader() {
  throw data(null, { status: 404 });
}

export function action({ request, context }: Route.ActionArgs) {
  return recordFeedbackFromPage(request, context);
}

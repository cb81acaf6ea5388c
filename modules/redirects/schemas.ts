import { z } from "zod";
import { siteCodes } from "../../lib/sites.ts";
import { normalizeFromPath, normalizeTarget } from "./redirect-paths.ts";

export const redirectStatuses = [301, 302] as const;

/** A rule as the shop writes it: paths are normalized here, so what is stored is what requests are matched on. */
export const redirectRuleBody = z.object({
  site: z.enum(siteCodes, { error: "i18n_redirect_site_invalid" }).nullable(),
  from: z.string({ error: "i18n_redirect_from_invalid" }).transform((value, context) => {
    const path = normalizeFromPath(value);
    if (path === null) context.addIssue({ code: "custom", message: "i18n_redirect_from_invalid" });
    return path ?? "";
  }),
  to: z.string({ error: "i18n_redirect_to_invalid" }).transform((value, context) => {
    const target = normalizeTarget(value);
    if (target === null) context.addIssue({ code: "custom", message: "i18n_redirect_to_invalid" });
    return target?.target ?? "";
  }),
  status: z.coerce
    .number()
    .pipe(z.union([z.literal(301), z.literal(302)], { error: "i18n_redirect_status_invalid" })),
});
/** What a writer sends; `redirectRuleBody` decides whether it is a rule. */
export type RedirectRuleInput = { site: string | null; from: string; to: string; status: number | string };

export type RedirectRule = {
  id: number;
  site: (typeof siteCodes)[number] | null;
  from: string;
  to: string;
  status: (typeof redirectStatuses)[number];
};

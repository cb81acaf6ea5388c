import { z } from "zod";
import { text } from "../../lib/nul-character.ts";
import { ownEntry } from "../../lib/own-entry.ts";
import { statesByCountry } from "../regions/states.ts";

const required = (max: number) =>
  text({ error: "i18n_form_feedback_01" })
    .trim()
    .min(1, { error: "i18n_form_feedback_01" })
    .max(max, { error: "i18n_error_too_long" });
const optional = (max: number) => text().trim().max(max, { error: "i18n_error_too_long" }).default("");

/** An address as the shopper types it (spec sections 3 and 5); the messages are catalogue keys. */
export const addressInput = z
  .object({
    email: z
      .string({ error: "i18n_form_feedback_01" })
      .trim()
      .min(1, { error: "i18n_form_feedback_01" })
      .pipe(z.email({ error: "i18n_form_feedback_03" })),
    firstName: required(60),
    lastName: required(60),
    countryAbbr: z
      .string({ error: "i18n_form_feedback_01" })
      .trim()
      .min(1, { error: "i18n_form_feedback_01" }),
    state: z.string({ error: "i18n_form_feedback_01" }).trim().min(1, { error: "i18n_form_feedback_01" }),
    city: required(80),
    address1: required(120),
    address2: optional(120),
    zipCode: required(20),
    telephone: required(30).regex(/^\+?[\d\s().-]{5,30}$/, { error: "i18n_error_invalid_phone" }),
    company: optional(120),
    notes: optional(500),
    isDefault: z.boolean().optional().meta({ description: "Make this the default address" }),
  })
  .superRefine((address, context) => {
    const states = ownEntry(statesByCountry, address.countryAbbr);
    if (!states) {
      context.addIssue({ code: "custom", path: ["countryAbbr"], message: "i18n_error_invalid_value" });
    } else if (!states.some((state) => state.abbr === address.state)) {
      context.addIssue({ code: "custom", path: ["state"], message: "i18n_error_invalid_value" });
    }
  })
  .meta({ id: "AddressInput" });

export type AddressInput = z.output<typeof addressInput>;

export const address = z
  .object({
    id: z.number().int(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    countryAbbr: z.string(),
    state: z.string(),
    city: z.string(),
    address1: z.string(),
    address2: z.string(),
    zipCode: z.string(),
    telephone: z.string(),
    company: z.string(),
    notes: z.string(),
    isDefault: z.boolean(),
  })
  .meta({ id: "Address" });

export type Address = z.infer<typeof address>;

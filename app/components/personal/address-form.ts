import { z } from "zod";
import { addressInput } from "../../../modules/addresses/schemas.ts";

/** The address form's fields as posted: the API's address schema, with the default box sent as "on". */
export const addressForm = z.preprocess(
  (values) =>
    typeof values === "object" && values !== null
      ? { ...values, isDefault: (values as Record<string, unknown>).isDefault === "on" }
      : values,
  addressInput,
);

/** The fields of an address in the order the form shows them. */
export const addressFields = [
  "email",
  "firstName",
  "lastName",
  "countryAbbr",
  "address1",
  "address2",
  "city",
  "state",
  "zipCode",
  "telephone",
  "company",
  "notes",
] as const;

export type AddressField = (typeof addressFields)[number];
export type AddressValues = Partial<Record<AddressField | "isDefault", string>>;

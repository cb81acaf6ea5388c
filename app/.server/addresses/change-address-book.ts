import { data, redirect } from "react-router";
import { decimalId } from "../../../lib/decimal-id.ts";
import { deleteAddress } from "../../../modules/addresses/delete-address.ts";
import { saveAddress } from "../../../modules/addresses/save-address.ts";
import { setDefaultAddress } from "../../../modules/addresses/set-default-address.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { readSiteFromPath } from "../../../server/request/read-site-from-path.ts";
import { addressForm } from "../../components/personal/address-form.ts";
import {
  type FieldErrors,
  fieldErrorsOf,
  formDataValues,
} from "../../components/personal/use-blur-validation.ts";
import { requireCustomerId } from "../accounts/require-customer.ts";
import { readActionError } from "../site/read-action-error.ts";
import type { AddressBookNotice } from "./load-address-book.ts";

export type AddressActionData = { errors: FieldErrors; formError?: string; values: Record<string, string> };

const addressId = decimalId("i18n_error_invalid_id");

/**
 * The action of /personal/address, by `intent`: save (add, or change when an id is sent), delete, or default.
 * The use-cases act only on the shopper's own addresses; another's id is the not-found page.
 */
export async function changeAddressBook(request: Request, context: LoadContext) {
  const customerId = await requireCustomerId(request, context);
  const { db } = context.get(pageContext);
  const values = formDataValues(await request.formData());
  // Built from the site rather than the request path, which is the `.data` path when the page posts with fetch.
  const { site, prefixed } = readSiteFromPath(new URL(request.url).pathname);
  const done = (notice: AddressBookNotice) =>
    redirect(`${prefixed ? `/${site.code}` : ""}/personal/address?${notice}`);
  const id = values.id ? addressId.safeParse(values.id) : undefined;
  if (id && !id.success) throw data(null, { status: 404 });
  try {
    if (values.intent === "delete" || values.intent === "default") {
      if (!id) throw data(null, { status: 404 });
      if (values.intent === "delete") await deleteAddress(db, customerId, id.data);
      else await setDefaultAddress(db, customerId, id.data);
      return done(values.intent === "delete" ? "deleted" : "saved");
    }
    const parsed = addressForm.safeParse(values);
    if (!parsed.success) {
      return { errors: fieldErrorsOf(parsed.error), values } satisfies AddressActionData;
    }
    await saveAddress(db, customerId, { ...parsed.data, id: id?.data });
    return done("saved");
  } catch (error) {
    return { ...readActionError(error), values } satisfies AddressActionData;
  }
}

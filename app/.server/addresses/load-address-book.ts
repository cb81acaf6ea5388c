import { data } from "react-router";
import { getUserInfo } from "../../../modules/accounts/get-user-info.ts";
import { listAddresses } from "../../../modules/addresses/list-addresses.ts";
import { listCountries } from "../../../modules/regions/list-countries.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { readSiteFromPath } from "../../../server/request/read-site-from-path.ts";
import { requireCustomerId } from "../accounts/require-customer.ts";

export type AddressBookNotice = "saved" | "deleted";

/**
 * /personal/address: the shopper's addresses and the countries to choose from. What is open lives in the query
 * (`?add`, `?edit=<id>`, `?delete=<id>`), so the screen works without JavaScript; an id that is not one of the
 * shopper's own addresses is not found.
 */
export async function loadAddressBook(request: Request, context: LoadContext) {
  const customerId = await requireCustomerId(request, context);
  const { db } = context.get(pageContext);
  const url = new URL(request.url);
  const { site } = readSiteFromPath(url.pathname);
  const [addresses, account] = await Promise.all([
    listAddresses(db, customerId),
    getUserInfo(db, customerId),
  ]);
  const pick = (param: string) => {
    const id = url.searchParams.get(param);
    if (id === null) return null;
    const found = addresses.find((address) => String(address.id) === id);
    if (!found) throw data(null, { status: 404 });
    return found;
  };
  const notice: AddressBookNotice | null = url.searchParams.has("saved")
    ? "saved"
    : url.searchParams.has("deleted")
      ? "deleted"
      : null;
  return {
    addresses,
    countries: listCountries(site.lang),
    defaultCountry: site.country,
    displayName: account.displayName,
    email: account.email ?? "",
    adding: url.searchParams.has("add"),
    editing: pick("edit"),
    deleting: pick("delete"),
    notice,
  };
}

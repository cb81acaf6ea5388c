import type { Country } from "../../../modules/regions/list-countries.ts";

type PostalAddress = {
  company?: string | null;
  address1: string;
  address2?: string | null;
  zipCode: string;
  city: string;
  state: string;
  countryAbbr: string;
};

/**
 * The postal lines of an address, as the address book, the checkout and an order show them: its state and
 * country by name in the page's language (from `countries`), not by their codes.
 */
export function AddressLines({ address, countries }: { address: PostalAddress; countries: Country[] }) {
  const country = countries.find((entry) => entry.abbr === address.countryAbbr);
  const state = country?.states.find((entry) => entry.abbr === address.state)?.name ?? address.state;
  return (
    <>
      {address.company ? <span>{address.company}</span> : null}
      <span>{address.address1}</span>
      {address.address2 ? <span>{address.address2}</span> : null}
      <span>{[`${address.zipCode} ${address.city}`, state].filter(Boolean).join(", ")}</span>
      <span>{country?.name ?? address.countryAbbr}</span>
    </>
  );
}

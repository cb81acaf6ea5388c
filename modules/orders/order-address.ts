/** The shipping address an order was placed with, copied from the address book at that moment. */
export type OrderAddress = {
  email: string;
  firstName: string;
  lastName: string;
  countryAbbr: string;
  state: string;
  city: string;
  address1: string;
  address2: string;
  zipCode: string;
  telephone: string;
  company: string;
};

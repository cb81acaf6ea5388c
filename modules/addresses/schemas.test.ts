import { describe, expect, it } from "vitest";
import { addressInput } from "./schemas.ts";

const address = {
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Lovelace",
  countryAbbr: "US",
  state: "NY",
  city: "New York",
  address1: "1 Main St",
  zipCode: "10001",
  telephone: "2125550100",
};

describe("an address as entered", () => {
  it("is valid with a country the store ships to and one of its states", () => {
    expect(addressInput.safeParse(address).success).toBe(true);
  });

  it("refuses a country or state that is a name every object inherits, as any unknown one", () => {
    for (const countryAbbr of ["__proto__", "constructor", "toString", "XX"]) {
      const result = addressInput.safeParse({ ...address, countryAbbr });
      expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
        ["countryAbbr", "i18n_error_invalid_value"],
      ]);
    }
    for (const state of ["__proto__", "toString", "ZZ"]) {
      const result = addressInput.safeParse({ ...address, state });
      expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["state"]);
    }
  });
});

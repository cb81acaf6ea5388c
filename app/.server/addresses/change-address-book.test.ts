import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.ts";
import { listAddresses } from "../../../modules/addresses/list-addresses.ts";
import { callPage, pageRequest, settle, signedInShopper } from "../../../tests/setup/page-requests.ts";
import { type DatabaseKind, databaseKinds, openTestDatabase } from "../../../tests/setup/test-databases.ts";
import { changeAddressBook } from "./change-address-book.ts";
import { loadAddressBook } from "./load-address-book.ts";

const home = {
  email: "ada@example.com",
  firstName: " Ada ",
  lastName: "Home",
  countryAbbr: "DE",
  state: "BE",
  city: "Berlin",
  address1: "Gartenweg 1",
  zipCode: "10115",
  telephone: "+49 30 1234567",
};

describe.each(databaseKinds)("address book page on %s", (kind: DatabaseKind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  const post = (path: string, form: Record<string, string>, token?: string, origin?: string | null) =>
    settle(() => callPage(database.db, changeAddressBook, pageRequest(path, { form, token, origin })));
  const load = (path: string, token?: string) =>
    settle(() => callPage(database.db, loadAddressBook, pageRequest(path, { token })));

  it("sends a signed-out visitor to this site's login with from, for the screen and its action", async () => {
    expect(await load("/de/personal/address")).toMatchObject({
      status: 302,
      location: "/de/user/login?from=%2Fpersonal%2Faddress",
    });
    const posted = await post("/personal/address", { intent: "save", ...home });
    expect(posted.status).toBe(302);
    expect(posted.location).toMatch(/^\/user\/login\?from=/);
  });

  it("answers bad fields with their message keys and the values sent, and saves nothing", async () => {
    const shopper = await signedInShopper(database.db);
    const sent = { intent: "save", ...home, email: "ada at home", address1: "  ", state: "CA" };
    const refused = await post("/de/personal/address?add", sent, shopper.token);
    expect(refused.status).toBe(200);
    expect(refused.data).toMatchObject({
      errors: { email: "i18n_form_feedback_03", address1: "i18n_form_feedback_01" },
      values: { email: "ada at home", state: "CA" },
    });
    expect(await listAddresses(database.db, shopper.id)).toEqual([]);
  });

  it("adds, sets the default, edits and deletes, staying on the site's screen", async () => {
    const shopper = await signedInShopper(database.db);
    expect(await post("/de/personal/address?add", { intent: "save", ...home }, shopper.token)).toMatchObject({
      status: 302,
      location: "/de/personal/address?saved",
    });
    const office = { ...home, lastName: "Office", countryAbbr: "FR", state: "IDF", isDefault: "" };
    await post("/de/personal/address?add", { intent: "save", ...office }, shopper.token);
    let book = await listAddresses(database.db, shopper.id);
    expect(book.map((entry) => [entry.lastName, entry.isDefault])).toEqual([
      ["Home", true],
      ["Office", false],
    ]);
    expect(book[0]?.firstName).toBe("Ada");
    const [homeId, officeId] = book.map((entry) => String(entry.id));

    await post("/de/personal/address", { intent: "default", id: officeId ?? "" }, shopper.token);
    book = await listAddresses(database.db, shopper.id);
    expect(book.map((entry) => [entry.lastName, entry.isDefault])).toEqual([
      ["Office", true],
      ["Home", false],
    ]);

    const edit = await load(`/de/personal/address?edit=${homeId}`, shopper.token);
    expect(edit.data).toMatchObject({ editing: { lastName: "Home" }, defaultCountry: "DE" });
    await post(
      `/de/personal/address?edit=${homeId}`,
      { intent: "save", id: homeId ?? "", ...home, city: "Potsdam", state: "BB" },
      shopper.token,
    );
    book = await listAddresses(database.db, shopper.id);
    expect(book.find((entry) => String(entry.id) === homeId)).toMatchObject({
      city: "Potsdam",
      isDefault: false,
    });

    expect(
      await post("/de/personal/address", { intent: "delete", id: officeId ?? "" }, shopper.token),
    ).toMatchObject({
      status: 302,
      location: "/de/personal/address?deleted",
    });
    book = await listAddresses(database.db, shopper.id);
    expect(book.map((entry) => [entry.lastName, entry.isDefault])).toEqual([["Home", true]]);
  });

  it("never shows or changes another shopper's address: its id is not found", async () => {
    const owner = await signedInShopper(database.db);
    const other = await signedInShopper(database.db);
    await post("/personal/address", { intent: "save", ...home }, owner.token);
    const [address] = await listAddresses(database.db, owner.id);
    const id = String(address?.id);

    expect((await load(`/personal/address?edit=${id}`, other.token)).status).toBe(404);
    expect((await load(`/personal/address?delete=${id}`, other.token)).status).toBe(404);
    for (const form of [
      { intent: "delete", id },
      { intent: "default", id },
      { intent: "save", id, ...home, city: "Elsewhere" },
      { intent: "delete", id: "not-a-number" },
    ]) {
      expect((await post("/personal/address", form, other.token)).status, form.intent).toBe(404);
    }
    expect(await listAddresses(database.db, owner.id)).toEqual([address]);
    expect(await listAddresses(database.db, other.id)).toEqual([]);
  });
});

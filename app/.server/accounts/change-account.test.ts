import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.ts";
import { findSession } from "../../../modules/accounts/find-session.ts";
import { getUserInfo } from "../../../modules/accounts/get-user-info.ts";
import { verifyPassword } from "../../../modules/accounts/hash-password.ts";
import { logIn } from "../../../modules/accounts/log-in.ts";
import { startSession } from "../../../modules/accounts/start-session.ts";
import { customers } from "../../../modules/accounts/tables.ts";
import { callPage, pageRequest, settle, signedInShopper } from "../../../tests/setup/page-requests.ts";
import { type DatabaseKind, databaseKinds, openTestDatabase } from "../../../tests/setup/test-databases.ts";
import { changeAccount } from "./change-account.ts";
import { loadAccount } from "./load-account.ts";

describe.each(databaseKinds)("my account page on %s", (kind: DatabaseKind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  const post = (form: Record<string, string>, token?: string, origin?: string | null) =>
    settle(() =>
      callPage(database.db, changeAccount, pageRequest("/personal/account", { form, token, origin })),
    );
  const passwordHash = async (id: number) =>
    (await database.db.select().from(customers).where(eq(customers.id, id)))[0]?.passwordHash ?? "";

  it("shows the account with the e-mail as display name until names are given", async () => {
    const shopper = await signedInShopper(database.db);
    const page = await settle(() =>
      callPage(database.db, loadAccount, pageRequest("/personal/account", { token: shopper.token })),
    );
    expect(page.data).toMatchObject({
      account: { email: shopper.email, displayName: shopper.email, firstName: "" },
      passwordPolicy: "spec",
    });
    const signedOut = await settle(() =>
      callPage(database.db, loadAccount, pageRequest("/it/personal/account")),
    );
    expect(signedOut).toMatchObject({ status: 302, location: "/it/user/login?from=%2Fpersonal%2Faccount" });
  });

  it("requires first and last name, trims them, and ignores an e-mail sent along", async () => {
    const shopper = await signedInShopper(database.db);
    const refused = await post(
      { intent: "profile", firstName: "  ", lastName: "", nickname: "x" },
      shopper.token,
    );
    expect(refused).toMatchObject({
      status: 200,
      data: {
        form: "profile",
        saved: false,
        errors: { firstName: "i18n_form_feedback_01", lastName: "i18n_form_feedback_01" },
        values: { nickname: "x" },
      },
    });
    const saved = await post(
      {
        intent: "profile",
        firstName: " Ada ",
        lastName: "Lovelace",
        nickname: "",
        email: "other@example.com",
      },
      shopper.token,
    );
    expect(saved).toMatchObject({ status: 200, data: { form: "profile", saved: true } });
    expect(await getUserInfo(database.db, shopper.id)).toMatchObject({
      email: shopper.email,
      firstName: "Ada",
      displayName: "Ada Lovelace",
    });
    await post(
      { intent: "profile", firstName: "Ada", lastName: "Lovelace", nickname: "Countess" },
      shopper.token,
    );
    expect((await getUserInfo(database.db, shopper.id)).displayName).toBe("Countess");
  });

  it("changes the password only with the right current one and a new one that keeps the rule", async () => {
    const shopper = await signedInShopper(database.db);
    await post(
      { intent: "profile", firstName: "Ada", lastName: "Lovelace", nickname: "Countess" },
      shopper.token,
    );
    const before = await passwordHash(shopper.id);

    expect(
      await post({ intent: "password", oldPassword: shopper.password, newPassword: "short" }, shopper.token),
    ).toMatchObject({
      status: 200,
      data: { form: "password", errors: { newPassword: "i18n_form_feedback_02" } },
    });
    const wrong = await post(
      { intent: "password", oldPassword: "Wrong2026x", newPassword: "Better2026y" },
      shopper.token,
    );
    expect(wrong).toMatchObject({
      status: 200,
      data: { errors: { oldPassword: "i18n_error_old_password" } },
    });
    expect((wrong.data as { values?: unknown }).values).toBeUndefined();
    expect(await passwordHash(shopper.id)).toBe(before);

    const changed = await post(
      { intent: "password", oldPassword: shopper.password, newPassword: "Better2026y" },
      shopper.token,
    );
    expect(changed).toMatchObject({ status: 200, data: { form: "password", saved: true } });
    expect(await verifyPassword("Better2026y", await passwordHash(shopper.id))).toBe(true);
    // The names stay as they were.
    expect((await getUserInfo(database.db, shopper.id)).displayName).toBe("Countess");
  });

  it("ends the shopper's other sessions on a password change and keeps this browser's", async () => {
    const shopper = await signedInShopper(database.db);
    const other = await startSession(database.db, shopper.id);
    // Looked up once, so the session cache holds it as well as the table.
    expect(await findSession(database.db, other.token)).toMatchObject({ customerId: shopper.id });
    const changed = await post(
      { intent: "password", oldPassword: shopper.password, newPassword: "Better2026y" },
      shopper.token,
    );
    expect(changed).toMatchObject({ status: 200, data: { saved: true } });
    expect(await findSession(database.db, shopper.token)).toMatchObject({ customerId: shopper.id });
    expect(await findSession(database.db, other.token)).toBeNull();
  });

  it("refuses the change after 10 wrong current passwords, and signing in with them too", async () => {
    const shopper = await signedInShopper(database.db);
    const before = await passwordHash(shopper.id);
    for (let round = 0; round < 10; round++) {
      const wrong = await post(
        { intent: "password", oldPassword: `Guess${round}2026x`, newPassword: "Better2026y" },
        shopper.token,
      );
      expect(wrong).toMatchObject({ data: { errors: { oldPassword: "i18n_error_old_password" } } });
    }
    const locked = await post(
      { intent: "password", oldPassword: shopper.password, newPassword: "Better2026y" },
      shopper.token,
    );
    expect(locked).toMatchObject({
      status: 200,
      data: { saved: false, errors: {}, formError: "i18n_error_password_locked" },
    });
    expect(await passwordHash(shopper.id)).toBe(before);
    await expect(
      logIn(database.db, { email: shopper.email, password: shopper.password, ip: "192.0.2.1" }),
    ).rejects.toMatchObject({ code: "RATE_LIMITED" });
  });
});

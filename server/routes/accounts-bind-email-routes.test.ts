import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { catalogues } from "../../i18n/messages.ts";
import { startSession } from "../../modules/accounts/start-session.ts";
import { customers, verificationCodes } from "../../modules/accounts/tables.ts";
import { useAppWithMail } from "../../tests/setup/app-with-mail.ts";
import { startSmtpCatcher } from "../../tests/setup/smtp-catcher.ts";
import { type DatabaseKind, databaseKinds } from "../../tests/setup/test-databases.ts";

const smtp = await startSmtpCatcher();
process.env.SMTP_URL = smtp.url;
afterAll(() => smtp.close());

describe.each(databaseKinds)("binding an e-mail on %s", (kind: DatabaseKind) => {
  const { state, post } = useAppWithMail(kind);
  const { mailsTo, nextMail } = smtp;
  /** An account as the native app hands it over: no e-mail, no password, a session token. */
  const appAccount = async () => {
    const [account] = await state.database.db.insert(customers).values({}).returning({ id: customers.id });
    if (!account) throw new Error("no account");
    return { id: account.id, token: (await startSession(state.database.db, account.id)).token };
  };
  const requestBindCode = async (token: string, email: string, site = "us") => {
    const recipient = email.trim().toLowerCase();
    const before = mailsTo(recipient).length;
    const response = await post("/api/web/login/sendBindEmailCaptcha", { email }, { token, site });
    return { response, mail: () => nextMail(recipient, before) };
  };
  const registerWithApi = async (email: string) => {
    const before = mailsTo(email).length;
    await post("/api/web/login/sendCaptcha", { email });
    const { code } = await nextMail(email, before);
    const created = await post("/api/web/login/register", {
      email,
      captcha: code,
      password: "Sunny2026x",
      agree: true,
    });
    expect(created.status).toBe(200);
    return (await created.json()).data.token as string;
  };

  it("binds a mailed, verified e-mail to an app account, which then resets and signs in with it", async () => {
    const { id, token } = await appAccount();
    const { response, mail } = await requestBindCode(token, "App.User@Example.com", "de");
    expect(response.status).toBe(200);
    expect((await response.json()).message).toBe(catalogues.de.i18n_captcha_sent);
    const { code, raw } = await mail();
    expect(code).toMatch(/^\d{6}$/);
    expect(raw).toMatch(/verkn=C3=BCpfen|verknüpfen/);

    const wrong = await post(
      "/api/web/login/bindEmail",
      { email: "app.user@example.com", captcha: code === "000000" ? "111111" : "000000" },
      { token },
    );
    expect(wrong.status).toBe(400);
    const bound = await post(
      "/api/web/login/bindEmail",
      { email: " app.user@example.com ", captcha: code },
      { token },
    );
    expect(bound.status).toBe(200);
    const [row] = await state.database.db.select().from(customers).where(eq(customers.id, id));
    expect(row?.email).toBe("app.user@example.com");
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    const info = await post("/api/web/personalCenter/userInfo/get", undefined, { token });
    expect((await info.json()).data).toMatchObject({
      email: "app.user@example.com",
      displayName: "app.user@example.com",
    });

    // Bound once: the account now has an e-mail and cannot bind another.
    const again = await requestBindCode(token, "other@example.com");
    expect(again.response.status).toBe(409);
    expect((await again.response.json()).message).toBe("This account already has an email.");

    // The bound address is a normal one: a reset code reaches it and sets the first password.
    const before = mailsTo("app.user@example.com").length;
    await post("/api/web/login/sendCaptcha", { email: "app.user@example.com", type: "reset" });
    const reset = await nextMail("app.user@example.com", before);
    const newSession = await post("/api/web/login/resetPassword", {
      email: "app.user@example.com",
      captcha: reset.code,
      password: "Breeze2026q",
    });
    expect(newSession.status).toBe(200);
    const login = await post("/api/web/login/login", {
      email: "app.user@example.com",
      password: "Breeze2026q",
    });
    expect(login.status).toBe(200);
  });

  it("needs an e-mail before a code, and a session for both calls", async () => {
    const { token } = await appAccount();
    const missing = await post("/api/web/login/sendBindEmailCaptcha", {}, { token });
    expect(missing.status).toBe(400);
    expect((await missing.json()).data.fields).toContainEqual({
      field: "email",
      message: "This field is required.",
    });
    const blank = await post("/api/web/login/sendBindEmailCaptcha", { email: "  " }, { token });
    expect((await blank.json()).data.fields[0].message).toBe("This field is required.");
    const malformed = await post("/api/web/login/sendBindEmailCaptcha", { email: "no at sign" }, { token });
    expect((await malformed.json()).data.fields[0].message).toBe("Invalid email format.");

    for (const path of ["/api/web/login/sendBindEmailCaptcha", "/api/web/login/bindEmail"]) {
      const anonymous = await post(path, { email: "x@example.com", captcha: "123456" });
      expect(anonymous.status).toBe(401);
      const stale = await post(path, { email: "x@example.com", captcha: "123456" }, { token: "stale" });
      expect(stale.status).toBe(401);
    }
    // The sign-in calls beside them stay open.
    expect((await post("/api/web/login/login", { email: "a@example.com", password: "x" })).status).toBe(400);
  });

  it("answers the same for an address of another account, whose owner is told it cannot be linked", async () => {
    await registerWithApi("owner@example.com");
    const { token } = await appAccount();
    const taken = await requestBindCode(token, "owner@example.com");
    const free = await requestBindCode(token, "free.address@example.com");
    expect(taken.response.status).toBe(free.response.status);
    expect(await taken.response.json()).toEqual(await free.response.json());
    const notice = await taken.mail();
    expect(notice.code).toBeNull();
    expect(notice.raw).toContain("already belongs to another account");
    // No usable code exists for the taken address, so guessing one only fails like any wrong code.
    const guessed = await post(
      "/api/web/login/bindEmail",
      { email: "owner@example.com", captcha: "123456" },
      { token },
    );
    expect(guessed.status).toBe(400);
  });

  it("refuses clearly when another account took the address after the code was mailed", async () => {
    const { id, token } = await appAccount();
    const { mail } = await requestBindCode(token, "race@example.com");
    const { code } = await mail();
    await registerWithApi("race@example.com");
    const refused = await post(
      "/api/web/login/bindEmail",
      { email: "race@example.com", captcha: code },
      { token },
    );
    expect(refused.status).toBe(409);
    const body = await refused.json();
    expect(body.message).toBe("This email already belongs to another account.");
    expect(body.data.fields).toContainEqual({
      field: "email",
      message: "This email already belongs to another account.",
    });
    const [row] = await state.database.db.select().from(customers).where(eq(customers.id, id));
    expect(row?.email).toBeNull();
  });

  it("keeps the code limits and refuses a cookie-authenticated bind from another origin", async () => {
    const { token } = await appAccount();
    for (let i = 0; i < 5; i++) {
      expect((await requestBindCode(token, "limit@example.com")).response.status).toBe(200);
    }
    const sixth = await requestBindCode(token, "limit@example.com");
    expect(sixth.response.status).toBe(429);
    const rows = await state.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.email, "limit@example.com"));
    expect(rows.every((row) => row.purpose === "bind")).toBe(true);

    const cookie = { Cookie: `session=${token}`, "Content-Type": "application/json" };
    const foreign = await post(
      "/api/web/login/sendBindEmailCaptcha",
      { email: "cookie@example.com" },
      { ...cookie, Origin: "https://evil.example" },
    );
    expect(foreign.status).toBe(403);
    const own = await post(
      "/api/web/login/sendBindEmailCaptcha",
      { email: "cookie@example.com" },
      { ...cookie, Origin: "http://localhost" },
    );
    expect(own.status).toBe(200);
  });
});

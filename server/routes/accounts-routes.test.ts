import { afterAll, describe, expect, it } from "vitest";
import { useAppWithMail } from "../../tests/setup/app-with-mail.ts";
import { startSmtpCatcher } from "../../tests/setup/smtp-catcher.ts";
import { type DatabaseKind, databaseKinds } from "../../tests/setup/test-databases.ts";

const smtp = await startSmtpCatcher();
process.env.SMTP_URL = smtp.url;
afterAll(() => smtp.close());

describe.each(databaseKinds)("accounts and address book API on %s", (kind: DatabaseKind) => {
  const { state, post } = useAppWithMail(kind);
  const { mailsTo, nextMail } = smtp;
  const requestCode = async (email: string, type: "register" | "reset" = "register", site = "us") => {
    const before = mailsTo(email).length;
    const response = await post("/api/web/login/sendCaptcha", { email, type }, { site });
    expect(response.status).toBe(200);
    return nextMail(email, before);
  };
  const register = async (email: string, password = "Sunny2026x") => {
    const { code } = await requestCode(email);
    const response = await post("/api/web/login/register", { email, captcha: code, password, agree: true });
    expect(response.status).toBe(200);
    return (await response.json()).data.token as string;
  };
  const address = {
    email: "ada@example.com",
    firstName: "Ada",
    lastName: "Lovelace",
    countryAbbr: "US",
    state: "NY",
    city: "New York",
    address1: "1 Main Street",
    zipCode: "10001",
    telephone: "+1 212 555 0100",
  };

  it("registers with the mailed code and signs in", async () => {
    const { code, raw } = await requestCode("new.shopper@example.com", "register", "de");
    expect(code).toMatch(/^\d{6}$/);
    expect(raw).toContain("Content-Type: text/html");
    expect(raw).toMatch(/Best=C3=A4tigungscode|Bestätigungscode/);
    const wrong = await post("/api/web/login/register", {
      email: "new.shopper@example.com",
      captcha: code === "000000" ? "111111" : "000000",
      password: "Sunny2026x",
      agree: true,
    });
    expect(wrong.status).toBe(400);
    const body = { email: " New.Shopper@Example.com ", captcha: code, password: "Sunny2026x", agree: true };
    const noAgreement = await post("/api/web/login/register", { ...body, agree: false });
    expect((await noAgreement.json()).data.fields).toContainEqual({
      field: "agree",
      message: "Please read and agree to the agreement first.",
    });
    const weak = await post("/api/web/login/register", { ...body, password: "password123" });
    expect((await weak.json()).data.fields[0].field).toBe("password");
    const created = await post("/api/web/login/register", body);
    expect(created.status).toBe(200);
    const token = (await created.json()).data.token as string;
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
    const info = await post("/api/web/personalCenter/userInfo/get", undefined, { token });
    expect((await info.json()).data).toMatchObject({
      email: "new.shopper@example.com",
      displayName: "new.shopper@example.com",
    });
  });

  it("answers a code request the same whether or not the address has an account", async () => {
    await register("known@example.com");
    const before = mailsTo("known@example.com").length;
    const known = await post("/api/web/login/sendCaptcha", { email: "known@example.com" });
    const unknown = await post("/api/web/login/sendCaptcha", { email: "unknown@example.com" });
    expect(known.status).toBe(unknown.status);
    expect(await known.json()).toEqual(await unknown.json());
    const notice = await nextMail("known@example.com", before);
    expect(notice.code).toBeNull();
    expect(notice.raw).toContain("already have");
  });

  it("refuses the password rule and common passwords with the spec's message", async () => {
    const { code } = await requestCode("rules@example.com");
    for (const password of ["short1", "lettersonly", "12345678", "toolongpassword123", "with space1"]) {
      const response = await post("/api/web/login/register", {
        email: "rules@example.com",
        captcha: code,
        password,
        agree: true,
      });
      expect((await response.json()).data.fields).toContainEqual({
        field: "password",
        message: "Password should be 8-12 characters, with numbers and letters.",
      });
    }
  });

  it("gives the same answer for an unknown e-mail and a wrong password, in content and timing", async () => {
    await register("timing@example.com");
    const attempt = async (email: string) => {
      const started = performance.now();
      const response = await post("/api/web/login/login", { email, password: "Wrong2026x" });
      return { ms: performance.now() - started, status: response.status, body: await response.json() };
    };
    const wrong = [];
    const unknown = [];
    // Nine rounds each, compared by their medians: one slow request on a busy machine cannot decide the ratio.
    for (let round = 0; round < 9; round++) {
      wrong.push(await attempt("timing@example.com"));
      unknown.push(await attempt(`nobody${round}@example.com`));
    }
    expect(wrong[0]?.status).toBe(400);
    expect(wrong[0]?.body).toEqual(unknown[0]?.body);
    const median = (runs: { ms: number }[]) => runs.map((run) => run.ms).sort((a, b) => a - b)[4] ?? 0;
    const ratio = median(wrong) / median(unknown);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it("locks an account after 10 failures in 15 minutes; a reset lifts it and ends the other sessions", async () => {
    const oldToken = await register("locked@example.com");
    for (let round = 0; round < 10; round++) {
      await post("/api/web/login/login", { email: "locked@example.com", password: "Wrong2026x" });
    }
    const locked = await post("/api/web/login/login", {
      email: "locked@example.com",
      password: "Sunny2026x",
    });
    expect(locked.status).toBe(429);
    const { code } = await requestCode("locked@example.com", "reset");
    const reset = await post("/api/web/login/resetPassword", {
      email: "locked@example.com",
      captcha: code,
      password: "Rainy2026y",
    });
    expect(reset.status).toBe(200);
    const old = await post("/api/web/personalCenter/userInfo/get", undefined, { token: oldToken });
    expect(old.status).toBe(401);
    const again = await post("/api/web/login/login", { email: "locked@example.com", password: "Rainy2026y" });
    expect(again.status).toBe(200);
  });

  it("burns a code after 5 wrong tries and limits codes to 5 per address an hour", async () => {
    await register("burn@example.com");
    const { code } = await requestCode("burn@example.com", "reset");
    for (let round = 0; round < 5; round++) {
      const wrong = String((Number(code) + 1 + round) % 1_000_000).padStart(6, "0");
      await post("/api/web/login/resetPassword", {
        email: "burn@example.com",
        captcha: wrong,
        password: "Rainy2026y",
      });
    }
    const late = await post("/api/web/login/resetPassword", {
      email: "burn@example.com",
      captcha: code,
      password: "Rainy2026y",
    });
    expect(late.status).toBe(400);
    const statuses = [];
    for (let round = 0; round < 5; round++) {
      statuses.push((await post("/api/web/login/sendCaptcha", { email: "flood@example.com" })).status);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect((await post("/api/web/login/sendCaptcha", { email: "flood@example.com" })).status).toBe(429);
  });

  it("signs out: the token stops working", async () => {
    const token = await register("bye@example.com");
    expect((await post("/api/web/login/logout", undefined, { token })).status).toBe(200);
    expect((await post("/api/web/personalCenter/userInfo/get", undefined, { token })).status).toBe(401);
  });

  it("updates names and nickname but never the e-mail or id; changes the password with the current one", async () => {
    const token = await register("profile@example.com");
    const updated = await post(
      "/api/web/personalCenter/userInfo/update",
      {
        firstName: " Grace ",
        lastName: "Hopper",
        nickname: "Amazing Grace",
        email: "evil@example.com",
        id: 1,
      },
      { token },
    );
    expect((await updated.json()).data).toMatchObject({
      email: "profile@example.com",
      firstName: "Grace",
      displayName: "Amazing Grace",
    });
    const badOld = await post(
      "/api/web/personalCenter/userInfo/update",
      { oldPassword: "Nope2026x", newPassword: "Cloudy2026z" },
      { token },
    );
    expect(badOld.status).toBe(400);
    const changed = await post(
      "/api/web/personalCenter/userInfo/update",
      { oldPassword: "Sunny2026x", newPassword: "Cloudy2026z" },
      { token },
    );
    expect(changed.status).toBe(200);
    expect(
      (await post("/api/web/login/login", { email: "profile@example.com", password: "Cloudy2026z" })).status,
    ).toBe(200);
  });

  it("ends the other sessions on a password change and keeps the one that changed it", async () => {
    const token = await register("sessions@example.com");
    const signIn = async (password: string) => {
      const response = await post("/api/web/login/login", { email: "sessions@example.com", password });
      expect(response.status).toBe(200);
      return (await response.json()).data.token as string;
    };
    const status = async (sessionToken: string) =>
      (await post("/api/web/personalCenter/userInfo/get", undefined, { token: sessionToken })).status;
    const phone = await signIn("Sunny2026x");
    // Read once, so this instance's session cache holds it too.
    expect(await status(phone)).toBe(200);
    const names = await post("/api/web/personalCenter/userInfo/update", { firstName: "Ada" }, { token });
    expect(names.status).toBe(200);
    expect(await status(phone)).toBe(200);

    const changed = await post(
      "/api/web/personalCenter/userInfo/update",
      { oldPassword: "Sunny2026x", newPassword: "Cloudy2026z" },
      { token },
    );
    expect(changed.status).toBe(200);
    expect(await status(token)).toBe(200);
    expect(await status(phone)).toBe(401);
    expect(await status(await signIn("Cloudy2026z"))).toBe(200);
  });

  it("counts wrong current passwords at a password change with the failed sign-ins, and locks both at 10", async () => {
    const token = await register("guess@example.com");
    const change = (oldPassword: string) =>
      post(
        "/api/web/personalCenter/userInfo/update",
        { oldPassword, newPassword: "Cloudy2026z" },
        { token, site: "de" },
      );
    const statuses = [];
    for (let round = 0; round < 5; round++) {
      statuses.push(
        (await post("/api/web/login/login", { email: "guess@example.com", password: "Wrong2026x" })).status,
      );
      statuses.push((await change(`Guess${round}2026x`)).status);
    }
    expect(statuses).toEqual(Array(10).fill(400));
    const locked = await change("Sunny2026x");
    expect(locked.status).toBe(429);
    expect((await locked.json()).message).toBe(
      "Zu viele falsche Passwörter. Bitte warten Sie 15 Minuten oder setzen Sie Ihr Passwort zurück.",
    );
    const signIn = await post("/api/web/login/login", { email: "guess@example.com", password: "Sunny2026x" });
    expect(signIn.status).toBe(429);
  });

  it("needs a session, and a cookie-authenticated write must come from the store's origin", async () => {
    expect((await post("/api/web/personalCenter/userInfo/get")).status).toBe(401);
    const token = await register("cookie@example.com");
    const foreign = await post("/api/web/personalCenter/userInfo/get", undefined, {
      Cookie: `session=${token}`,
      Origin: "https://evil.example",
    });
    expect(foreign.status).toBe(403);
    const own = await post("/api/web/personalCenter/userInfo/get", undefined, {
      Cookie: `session=${token}`,
      Origin: "http://localhost",
    });
    expect(own.status).toBe(200);
  });

  it("keeps an address book: add, validate, set default, delete, and never touch another shopper's", async () => {
    const token = await register("addresses@example.com");
    const first = await post("/api/web/personalCenter/userAddress/save", address, { token });
    expect((await first.json()).data[0]).toMatchObject({ city: "New York", isDefault: true });
    const second = await post(
      "/api/web/personalCenter/userAddress/save",
      { ...address, city: "Buffalo", address1: "  2 Elm Street " },
      { token },
    );
    const [firstRow, secondRow] = (await second.json()).data as {
      id: number;
      city: string;
      isDefault: boolean;
    }[];
    expect(firstRow).toMatchObject({ city: "New York", isDefault: true });
    expect(secondRow).toMatchObject({ city: "Buffalo", isDefault: false });

    const invalid = await post(
      "/api/web/personalCenter/userAddress/save",
      { ...address, firstName: "   ", state: "Bavaria", telephone: "call me" },
      { token },
    );
    expect(invalid.status).toBe(400);
    const fields = (await invalid.json()).data.fields.map((field: { field: string }) => field.field);
    expect(fields).toEqual(expect.arrayContaining(["firstName", "telephone", "state"]));

    const primed = await post("/api/web/personalCenter/userAddress/prime", { id: secondRow?.id }, { token });
    expect((await primed.json()).data[0]).toMatchObject({ city: "Buffalo", isDefault: true });

    const intruder = await register("intruder@example.com");
    for (const path of ["prime", "delete"]) {
      const response = await post(
        `/api/web/personalCenter/userAddress/${path}`,
        { id: secondRow?.id },
        {
          token: intruder,
        },
      );
      expect(response.status).toBe(404);
    }
    const hijack = await post(
      "/api/web/personalCenter/userAddress/update",
      { ...address, id: secondRow?.id, city: "Hijacked" },
      { token: intruder },
    );
    expect(hijack.status).toBe(404);

    const afterDelete = await post(
      "/api/web/personalCenter/userAddress/delete",
      { id: secondRow?.id },
      { token },
    );
    const left = (await afterDelete.json()).data;
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ city: "New York", isDefault: true });
  });

  it("lists countries with their states", async () => {
    const response = await state.app.request("/api/web/login/countrys?lang=de", {
      headers: { clientId: "store-web", clientSecret: "store-web-public" },
    });
    const countries = (await response.json()).data as { abbr: string; name: string; states: unknown[] }[];
    expect(countries.find((country) => country.abbr === "DE")).toMatchObject({ name: "Deutschland" });
    expect(countries.find((country) => country.abbr === "DE")?.states).toHaveLength(16);
    expect(countries.find((country) => country.abbr === "US")?.states).toHaveLength(51);
  });
});

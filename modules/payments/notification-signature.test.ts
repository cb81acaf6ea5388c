import { describe, expect, it } from "vitest";
import { signNotification, verifyNotification } from "./notification-signature.ts";

const secret = "whsec_test_0123456789";
const body = '{"type":"payment.succeeded","amount":12999}';
const now = 1_790_000_000;

describe("notification signatures", () => {
  it("accepts exactly the signed bytes within five minutes", () => {
    const header = signNotification(secret, body, now);
    expect(header).toMatch(/^t=1790000000,v1=[0-9a-f]{64}$/);
    expect(verifyNotification(secret, body, header, now)).toBe(true);
    expect(verifyNotification(secret, body, header, now + 300)).toBe(true);
  });

  it("refuses no signature, a wrong one, another secret, a re-serialised body and a stale or future stamp", () => {
    const header = signNotification(secret, body, now);
    expect(verifyNotification(secret, body, null, now)).toBe(false);
    expect(verifyNotification(secret, body, "t=1790000000,v1=abc", now)).toBe(false);
    expect(
      verifyNotification(
        secret,
        body,
        header.replace(/.$/, (c) => (c === "0" ? "1" : "0")),
        now,
      ),
    ).toBe(false);
    expect(verifyNotification("whsec_other", body, header, now)).toBe(false);
    expect(verifyNotification(secret, JSON.stringify(JSON.parse(body), null, 1), header, now)).toBe(false);
    expect(verifyNotification(secret, body, header, now + 301)).toBe(false);
    expect(verifyNotification(secret, body, signNotification(secret, body, now + 400), now)).toBe(false);
    expect(verifyNotification(secret, body, "v1=", now)).toBe(false);
  });
});

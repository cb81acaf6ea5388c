import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { captureLogOutput } from "../tests/setup/capture-log-output.ts";
import { logger } from "./logger.ts";
import { runWithRequestId } from "./request-id-context.ts";

const hash = "scrypt$32768$8$1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo";
const secrets = {
  password: "Sunny2026x",
  newPassword: "Cloudy2026z",
  token: "tok-3f9a1c",
  cookie: "session=ck-77b2e0",
  authorization: "Bearer br-51d0aa",
  captcha: "482913",
  detail: "Failing row contains (7, ada@example.com)",
};

/** As drizzle throws it on PostgreSQL: the statement's values in its own message and in the driver's error. */
function failedUpdate() {
  const driverError = Object.assign(new Error('new row for relation "customers" violates check constraint'), {
    code: "23514",
    query: 'update "customers" set "password_hash" = $1 where "customers"."id" = $2',
    parameters: [hash, 7],
    detail: secrets.detail,
  });
  return new DrizzleQueryError(
    'update "customers" set "password_hash" = $1 where "customers"."id" = $2',
    [hash, 7],
    driverError,
  );
}

describe("logger", () => {
  it("writes single-line JSON with the request id, without secrets or the values of a failed query", () => {
    const output = captureLogOutput();
    try {
      runWithRequestId("req-42", () => {
        logger.warn("account form", {
          password: secrets.password,
          token: secrets.token,
          cookie: secrets.cookie,
          passwordHash: hash,
          body: { newPassword: secrets.newPassword, captcha: secrets.captcha },
          req: { headers: { cookie: secrets.cookie, authorization: secrets.authorization } },
        });
        logger.error("password change failed", { error: failedUpdate() });
      });
    } finally {
      output.stop();
    }
    for (const secret of [hash, ...Object.values(secrets)]) expect(output.text()).not.toContain(secret);
    const [form, failure, ...rest] = output.lines();
    expect(rest).toEqual([]);
    expect(form).toMatchObject({
      level: "warn",
      requestId: "req-42",
      message: "account form",
      password: "[redacted]",
      passwordHash: "[redacted]",
      body: { newPassword: "[redacted]", captcha: "[redacted]" },
      req: { headers: { cookie: "[redacted]", authorization: "[redacted]" } },
    });
    expect(failure).toMatchObject({
      level: "error",
      requestId: "req-42",
      message: "password change failed",
      error: {
        type: "DrizzleQueryError",
        message: 'Failed query: update "customers" set "password_hash" = $1 where "customers"."id" = $2',
        cause: { message: 'new row for relation "customers" violates check constraint', errorCode: "23514" },
      },
    });
    const { stack } = (failure?.error ?? {}) as { stack: string[] };
    expect(stack.length).toBeGreaterThan(0);
    for (const frame of stack) expect(frame).toMatch(/^at /);
  });

  it("names no request id outside a request", () => {
    const output = captureLogOutput();
    try {
      logger.warn("worker round");
    } finally {
      output.stop();
    }
    expect(output.lines()).toEqual([{ level: "warn", time: expect.any(String), message: "worker round" }]);
  });
});

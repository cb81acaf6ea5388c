import type { Db } from "../../db/client.ts";
import { hashPassword } from "../../modules/accounts/hash-password.ts";
import { startSession } from "../../modules/accounts/start-session.ts";
import { customers } from "../../modules/accounts/tables.ts";
import { createPaymentProviders, type PaymentProviders } from "../../modules/payments/payment-providers.ts";
import { createPageContext, type LoadContext } from "../../server/request/page-context.ts";
import { readSessionToken } from "../../server/request/session-cookie.ts";
import { resolveShopper } from "../../server/request/shopper.ts";

const base = "http://store.test";

/** A new account with `password` and a signed-in web session, as a page's cookie carries it. */
export async function signedInShopper(db: Db, password = "Sunny2026x") {
  const email = `shopper.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const [account] = await db
    .insert(customers)
    .values({ email, passwordHash: await hashPassword(password), emailVerifiedAt: new Date() })
    .returning({ id: customers.id });
  if (!account) throw new Error("no customer");
  const { token } = await startSession(db, account.id);
  return { id: account.id, email, password, token };
}

/**
 * A request to a page as the browser sends it: the session cookie when a token is given, and for a form post the
 * store's own Origin unless another (or none, with null) is given.
 */
export function pageRequest(
  path: string,
  options: { token?: string; form?: Record<string, string>; origin?: string | null } = {},
): Request {
  const headers = new Headers();
  if (options.token) headers.set("cookie", `session=${options.token}`);
  if (options.form) {
    const origin = options.origin === undefined ? base : options.origin;
    if (origin) headers.set("origin", origin);
    return new Request(`${base}${path}`, {
      method: "POST",
      headers,
      body: new URLSearchParams(options.form),
    });
  }
  return new Request(`${base}${path}`, { headers });
}

/**
 * The page context the server would hand a loader or action for `request` (its shopper from the cookie).
 * `woken`, if given, collects which workers it wakes: "mail", or "all".
 */
export function pageContextFor(
  db: Db,
  request: Request,
  payments = createPaymentProviders(db),
  woken?: string[],
) {
  return createPageContext({
    db,
    requestId: "test",
    nonce: "test",
    ip: "127.0.0.1",
    wakeMailWorker: () => woken?.push("mail"),
    payments,
    wakeWorkers: () => woken?.push("all"),
    shopper: resolveShopper(db, { header: null, cookie: readSessionToken(request) }),
  });
}

/** Calls a loader or action with `request` and its page context, as the server does. */
export function callPage<T>(
  db: Db,
  handler: (request: Request, context: LoadContext) => T,
  request: Request,
  payments?: PaymentProviders,
  woken?: string[],
): T {
  return handler(request, pageContextFor(db, request, payments, woken));
}

/** What a loader or action threw or returned, as status, location and data, whichever form it took. */
export async function settle(
  run: () => unknown,
): Promise<{ status: number; location?: string; data?: unknown }> {
  let outcome: unknown;
  try {
    outcome = await run();
  } catch (thrown) {
    outcome = thrown;
  }
  if (outcome instanceof Response) {
    return { status: outcome.status, location: outcome.headers.get("location") ?? undefined };
  }
  const wrapped = outcome as { type?: string; data?: unknown; init?: { status?: number } | null };
  if (wrapped?.type === "DataWithResponseInit")
    return { status: wrapped.init?.status ?? 200, data: wrapped.data };
  return { status: 200, data: outcome };
}

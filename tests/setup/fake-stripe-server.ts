import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/** A form-encoded Stripe parameter as the API reads it: `a[b][0]=x` is `{ a: { b: ["x"] } }`. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormParams = { [key: string]: FormValue };

/** One request the fake answered, as it arrived. */
export type ReceivedRequest = {
  method: string;
  path: string;
  query: FormParams;
  params: FormParams;
  idempotencyKey: string | null;
  stripeVersion: string | null;
  authorization: string | null;
};

type SessionStatus = "open" | "complete" | "expired";
type PaymentStatus = "paid" | "unpaid";
type RefundStatus = "pending" | "succeeded" | "failed";

export type FakeSession = {
  id: string;
  object: "checkout.session";
  allowed_payment_method_types: string[];
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer: null;
  expires_at: number;
  livemode: false;
  locale: string | null;
  metadata: Record<string, string>;
  mode: "payment";
  payment_intent: string | null;
  payment_method_types: string[];
  payment_status: PaymentStatus;
  status: SessionStatus;
  success_url: string | null;
  url: string | null;
};

export type FakeRefund = {
  id: string;
  object: "refund";
  amount: number;
  balance_transaction: string | null;
  charge: string;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: null;
  receipt_number: null;
  status: RefundStatus;
};

type PaymentIntent = {
  id: string;
  charge: string;
  sessionId: string;
  amount: number;
  metadata: Record<string, string>;
  refunded: number;
};

type Answer = { status: number; body: unknown };

class StripeFault extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly extra: { code?: string; param?: string } = {},
  ) {
    super(message);
  }
}

const METHOD_TYPES = new Set([
  "card",
  "paypal",
  "klarna",
  "link",
  "sepa_debit",
  "ideal",
  "bancontact",
  "eps",
]);
const LOCALES = new Set(
  "auto bg cs da de el en en-GB es es-419 et fi fil fr fr-CA hi-IN hr hu id it ja ko lt lv ms mt nb nl pl pt pt-BR ro ru sk sl sv th tr vi zh zh-HK zh-TW".split(
    " ",
  ),
);
/** Stripe's smallest charge per currency, in minor units (the ones the store sells in). */
const MINIMUM_AMOUNT: Record<string, number> = { usd: 50, eur: 50, gbp: 30 };

/**
 * A local stand-in for exactly the Stripe API calls the adapter makes (ADR 0029), on 127.0.0.1 and a random port:
 * `POST /v1/checkout/sessions`, `GET /v1/checkout/sessions/:id`, `GET /v1/checkout/sessions?payment_intent=`,
 * `POST /v1/refunds`. Form-encoded bodies, bearer-key authentication, idempotency keys with Stripe's replay and
 * `idempotency_error`, errors in Stripe's `{ error: { type, message } }` shape. Helpers play the shopper and
 * Stripe's side (complete, settle, expire, refund outcomes) and sign webhook payloads the way Stripe signs them.
 */
export async function startFakeStripe(options: { secretKey: string; webhookSecret: string }) {
  const received: ReceivedRequest[] = [];
  const sessions = new Map<string, FakeSession>();
  const intents = new Map<string, PaymentIntent>();
  const refunds = new Map<string, FakeRefund>();
  /** What `payment_intent_data[metadata]` asked for, by session: it lands on the PaymentIntent made at payment. */
  const intentMetadata = new Map<string, Record<string, string>>();
  const idempotent = new Map<string, { path: string; fingerprint: string; answer: Answer }>();
  let origin = "";
  const settings = { refundStatus: "succeeded" as RefundStatus };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      send(response, { status: 500, body: { error: { type: "api_error", message: String(error) } } });
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", origin);
    const raw = await readBody(request);
    const method = request.method ?? "GET";
    const entry: ReceivedRequest = {
      method,
      path: url.pathname,
      query: parseForm(url.searchParams),
      params: parseForm(new URLSearchParams(raw)),
      idempotencyKey: header(request, "idempotency-key"),
      stripeVersion: header(request, "stripe-version"),
      authorization: header(request, "authorization"),
    };
    received.push(entry);
    if (entry.authorization !== `Bearer ${options.secretKey}`) {
      send(response, fault(new StripeFault(401, "invalid_request_error", "Invalid API Key provided.")));
      return;
    }
    if (method === "POST" && entry.idempotencyKey) {
      const fingerprint = [...new URLSearchParams(raw)]
        .map(([key, value]) => `${key}=${value}`)
        .sort()
        .join("&");
      const earlier = idempotent.get(entry.idempotencyKey);
      if (earlier) {
        if (earlier.path !== entry.path || earlier.fingerprint !== fingerprint) {
          send(
            response,
            fault(
              new StripeFault(
                400,
                "idempotency_error",
                `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${entry.idempotencyKey}' if you meant to execute a different request.`,
              ),
            ),
          );
          return;
        }
        send(response, earlier.answer, { "Idempotent-Replayed": "true" });
        return;
      }
      const answer = route(entry);
      // Like Stripe, a request refused before it ran (invalid parameters) keeps no result under its key.
      if (answer.status < 400)
        idempotent.set(entry.idempotencyKey, { path: entry.path, fingerprint, answer });
      send(response, answer, { "Idempotency-Key": entry.idempotencyKey });
      return;
    }
    send(response, route(entry));
  }

  function route(entry: ReceivedRequest): Answer {
    try {
      const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(entry.path);
      if (entry.method === "POST" && entry.path === "/v1/checkout/sessions")
        return ok(createSession(entry.params));
      if (entry.method === "GET" && entry.path === "/v1/checkout/sessions")
        return ok(listSessions(entry.query));
      if (entry.method === "GET" && sessionPath?.[1])
        return ok(sessionById(decodeURIComponent(sessionPath[1])));
      if (entry.method === "POST" && entry.path === "/v1/refunds") return ok(createRefund(entry.params));
      throw new StripeFault(
        404,
        "invalid_request_error",
        `Unrecognized request URL (${entry.method}: ${entry.path}).`,
      );
    } catch (error) {
      if (error instanceof StripeFault) return fault(error);
      throw error;
    }
  }

  function createSession(params: FormParams): FakeSession {
    if (params.mode !== "payment")
      throw invalid(
        params.mode === undefined ? "Missing required param: mode." : "Only payment mode is modelled.",
        "mode",
      );
    const items = params.line_items;
    if (!Array.isArray(items) || items.length === 0)
      throw invalid("You must provide at least one line item in payment mode.", "line_items");
    let total = 0;
    let currency = "";
    items.forEach((item, index) => {
      const at = `line_items[${index}]`;
      if (typeof item !== "object" || Array.isArray(item)) throw invalid("Invalid line item.", at);
      const priceData = item.price_data;
      if (typeof priceData !== "object" || Array.isArray(priceData))
        throw invalid("Only price_data line items are modelled.", `${at}[price_data]`);
      const quantity = integer(item.quantity, `${at}[quantity]`);
      const unitAmount = integer(priceData.unit_amount, `${at}[price_data][unit_amount]`);
      const itemCurrency = priceData.currency;
      if (typeof itemCurrency !== "string" || !/^[a-z]{3}$/.test(itemCurrency))
        throw invalid("Invalid currency.", `${at}[price_data][currency]`);
      const product = priceData.product_data;
      if (
        typeof product !== "object" ||
        Array.isArray(product) ||
        typeof product.name !== "string" ||
        !product.name
      )
        throw invalid("Missing required param: name.", `${at}[price_data][product_data][name]`);
      if (quantity < 1 || unitAmount < 0) throw invalid("Invalid integer.", at);
      if (currency && currency !== itemCurrency)
        throw invalid("All line items must have the same currency.", `${at}[price_data][currency]`);
      currency = itemCurrency;
      total += quantity * unitAmount;
    });
    const minimum = MINIMUM_AMOUNT[currency] ?? 50;
    if (total < minimum)
      throw new StripeFault(
        400,
        "invalid_request_error",
        `The Checkout Session's total amount due must add up to at least ${minimum} ${currency} minor units.`,
        { code: "amount_too_small" },
      );
    const methods = params.allowed_payment_method_types ?? ["card"];
    if (
      !Array.isArray(methods) ||
      methods.some((type) => typeof type !== "string" || !METHOD_TYPES.has(type))
    )
      throw invalid("Invalid allowed_payment_method_types.", "allowed_payment_method_types");
    const locale = params.locale;
    if (locale !== undefined && (typeof locale !== "string" || !LOCALES.has(locale)))
      throw invalid(`Invalid locale: ${String(locale)}.`, "locale");
    const created = nowSeconds();
    const expiresAt =
      params.expires_at === undefined ? created + 86_400 : integer(params.expires_at, "expires_at");
    if (expiresAt < created + 1800 || expiresAt > created + 86_400)
      throw invalid(
        "The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.",
        "expires_at",
      );
    const intentData = params.payment_intent_data;
    const id = stripeId("cs_test_", 58);
    const session: FakeSession = {
      id,
      object: "checkout.session",
      allowed_payment_method_types: methods as string[],
      amount_subtotal: total,
      amount_total: total,
      cancel_url: text(params.cancel_url),
      client_reference_id: text(params.client_reference_id),
      created,
      currency,
      customer: null,
      expires_at: expiresAt,
      livemode: false,
      locale: text(locale),
      metadata: metadata(params.metadata, "metadata"),
      mode: "payment",
      payment_intent: null,
      payment_method_types: methods as string[],
      payment_status: "unpaid",
      status: "open",
      success_url: text(params.success_url),
      url: `${origin}/c/pay/${id}`,
    };
    sessions.set(id, session);
    intentMetadata.set(
      id,
      typeof intentData === "object" && !Array.isArray(intentData)
        ? metadata(intentData.metadata, "payment_intent_data[metadata]")
        : {},
    );
    return session;
  }

  function sessionById(id: string): FakeSession {
    const session = sessions.get(id);
    if (!session)
      throw new StripeFault(404, "invalid_request_error", `No such checkout.session: '${id}'`, {
        code: "resource_missing",
        param: "session",
      });
    return session;
  }

  function listSessions(query: FormParams) {
    const limit = query.limit === undefined ? 10 : integer(query.limit, "limit");
    const data = [...sessions.values()]
      .filter(
        (session) => query.payment_intent === undefined || session.payment_intent === query.payment_intent,
      )
      .reverse();
    return {
      object: "list",
      data: data.slice(0, limit),
      has_more: data.length > limit,
      url: "/v1/checkout/sessions",
    };
  }

  function createRefund(params: FormParams): FakeRefund {
    if (params.charge !== undefined) throw invalid("Refunds by charge are not modelled.", "charge");
    const intentId = params.payment_intent;
    const intent = typeof intentId === "string" ? intents.get(intentId) : undefined;
    if (!intent)
      throw new StripeFault(404, "invalid_request_error", `No such payment_intent: '${String(intentId)}'`, {
        code: "resource_missing",
        param: "payment_intent",
      });
    const left = intent.amount - intent.refunded;
    if (left <= 0)
      throw new StripeFault(
        400,
        "invalid_request_error",
        `Charge ${intent.charge} has already been refunded.`,
        {
          code: "charge_already_refunded",
        },
      );
    const amount = params.amount === undefined ? left : integer(params.amount, "amount");
    if (amount < 1) throw invalid("Invalid positive integer.", "amount");
    if (amount > left)
      throw new StripeFault(
        400,
        "invalid_request_error",
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        { code: "amount_too_large", param: "amount" },
      );
    const session = sessionById(intent.sessionId);
    intent.refunded += amount;
    const refund: FakeRefund = {
      id: stripeId("re_", 24),
      object: "refund",
      amount,
      balance_transaction: settings.refundStatus === "succeeded" ? stripeId("txn_", 24) : null,
      charge: intent.charge,
      created: nowSeconds(),
      currency: session.currency,
      metadata: metadata(params.metadata, "metadata"),
      payment_intent: intent.id,
      reason: null,
      receipt_number: null,
      status: settings.refundStatus,
    };
    refunds.set(refund.id, refund);
    return refund;
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  return {
    /** Give this to the adapter as `apiBase`. */
    apiBase: origin,
    /** Every request the fake answered, oldest first. */
    requests: received,
    /** Status of the refunds the fake creates from now on: cards succeed at once, some methods stay pending. */
    settings,
    session: (id: string) => structuredClone(sessionById(id)),
    sessionCount: () => sessions.size,
    refund: (id: string) => structuredClone(must(refunds.get(id), `no refund ${id}`)),
    /** What `payment_intent_data[metadata]` put on the session's PaymentIntent. */
    paymentIntentMetadata: (sessionId: string) => ({ ...intentMetadata.get(sessionId) }),

    /** The shopper finishes the hosted page: paid at once, or `unpaid` for a method that confirms later. */
    completeSession(id: string, paymentStatus: PaymentStatus = "paid"): FakeSession {
      const session = sessionById(id);
      if (session.status !== "open") throw new Error(`session ${id} is ${session.status}`);
      const intent: PaymentIntent = {
        id: stripeId("pi_", 24),
        charge: stripeId("ch_", 24),
        sessionId: id,
        amount: session.amount_total,
        metadata: intentMetadata.get(id) ?? {},
        refunded: 0,
      };
      intents.set(intent.id, intent);
      Object.assign(session, {
        status: "complete",
        payment_status: paymentStatus,
        payment_intent: intent.id,
      });
      return structuredClone(session);
    },
    /** A delayed method's outcome for a completed, unpaid session. */
    settleAsyncPayment(id: string, succeeded: boolean): FakeSession {
      const session = sessionById(id);
      if (session.status !== "complete" || session.payment_status !== "unpaid")
        throw new Error(`session ${id} awaits no payment`);
      if (succeeded) session.payment_status = "paid";
      return structuredClone(session);
    },
    /** The session's time runs out (or the merchant expires it) before the shopper pays. */
    expireSession(id: string): FakeSession {
      const session = sessionById(id);
      if (session.status !== "open") throw new Error(`session ${id} is ${session.status}`);
      Object.assign(session, { status: "expired", url: null });
      return structuredClone(session);
    },
    /** A refund reaches its outcome; answers it and the `previous_attributes` of its refund.updated event. */
    settleRefund(id: string, status: "succeeded" | "failed") {
      const refund = must(refunds.get(id), `no refund ${id}`);
      const previous = { status: refund.status };
      refund.status = status;
      if (status === "failed") must(intents.get(refund.payment_intent), "intent").refunded -= refund.amount;
      return { refund: structuredClone(refund), previousAttributes: previous };
    },

    /**
     * A webhook delivery as Stripe makes it: the event pretty-printed as Stripe sends it and a `Stripe-Signature`
     * header from the package's own `generateTestHeaderString`, with the endpoint's secret unless told otherwise.
     */
    notification(
      type: string,
      object: object,
      sign: { previousAttributes?: object; timestamp?: number; secret?: string } = {},
    ) {
      const created = sign.timestamp ?? nowSeconds();
      const event = {
        id: stripeId("evt_", 24),
        object: "event",
        api_version: Stripe.API_VERSION,
        created,
        data: sign.previousAttributes ? { object, previous_attributes: sign.previousAttributes } : { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      };
      const payload = JSON.stringify(event, null, 2);
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: sign.secret ?? options.webhookSecret,
        timestamp: created,
      });
      return {
        eventId: event.id,
        payload,
        headers: new Headers({
          "content-type": "application/json; charset=utf-8",
          "stripe-signature": signature,
        }),
      };
    },

    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/** Reads `a[b][0][c]=x` pairs into nested objects, with all-numeric keys as arrays (as Stripe's API does). */
export function parseForm(pairs: URLSearchParams): FormParams {
  const root: FormParams = {};
  for (const [key, value] of pairs) {
    const path = key.split(/\[|\]\[|\]$/).filter((part, index) => index === 0 || part !== "");
    let node: Record<string, FormValue> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      if (typeof next === "object" && !Array.isArray(next)) node = next;
      else {
        const child: Record<string, FormValue> = {};
        node[part] = child;
        node = child;
      }
    });
  }
  return arrays(root) as FormParams;
}

function arrays(value: FormValue): FormValue {
  if (typeof value !== "object" || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((key) => [key, arrays(value[key] as FormValue)]));
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key)))
    return keys
      .map(Number)
      .sort((a, b) => a - b)
      .map((index) => converted[String(index)] as FormValue);
  return converted;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function header(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
}

function send(response: ServerResponse, answer: Answer, headers: Record<string, string> = {}) {
  response.writeHead(answer.status, {
    "content-type": "application/json",
    "request-id": stripeId("req_", 14),
    "stripe-version": Stripe.API_VERSION,
    ...headers,
  });
  response.end(JSON.stringify(answer.body, null, 2));
}

function ok(body: unknown): Answer {
  return { status: 200, body };
}

function fault(error: StripeFault): Answer {
  return {
    status: error.status,
    body: { error: { type: error.type, message: error.message, ...error.extra } },
  };
}

function invalid(message: string, param: string): StripeFault {
  return new StripeFault(400, "invalid_request_error", message, { param });
}

function integer(value: FormValue | undefined, param: string): number {
  if (typeof value !== "string" || !/^-?\d+$/.test(value)) throw invalid("Invalid integer.", param);
  return Number(value);
}

function text(value: FormValue | undefined): string | null {
  return typeof value === "string" ? value : null;
}

function metadata(value: FormValue | undefined, param: string): Record<string, string> {
  if (value === undefined || value === "") return {};
  if (typeof value !== "object" || Array.isArray(value)) throw invalid("Invalid hash.", param);
  const entries = Object.entries(value);
  if (entries.length > 50) throw invalid("Metadata can have at most 50 keys.", param);
  for (const [key, item] of entries) {
    if (typeof item !== "string") throw invalid("Metadata values must be strings.", `${param}[${key}]`);
    if (key.length > 40 || item.length > 500)
      throw invalid("Metadata key or value too long.", `${param}[${key}]`);
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** An id shaped like Stripe's: its prefix, then letters and digits. */
function stripeId(prefix: string, length: number): string {
  return prefix + [...randomBytes(length)].map((byte) => ALPHABET[byte % ALPHABET.length]).join("");
}

function must<T>(value: T | undefined, message: string): T {
  if (value === undefined) throw new Error(message);
  return value;
}

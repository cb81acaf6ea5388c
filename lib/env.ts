import { z } from "zod";

const apiClient = z.object({
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  platform: z.enum(["web", "android", "ios"]),
});
export type ApiClient = z.infer<typeof apiClient>;

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /**
   * Absolute origin the store is reached at; used for canonical and hreflang links, mails, and as the origin
   * cookie-authenticated writes may come from (only when set: the default names no real deployment).
   */
  PUBLIC_URL: z.url().default("http://localhost:3000"),
  /** PostgreSQL connection string. Without it the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().default("./data"),
  /** Comma-separated `clientId:clientSecret:platform` triples of the apps allowed to call /api/web. */
  API_CLIENTS: z
    .string()
    .default("store-web:store-web-public:web")
    .transform((value, ctx) => {
      const clients: ApiClient[] = [];
      for (const entry of value.split(",").filter(Boolean)) {
        const [clientId, clientSecret, platform] = entry.trim().split(":");
        const parsed = apiClient.safeParse({ clientId, clientSecret, platform });
        if (!parsed.success) {
          ctx.addIssue({
            code: "custom",
            message: `API_CLIENTS entry "${entry}" is not clientId:secret:platform`,
          });
          return z.NEVER;
        }
        clients.push(parsed.data);
      }
      return clients;
    }),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /**
   * Largest request body in KiB (1024 bytes) of the API and of page forms; a larger one is refused with 413 while
   * it streams in. The photo upload has its own limit (ADR 0019), payment providers' notifications 1 MiB.
   */
  REQUEST_BODY_LIMIT_KB: z.coerce
    .number()
    .int()
    .min(1)
    .max(100 * 1024)
    .default(64),
  /**
   * Seconds a stopping process (SIGTERM, SIGINT) gives the requests in flight and the background jobs to finish
   * before it cuts them; it has stopped accepting connections at once.
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(3600).default(25),
  /** Seconds that read-mostly catalogue answers may be served from memory. 0 turns the cache off. */
  CATALOG_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(5),
  /** Seconds an anonymous catalogue page is reused by the server's page cache; 0 renders every request. */
  PAGE_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(5),
  /** SMTP server for outgoing mail (smtp://user:pass@host:587, smtps://…); without it mail stays in the outbox. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Brisa Home <no-reply@brisa-home.example>"),
  /**
   * Whether /dev/mailbox may show the outbox. It does only while SMTP_URL is unset (mail then never leaves),
   * also under NODE_ENV=production so `npm start` on a fresh machine can register; `false` turns it off (ADR 0017).
   */
  DEV_MAILBOX: z
    .enum(["true", "false"])
    .default("true")
    .transform((value) => value === "true"),
  /** `spec`: 8–12 letters and digits (the product spec); `asvs`: 8–64 of any characters (OWASP ASVS 5.0). */
  PASSWORD_POLICY: z.enum(["spec", "asvs"]).default("spec"),
  /**
   * libuv's worker threads (file reads, DNS, zlib, scrypt). Node reads it itself at start-up; the store reads it
   * to let password hashing take at most half of them (ADR 0011).
   */
  UV_THREADPOOL_SIZE: z.coerce.number().int().min(1).max(1024).default(4),
  /**
   * log2 of scrypt's N for new password hashes (ADR 0011); a stored hash keeps its own. The test suite lowers it
   * to spend its CPU on behaviour rather than key stretching; production refuses anything under 15.
   */
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(15),
  /** A session ends after this many days without use, and in any case after SESSION_MAX_DAYS. */
  SESSION_IDLE_DAYS: z.coerce.number().min(1).max(365).default(30),
  SESSION_MAX_DAYS: z.coerce.number().min(1).max(365).default(90),
  /**
   * A session read from the database is trusted for this many seconds by the instance that read it; a session
   * ended on another instance is refused there within this time (ADR 0011). 0 reads it on every call.
   */
  SESSION_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  /** Minutes a shopper has to pay an order; an unpaid order is canceled then and its stock released (fractions for tests). */
  ORDER_PAYMENT_MINUTES: z.coerce
    .number()
    .min(0.05)
    .max(7 * 24 * 60)
    .default(30),
  /**
   * The sandbox payment provider's notification secret (ADR 0026). The default suits one machine trying the
   * store; every instance of one deployment must share the value.
   */
  SANDBOX_WEBHOOK_SECRET: z.string().min(16).default("sandbox-notifications-on-this-machine"),
  /** Seconds the sandbox's Klarna takes to confirm an approved payment (the order is Pending meanwhile). */
  SANDBOX_CONFIRM_SECONDS: z.coerce.number().min(0).max(3600).default(8),
  /** Stripe's secret API key (sk_…); with STRIPE_WEBHOOK_SECRET it makes Stripe the payment provider (ADR 0029). */
  STRIPE_SECRET_KEY: z.string().optional(),
  /** The signing secret (whsec_…) of the store's Stripe webhook endpoint, `/api/web/pay/notify/stripe`. */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Origin of the Stripe API; changed only to point the adapter at a local fake. */
  STRIPE_API_BASE: z.url().default("https://api.stripe.com"),
  /** Verification codes one IP address may request an hour (behind a shared NAT, raise it). */
  CODES_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Newsletter signups of distinct addresses one IP may make in an hour (ADR 0032). */
  NEWSLETTER_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Contact-form messages one IP may send the support centre in an hour (ADR 0034). */
  SUPPORT_MESSAGES_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(5),
  /**
   * Reverse proxies in front of the store that append the caller to X-Forwarded-For; the caller's address (for
   * per-IP limits) is read that many entries from the header's end. 0: the socket's address, the header ignored.
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Lets a scraper read /metrics from elsewhere than this machine, as `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Reviews visitors (not signed in) may post from one IP in an hour (ADR 0019). */
  REVIEWS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(5),
  /**
   * The companion app's listings. The app promotion (home, footer, the QR code and /app) shows only the stores
   * given here, and nothing at all while both are unset: there is no default listing to send shoppers to.
   */
  APP_STORE_URL: z.url().optional(),
  GOOGLE_PLAY_URL: z.url().optional(),
  /** Signs the newsletter's confirm and unsubscribe links; set your own in production. */
  NEWSLETTER_SECRET: z.string().min(16).default("newsletter-links-on-this-machine"),
});

export type Env = z.infer<typeof schema> & {
  /** Whether PUBLIC_URL was given rather than defaulted. */
  PUBLIC_URL_GIVEN: boolean;
};

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema
    .refine((parsed) => parsed.NODE_ENV !== "production" || parsed.PASSWORD_HASH_COST >= 15, {
      path: ["PASSWORD_HASH_COST"],
      message: "must be at least 15 in production",
    })
    .safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return { ...result.data, PUBLIC_URL_GIVEN: Boolean(source.PUBLIC_URL) };
}

let current: Env | undefined;

/** The validated environment of this process, parsed once on first use. */
export function env(): Env {
  current ??= parseEnv(process.env);
  return current;
}

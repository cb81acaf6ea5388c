import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** A shopper's account. `email` is null only for accounts handed over by the native app until one is bound. */
export const customers = pgTable("customers", {
  id: serial("id").primaryKey(),
  /** Stored lower-cased and trimmed, so one address is one account. */
  email: text("email").unique(),
  passwordHash: text("password_hash"),
  firstName: text("first_name").notNull().default(""),
  lastName: text("last_name").notNull().default(""),
  nickname: text("nickname").notNull().default(""),
  emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A signed-in session. Only the SHA-256 of the token is kept; the token itself exists only at the client. */
export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** The absolute end, however active the session is. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_customer_idx").on(t.customerId)],
);

/** E-mailed codes for registering, resetting a password and binding an e-mail; only their hash is kept. */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    purpose: text("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    ip: text("ip").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (t) => [
    index("verification_codes_email_idx").on(t.email, t.purpose, t.createdAt),
    index("verification_codes_ip_idx").on(t.ip, t.createdAt),
  ],
);

/** Failed sign-ins, for throttling per account and per address. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    ip: text("ip").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("login_failures_email_idx").on(t.email, t.at), index("login_failures_ip_idx").on(t.ip, t.at)],
);

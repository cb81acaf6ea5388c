// The one barrel of the project: drizzle-kit and the database client read every table from here.

export * from "../modules/accounts/tables.ts";
export * from "../modules/addresses/tables.ts";
export * from "../modules/cart/tables.ts";
export * from "../modules/catalog/deal-tables.ts";
export * from "../modules/catalog/search-tables.ts";
export * from "../modules/catalog/tables.ts";
export * from "../modules/choose/tables.ts";
export * from "../modules/content/tables.ts";
export * from "../modules/coupons/tables.ts";
export * from "../modules/notifications/tables.ts";
export * from "../modules/orders/tables.ts";
export * from "../modules/payments/sandbox/tables.ts";
export * from "../modules/payments/tables.ts";
export * from "../modules/redirects/tables.ts";
export * from "../modules/reminders/tables.ts";
export * from "../modules/reviews/tables.ts";
export * from "../modules/support/tables.ts";

import { createMiddleware } from "hono/factory";
import { AppError } from "../../lib/errors.ts";
import type { ApiEnv } from "../api-env.ts";
import { findCustomerId } from "./find-customer.ts";

/** Lets only a signed-in shopper through (token header or session cookie, see findCustomerId); others get 401. */
export const requireCustomer = createMiddleware<ApiEnv>(async (c, next) => {
  const customerId = await findCustomerId(c);
  if (customerId === null) throw new AppError("UNAUTHORIZED", "i18n_error_unauthorized");
  c.set("customerId", customerId);
  await next();
});

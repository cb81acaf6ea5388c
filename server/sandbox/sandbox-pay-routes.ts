import { type Context, Hono } from "hono";
import { translatorFor } from "../../i18n/messages.ts";
import { env } from "../../lib/env.ts";
import { hasNulCharacter } from "../../lib/nul-character.ts";
import { sites } from "../../lib/sites.ts";
import type { PaymentProviders } from "../../modules/payments/payment-providers.ts";
import {
  actOnSandboxPayment,
  findSandboxPayment,
  type SandboxAction,
} from "../../modules/payments/sandbox/act-on-sandbox-payment.ts";
import type { ApiEnv } from "../api-env.ts";
import { renderSandboxPage, type SandboxView } from "./render-sandbox-page.ts";

const siteOfLocale = (locale: string) =>
  Object.values(sites).find((site) => site.locale === locale) ?? sites.us;

/**
 * The sandbox provider's hosted pages (ADR 0026): what a shopper sees at a payment provider, served by the store
 * itself so a fresh machine can pay end to end. They act on the sandbox's own books only; the store learns the
 * result from the signed notification the sandbox then delivers, never from the browser coming back.
 */
export function sandboxPayRoutes(payments: PaymentProviders, wakeCheckoutWorker: () => void) {
  const active = payments.named("sandbox") !== undefined;
  const show = async (c: Context<ApiEnv>, view: "pay", message?: SandboxView["message"]) => {
    const payment = await findSandboxPayment(c.get("db"), c.req.param("id") ?? "");
    if (!payment) return c.notFound();
    const site = siteOfLocale(payment.locale);
    const closed = payment.status !== "open" && payment.status !== "requires_action";
    return c.html(
      renderSandboxPage({
        payment,
        site,
        t: translatorFor(site),
        view: closed ? "closed" : payment.status === "requires_action" ? "challenge" : view,
        message,
      }),
      closed ? 410 : 200,
      { "Cache-Control": "no-store" },
    );
  };
  // No payment id holds a NUL, and PostgreSQL could not even look one up.
  const refuseNulId = async (c: Context<ApiEnv>, next: () => Promise<void>) =>
    hasNulCharacter(c.req.param("id") ?? "") ? c.notFound() : next();
  return new Hono<ApiEnv>()
    .use(async (c, next) => (active ? next() : c.notFound()))
    .use("/:id", refuseNulId)
    .get("/:id", (c) => show(c, "pay"))
    .post("/:id", async (c) => {
      const form = await c.req.parseBody();
      // A NUL in a field is no value: it could not be stored.
      const field = (name: string) => {
        const value = form[name];
        return typeof value === "string" && !hasNulCharacter(value) ? value : "";
      };
      const kind = field("action");
      const action: SandboxAction | null =
        kind === "card"
          ? { kind: "card", cardNumber: field("cardNumber").slice(0, 40) }
          : kind === "approve" || kind === "cancel"
            ? { kind }
            : kind === "complete" || kind === "fail"
              ? { kind: "challenge", passed: kind === "complete" }
              : null;
      if (!action) return show(c, "pay");
      const outcome = await actOnSandboxPayment(
        c.get("db"),
        c.req.param("id") ?? "",
        action,
        env().SANDBOX_CONFIRM_SECONDS,
      );
      wakeCheckoutWorker();
      switch (outcome.next) {
        case "return":
          return c.redirect(outcome.returnUrl, 303);
        case "card":
          return show(c, "pay", outcome.message);
        case "challenge":
          return c.redirect(`/sandbox-pay/${encodeURIComponent(c.req.param("id") ?? "")}`, 303);
        case "closed":
          return show(c, "pay");
      }
    });
}

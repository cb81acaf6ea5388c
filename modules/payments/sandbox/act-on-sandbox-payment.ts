import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { queueSandboxNotification } from "./queue-sandbox-notification.ts";
import { sandboxPayments } from "./tables.ts";

export type SandboxPayment = typeof sandboxPayments.$inferSelect;

/** What the shopper did on a sandbox page. */
export type SandboxAction =
  | { kind: "card"; cardNumber: string }
  | { kind: "approve" }
  | { kind: "cancel" }
  | { kind: "challenge"; passed: boolean };

/** Where the page goes next: back to the store, the card page with a message, or the authentication challenge. */
export type SandboxOutcome =
  | { next: "return"; returnUrl: string }
  | { next: "card"; message: "declined" | "invalid" | "failed_authentication" }
  | { next: "challenge" }
  | { next: "closed" };

/** The test cards of the sandbox, as the big providers publish theirs. */
export const SANDBOX_CARDS = {
  succeeds: "4242424242424242",
  declined: "4000000000000002",
  authenticate: "4000002500003155",
} as const;

/** Which payments a page may still act on: the rest are closed (paid, canceled, or failed for good). */
const actionable = new Set(["open", "requires_action"]);

export async function findSandboxPayment(db: Db, id: string): Promise<SandboxPayment | null> {
  const [payment] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)).limit(1);
  return payment ?? null;
}

/**
 * Carries out what the shopper did on a sandbox page, and queues the notification a real provider would send:
 * a card that succeeds, a wallet approved or a challenge passed → succeeded; Klarna approved → pending now and
 * succeeded `confirmSeconds` later; cancel → canceled. A declined card leaves the payment open for another try.
 */
export async function actOnSandboxPayment(
  db: Db,
  id: string,
  action: SandboxAction,
  confirmSeconds: number,
): Promise<SandboxOutcome> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, id))
      .for("update")
      .limit(1);
    if (!payment || !actionable.has(payment.status)) return { next: "closed" };
    const settle = async (
      status: string,
      ...notifications: {
        type: "payment.succeeded" | "payment.pending" | "payment.failed" | "payment.canceled";
        delaySeconds?: number;
      }[]
    ) => {
      await tx
        .update(sandboxPayments)
        .set({ status, updatedAt: new Date() })
        .where(eq(sandboxPayments.id, id));
      for (const notification of notifications)
        await queueSandboxNotification(tx, {
          ...notification,
          payment: id,
          amount: payment.amount,
          currency: payment.currencyCode,
        });
    };
    switch (action.kind) {
      case "card": {
        if (payment.method !== "card" || payment.status !== "open") return { next: "closed" };
        const number = action.cardNumber.replace(/[\s-]/g, "");
        if (number === SANDBOX_CARDS.succeeds) {
          await settle("succeeded", { type: "payment.succeeded" });
          return { next: "return", returnUrl: payment.returnUrl };
        }
        if (number === SANDBOX_CARDS.authenticate) {
          await settle("requires_action");
          return { next: "challenge" };
        }
        if (number === SANDBOX_CARDS.declined) return { next: "card", message: "declined" };
        return { next: "card", message: "invalid" };
      }
      case "challenge":
        if (payment.status !== "requires_action") return { next: "closed" };
        if (action.passed) {
          await settle("succeeded", { type: "payment.succeeded" });
          return { next: "return", returnUrl: payment.returnUrl };
        }
        await settle("open");
        return { next: "card", message: "failed_authentication" };
      case "approve":
        if (payment.method === "card") return { next: "closed" };
        if (payment.method === "klarna") {
          await settle(
            "succeeded",
            { type: "payment.pending" },
            { type: "payment.succeeded", delaySeconds: confirmSeconds },
          );
        } else {
          await settle("succeeded", { type: "payment.succeeded" });
        }
        return { next: "return", returnUrl: payment.returnUrl };
      case "cancel":
        await settle("canceled", { type: "payment.canceled" });
        return { next: "return", returnUrl: payment.returnUrl };
    }
  });
}

// The demo shopper of `npm run demo:orders` (scripts/create-demo-orders.ts): a demo shopper with an order in every status (Unpaid, Processing, Shipped with carrier
// progress, Canceled, Pending, Refunded) and coupons in every state (Unused, Used, Expired), made through the store's own use-cases and its sandbox provider, for
// trying the order screens. Not run at start-up. On the embedded database, run it while the store is stopped
// (PGlite belongs to one process); on PostgreSQL, any time. Running it again adds another set of orders.
import { eq } from "drizzle-orm";
import { openPglite, openPostgres } from "../db/client.ts";
import { seedDemo } from "../db/seed/seed-demo.ts";
import { env } from "../lib/env.ts";
import { resolveSite } from "../lib/sites.ts";
import { hashPassword } from "../modules/accounts/hash-password.ts";
import { customers } from "../modules/accounts/tables.ts";
import { listAddresses } from "../modules/addresses/list-addresses.ts";
import { saveAddress } from "../modules/addresses/save-address.ts";
import { addToCart } from "../modules/cart/add-to-cart.ts";
import { listGoods } from "../modules/catalog/list-goods.ts";
import { goodsListQuery } from "../modules/catalog/schemas.ts";
import { cancelOrder } from "../modules/checkout/cancel-order.ts";
import { payPlacedOrder } from "../modules/checkout/pay-order.ts";
import { placeOrder } from "../modules/checkout/place-order.ts";
import { receivePaymentNotification } from "../modules/checkout/receive-payment-notification.ts";
import { refundOrder } from "../modules/checkout/refund-order.ts";
import { shipOrder, trackOrder } from "../modules/checkout/ship-order.ts";
import { summarizeCheckout } from "../modules/checkout/summarize-checkout.ts";
import { issueCoupon } from "../modules/coupons/issue-coupon.ts";
import { couponCampaigns } from "../modules/coupons/tables.ts";
import type { PaymentMethod } from "../modules/orders/schemas.ts";
import { createPaymentProviders } from "../modules/payments/payment-providers.ts";
import {
  actOnSandboxPayment,
  type SandboxAction,
} from "../modules/payments/sandbox/act-on-sandbox-payment.ts";
import { deliverSandboxNotifications } from "../modules/payments/sandbox/deliver-sandbox-notifications.ts";
import { submitRequestedRefunds } from "../modules/payments/submit-requested-refunds.ts";

const email = "demo.orders@example.com";
const password = "Sunny2026x";
const site = resolveSite("us");
const config = env();
const database = config.DATABASE_URL
  ? await openPostgres(config.DATABASE_URL, 2)
  : await openPglite(config.DATA_DIR);
const { db } = database;

try {
  await seedDemo(db, { withMedia: true });
  const providers = createPaymentProviders(db);
  if (providers.active.name !== "sandbox")
    throw new Error("demo orders are paid through the sandbox provider");
  const [existing] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, email));
  const customerId =
    existing?.id ??
    (
      await db
        .insert(customers)
        .values({
          email,
          passwordHash: await hashPassword(password),
          emailVerifiedAt: new Date(),
          nickname: "Demo",
        })
        .returning({ id: customers.id })
    )[0]?.id;
  if (!customerId) throw new Error("the demo shopper was not created");
  const addressId =
    (await listAddresses(db, customerId))[0]?.id ??
    (
      await saveAddress(db, customerId, {
        email,
        firstName: "Demo",
        lastName: "Shopper",
        countryAbbr: "US",
        state: "CA",
        city: "San Jose",
        address1: "1 Market Street",
        address2: "",
        zipCode: "95113",
        telephone: "+1 408 555 0100",
        company: "",
        notes: "",
        isDefault: true,
      })
    ).id;
  const goods = (await listGoods(db, site, goodsListQuery.parse({ type: 1, pageSize: 20 }))).list.filter(
    (entry) => entry.goods.publish === 1 && entry.specs.some((spec) => spec.inStock),
  );

  /** Delivers what the sandbox owes the store straight to the use-case its notify endpoint calls. */
  const deliver = () =>
    deliverSandboxNotifications(db, config.SANDBOX_WEBHOOK_SECRET, async (body, signature) => {
      await receivePaymentNotification(
        db,
        providers.active,
        body,
        new Headers({ "sandbox-signature": signature }),
      );
      return 200;
    });
  const campaignOf = async (values: Omit<typeof couponCampaigns.$inferInsert, "site" | "currencyCode">) => {
    const [campaign] = await db
      .insert(couponCampaigns)
      .values({ site: site.code, currencyCode: site.currency, ...values })
      .returning({ id: couponCampaigns.id });
    return campaign?.id as number;
  };
  const day = 86_400_000;
  const tenOff = await campaignOf({
    name: "Demo: $10 off everything",
    amountOff: 1000,
    scope: "all",
    validDays: 60,
  });
  await issueCoupon(db, tenOff, { customerId });
  await issueCoupon(
    db,
    await campaignOf({
      name: "Demo: $50 off a main unit",
      amountOff: 5000,
      scope: "main_units",
      minOrder: 30_000,
      validDays: 120,
    }),
    { customerId },
  );
  await issueCoupon(
    db,
    await campaignOf({
      name: "Demo: accessories",
      amountOff: 500,
      scope: "types",
      scopeTypes: [2],
      maxUses: 3,
      validDays: 90,
    }),
    { customerId },
  );
  await issueCoupon(
    db,
    await campaignOf({
      name: "Demo: last month's offer",
      amountOff: 2000,
      scope: "all",
      startsAt: new Date(Date.now() - 60 * day),
      endsAt: new Date(Date.now() - 3 * day),
    }),
    { customerId },
  );
  const usedCoupon = await issueCoupon(db, tenOff, { customerId });

  const place = async (index: number, method: PaymentMethod, couponCode: string | null = null) => {
    const entry = goods[index % goods.length];
    const spec = entry?.specs.find((candidate) => candidate.inStock);
    if (!entry || !spec) throw new Error("no product in stock to order");
    await addToCart(db, customerId, site, {
      relevanceId: entry.goods.id,
      specId: spec.id,
      type: entry.goods.type,
      quantity: 1,
    });
    const summary = await summarizeCheckout(db, customerId, site, addressId, { couponCode });
    const { order } = await placeOrder(db, customerId, site, {
      addressId,
      paymentMethod: method,
      expectedTotal: summary.total,
      cartVersion: summary.cartVersion,
      couponCode,
      idempotencyKey: null,
    });
    return order;
  };
  const pay = async (
    index: number,
    method: Exclude<PaymentMethod, "free">,
    action: SandboxAction,
    couponCode: string | null = null,
  ) => {
    const order = await place(index, method, couponCode);
    const { payUrl } = await payPlacedOrder(db, providers.active, order, method, config.PUBLIC_URL);
    const paymentId = new URL(payUrl).pathname.split("/").pop() ?? "";
    // Klarna's later confirmation is pushed a year out, so this order stays Pending.
    await actOnSandboxPayment(db, paymentId, action, 365 * 86_400);
    await deliver();
    return order;
  };

  const unpaid = await place(0, "card");
  // Paid with a coupon, which the wallet then lists as Used.
  const processing = await pay(1, "card", { kind: "card", cardNumber: "4242424242424242" }, usedCoupon.code);
  const shipped = await pay(2, "paypal", { kind: "approve" });
  await shipOrder(db, shipped.id, { carrier: "UPS", trackingNumber: "1Z999AA10123456784" });
  await trackOrder(db, shipped.id, "Picked up by the carrier");
  await trackOrder(db, shipped.id, "Arrived at the regional sorting centre");
  const canceled = await place(3, "card");
  await cancelOrder(db, customerId, canceled.orderNumber);
  const pending = await pay(4, "klarna", { kind: "approve" });
  const refunded = await pay(5, "googlepay", { kind: "approve" });
  await refundOrder(db, refunded.id);
  await submitRequestedRefunds(db, providers.named);
  await new Promise((resolve) => setTimeout(resolve, 2500));
  await deliver();

  console.log(`Demo shopper ${email} / ${password} has orders:`);
  for (const [label, order] of Object.entries({ unpaid, processing, shipped, canceled, pending, refunded }))
    console.log(`  ${label.padEnd(10)} ${order.orderNumber}`);
  console.log("and coupons in every state under My coupons (one of them used by the processing order).");
} finally {
  await database.close();
}

import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { startSession } from "../../modules/accounts/start-session.ts";
import { customers } from "../../modules/accounts/tables.ts";
import { addresses } from "../../modules/addresses/tables.ts";
import { cartLines } from "../../modules/cart/tables.ts";
import { PUBLISHED } from "../../modules/catalog/publish-state.ts";
import { goods, goodsSpecs, specPrices } from "../../modules/catalog/tables.ts";

export type SellableSpec = { goodsId: number; specId: number; type: number; stock: number; price: number };

/** Published specs of `type` (1 products, 2 accessories) priced on `site` and in stock, by id. */
export function findSellable(db: Db, site: string, type: number): Promise<SellableSpec[]> {
  return db
    .select({
      goodsId: goods.id,
      specId: goodsSpecs.id,
      type: goods.type,
      stock: goodsSpecs.stock,
      price: specPrices.currPrice,
    })
    .from(goodsSpecs)
    .innerJoin(goods, eq(goods.id, goodsSpecs.goodsId))
    .innerJoin(specPrices, and(eq(specPrices.specId, goodsSpecs.id), eq(specPrices.site, site)))
    .where(and(eq(goods.type, type), eq(goods.publish, PUBLISHED), gt(goodsSpecs.stock, 0)))
    .orderBy(goods.id, goodsSpecs.id);
}

let made = 0;

/** A signed-in shopper with one address in `country` (and `state`), their session token and address id. */
export async function createShopper(
  db: Db,
  {
    country = "US",
    state = "CA",
    label = "shopper",
  }: { country?: string; state?: string; label?: string } = {},
): Promise<{ customerId: number; token: string; addressId: number; email: string }> {
  made++;
  const email = `${label}${made}.${Date.now()}@example.com`;
  const [customer] = await db.insert(customers).values({ email }).returning({ id: customers.id });
  const customerId = customer?.id as number;
  const [address] = await db
    .insert(addresses)
    .values({
      customerId,
      email,
      firstName: "Ada",
      lastName: "Lovelace",
      countryAbbr: country,
      state,
      city: "Springfield",
      address1: "1 Main Street",
      zipCode: "12345",
      telephone: "+1 555 0100",
      isDefault: true,
    })
    .returning({ id: addresses.id });
  const { token } = await startSession(db, customerId);
  return { customerId, token, addressId: address?.id as number, email };
}

/** Puts lines straight into a shopper's server cart on `site`. */
export async function fillCart(
  db: Db,
  customerId: number,
  site: string,
  lines: { goodsId: number; specId: number; quantity: number }[],
): Promise<void> {
  await db.insert(cartLines).values(lines.map((line) => ({ ...line, customerId, site })));
}

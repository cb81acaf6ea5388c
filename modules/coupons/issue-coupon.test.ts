import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { openTestDatabase } from "../../tests/setup/test-databases.ts";
import { issueCoupon } from "./issue-coupon.ts";
import { couponCampaigns } from "./tables.ts";

describe("issuing a coupon", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
  });
  afterAll(() => database?.close());

  it("takes the campaign's window, or its number of days from now, and draws distinct codes", async () => {
    const ends = new Date("2027-03-01T00:00:00Z");
    const [windowed, relative] = await database.db
      .insert(couponCampaigns)
      .values([
        { name: "spring", site: "us", currencyCode: "USD", amountOff: 500, scope: "all", endsAt: ends },
        { name: "newsletter", site: "fr", currencyCode: "EUR", amountOff: 1000, scope: "all", validDays: 90 },
      ])
      .returning({ id: couponCampaigns.id });
    const now = new Date("2026-11-25T12:00:00Z");
    const first = await issueCoupon(database.db, windowed?.id as number, { email: "a@example.com" }, now);
    expect(first.validUntil).toEqual(ends);
    expect(first.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
    const second = await issueCoupon(database.db, relative?.id as number, { email: "a@example.com" }, now);
    expect(second.validUntil).toEqual(new Date("2027-02-23T12:00:00Z"));
    expect(second.code).not.toBe(first.code);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeAccount } from "../../app/.server/accounts/change-account.ts";
import { changeAddressBook } from "../../app/.server/addresses/change-address-book.ts";
import { loadGoodsDetail } from "../../app/.server/catalog/load-goods-detail.ts";
import { loadCheckout } from "../../app/.server/checkout/load-checkout.ts";
import { submitCheckout } from "../../app/.server/checkout/submit-checkout.ts";
import { changeOrder } from "../../app/.server/orders/change-order.ts";
import { loadOrderDetail } from "../../app/.server/orders/load-order-detail.ts";
import { submitReview } from "../../app/.server/reviews/submit-review.ts";
import type { Database } from "../../db/client.ts";
import { addresses } from "../../modules/addresses/tables.ts";
import { createApp } from "../../server/create-app.ts";
import { createShopper, findSellable } from "../setup/checkout-shopper.ts";
import { callPage, pageRequest, settle } from "../setup/page-requests.ts";
import { type DatabaseKind, databaseKinds, openTestDatabase } from "../setup/test-databases.ts";

const client = { clientId: "store-web", clientSecret: "store-web-public" };
const nul = "\u0000";
const address = {
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Lovelace",
  countryAbbr: "US",
  state: "CA",
  city: "Springfield",
  address1: "1 Main Street",
  zipCode: "12345",
  telephone: "+1 555 0100",
};
type Envelope = {
  code: number;
  message: string;
  data: { fields?: { field: string; message: string }[] } | null;
};

/** PostgreSQL text cannot hold NUL, and ids are decimal (issue 14, item 9): both doors refuse, neither answers 500. */
describe.each(databaseKinds)("NUL characters and ids on %s", (kind: DatabaseKind) => {
  let database: Database;
  let app: ReturnType<typeof createApp>;
  let goodsId: number;
  let specIds: number[];

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seeded: true });
    app = createApp({ db: database.db });
    const sellable = await findSellable(database.db, "us", 1);
    const first = sellable[0] as (typeof sellable)[number];
    goodsId = first.goodsId;
    specIds = sellable.filter((spec) => spec.goodsId === goodsId).map((spec) => spec.specId);
  });
  afterAll(() => database?.close());

  const api = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await app.request(path, {
      method,
      headers: { ...client, site: "us", "Content-Type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Envelope };
  };
  const nulRefusal = (field: string, message = "This text contains a character that is not allowed.") => ({
    status: 400,
    body: { code: 400, data: { fields: expect.arrayContaining([{ field, message }]) } },
  });

  describe("the API", () => {
    it("refuses a NUL in any text field with 400 in the envelope, in the site's language", async () => {
      const shopper = await createShopper(database.db);
      const token = { token: shopper.token };
      expect(
        await api("POST", "/api/web/goods/comment/saveGoodsComment", {
          goodsId,
          nickname: `Ada${nul}`,
          email: "ada.nul@example.com",
          score: 5,
          content: "Works well.",
        }),
      ).toMatchObject(nulRefusal("nickname"));
      expect(
        await api(
          "POST",
          "/api/web/personalCenter/userAddress/save",
          { ...address, city: `Spring${nul}field` },
          token,
        ),
      ).toMatchObject(nulRefusal("city"));
      expect(
        await api(
          "POST",
          "/api/web/personalCenter/userInfo/update",
          { nickname: nul },
          { ...token, site: "de" },
        ),
      ).toMatchObject(nulRefusal("nickname", "Dieser Text enthält ein unzulässiges Zeichen."));
      // Fields whose schema says nothing about NUL are refused by the one validation hook all the same.
      expect(
        await api(
          "POST",
          "/api/web/goods/userShopCar/saveBatch",
          { list: [{ _id: `line${nul}`, relevanceId: goodsId, specId: specIds[0], quantity: 1, type: 1 }] },
          token,
        ),
      ).toMatchObject(nulRefusal("list.0._id"));
      expect(
        await api("POST", "/api/web/personalCenter/order/cancel", { orderNumber: `B${nul}1` }, token),
      ).toMatchObject(nulRefusal("orderNumber"));
      expect(
        await api("GET", `/api/web/personalCenter/order/detail?orderNumber=B%001`, undefined, token),
      ).toMatchObject(nulRefusal("orderNumber"));
    });

    it("reads ids in decimal digits only, in the query and in the body", async () => {
      expect((await api("GET", `/api/web/goods/goods/details?id=${goodsId}`)).status).toBe(200);
      expect((await api("GET", `/api/web/goods/goods/details?id=0${goodsId}`)).status).toBe(200);
      const hex = `0x${goodsId.toString(16)}`;
      for (const id of [
        hex,
        `${goodsId}e0`,
        `1e${String(goodsId).length - 1}`,
        ` ${goodsId}`,
        `${goodsId} `,
        `+${goodsId}`,
        "0b1",
        "0o7",
        "-1",
        "1.0",
      ]) {
        expect(
          await api("GET", `/api/web/goods/goods/details?id=${encodeURIComponent(id)}`),
          id,
        ).toMatchObject({
          status: 400,
          body: { code: 400, data: { fields: [{ field: "id", message: "Please give a valid id." }] } },
        });
      }
      expect(
        (await api("POST", "/api/web/goods/comment/goodsCommentTotal", { goodsId: String(goodsId) })).status,
      ).toBe(200);
      for (const id of [hex, true, [goodsId], `${goodsId}.0`]) {
        expect(
          (await api("POST", "/api/web/goods/comment/goodsCommentTotal", { goodsId: id })).status,
          JSON.stringify(id),
        ).toBe(400);
        expect(
          (await api("POST", "/api/web/goods/goods/batchDetails", { productIdAndTypes: [{ id, type: 1 }] }))
            .status,
          JSON.stringify(id),
        ).toBe(400);
      }
      const shopper = await createShopper(database.db);
      expect(
        (
          await api(
            "POST",
            "/api/web/personalCenter/userAddress/prime",
            { id: `0x${shopper.addressId.toString(16)}` },
            { token: shopper.token },
          )
        ).status,
      ).toBe(400);
    });
  });

  describe("the pages", () => {
    const page = <T>(handler: (request: Request, context: never) => T, request: Request) =>
      settle(() => callPage(database.db, handler as never, request));

    it("show a NUL in a typed field as that field's error, and treat one in an order number as not found", async () => {
      const shopper = await createShopper(database.db);
      const form = (path: string, fields: Record<string, string>) =>
        pageRequest(path, { token: shopper.token, form: fields });

      expect(
        await page(
          changeAddressBook,
          form("/personal/address", { intent: "save", ...address, address1: `1${nul}` }),
        ),
      ).toMatchObject({ status: 200, data: { errors: { address1: "i18n_error_nul_character" } } });
      expect(
        await page(
          changeAccount,
          form("/personal/account", { firstName: "Ada", lastName: `L${nul}`, nickname: "" }),
        ),
      ).toMatchObject({ status: 200, data: { errors: { lastName: "i18n_error_nul_character" } } });
      const review = new FormData();
      for (const [name, value] of Object.entries({
        intent: "review",
        goodsId: String(goodsId),
        nickname: "Ada",
        email: "ada.review@example.com",
        score: "5",
        content: `Good${nul}`,
      }))
        review.set(name, value);
      expect(await submitReview(pageRequest(`/product/detail?id=${goodsId}`), pageContext(), review)).toEqual(
        {
          ok: false,
          fields: { content: "i18n_error_nul_character" },
          messageKey: null,
        },
      );
      expect(
        await page(
          submitCheckout,
          form("/order_checkout", {
            intent: "place",
            addressId: String(shopper.addressId),
            paymentMethod: "card",
            expectedTotal: "0",
            cartVersion: "v",
            idempotencyKey: "abcdefgh1234",
            notes: `Leave at the door${nul}`,
          }),
        ),
      ).toMatchObject({ status: 200, data: { formError: "i18n_error_nul_character" } });
      expect(
        await page(
          changeOrder,
          form("/personal/order_detail", { intent: "cancel", orderNumber: `B${nul}1` }),
        ),
      ).toMatchObject({
        status: 404,
      });
      expect(
        await page(
          loadOrderDetail,
          pageRequest("/personal/order_detail?orderNumber=B%001", { token: shopper.token }),
        ),
      ).toMatchObject({ status: 404 });

      function pageContext() {
        return callPage(database.db, (_request, context) => context, pageRequest("/"));
      }
    });

    it("treat a NUL in a sandbox payment's address as an unknown payment", async () => {
      expect((await app.request("/sandbox-pay/%00")).status).toBe(404);
      const posted = await app.request("http://store.test/sandbox-pay/pay%00", {
        method: "POST",
        headers: { origin: "http://store.test" },
        body: new URLSearchParams({ action: "card", cardNumber: "4242424242424242" }),
      });
      expect(posted.status).toBe(404);
    });

    it("read ids in decimal digits only: a detail page by another form of id is not found", async () => {
      const detail = (query: string) =>
        page(
          (request, context) => loadGoodsDetail(request, context, 1),
          pageRequest(`/product/detail?${query}`),
        );
      expect(await detail(`id=${goodsId}`)).toMatchObject({ status: 200 });
      for (const id of [`0x${goodsId.toString(16)}`, ` ${goodsId}`, `+${goodsId}`, `${goodsId}e0`]) {
        expect(await detail(`id=${encodeURIComponent(id)}`), id).toMatchObject({ status: 404 });
      }
      const other = specIds.at(-1) as number;
      const selected = async (spec: string) =>
        ((await detail(`id=${goodsId}&spec=${encodeURIComponent(spec)}`)).data as { selectedSpecId: number })
          .selectedSpecId;
      const fallback = await selected("none");
      expect(await selected(String(other))).toBe(other);
      if (other !== fallback) expect(await selected(`0x${other.toString(16)}`)).toBe(fallback);

      const shopper = await createShopper(database.db);
      const [second] = await database.db
        .insert(addresses)
        .values({ ...address, customerId: shopper.customerId, isDefault: false })
        .returning({ id: addresses.id });
      const checkoutFor = async (query: string) =>
        (
          (await page(loadCheckout, pageRequest(`/order_checkout?${query}`, { token: shopper.token })))
            .data as {
            addressId: number;
          }
        ).addressId;
      expect(await checkoutFor(`address=${second?.id}`)).toBe(second?.id);
      expect(await checkoutFor(`address=0x${second?.id.toString(16)}`)).toBe(shopper.addressId);
      expect(
        await page(
          changeAddressBook,
          pageRequest("/personal/address", {
            token: shopper.token,
            form: { intent: "delete", id: `0x${second?.id.toString(16)}` },
          }),
        ),
      ).toMatchObject({ status: 404 });
    });
  });
});

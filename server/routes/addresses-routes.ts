import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { decimalId } from "../../lib/decimal-id.ts";
import { deleteAddress } from "../../modules/addresses/delete-address.ts";
import { listAddresses } from "../../modules/addresses/list-addresses.ts";
import { saveAddress } from "../../modules/addresses/save-address.ts";
import { address, addressInput } from "../../modules/addresses/schemas.ts";
import { setDefaultAddress } from "../../modules/addresses/set-default-address.ts";
import type { ApiEnv } from "../api-env.ts";
import { ok } from "../envelope.ts";
import { apiHeaderParameters, envelopeResponses } from "../openapi-responses.ts";
import { rejectInvalidInput } from "../validation.ts";

const tags = ["Address book"];
const id = decimalId("i18n_error_invalid_id");
const idBody = z.object({ id }).meta({ id: "AddressIdBody" });
const json = <T extends z.ZodType>(schema: T) => ({
  content: { "application/json": { schema } },
  required: true,
});
const addressList = envelopeResponses(z.array(address), "The address book, the default first");

/** The signed-in shopper's address book (mounted behind requireCustomer); another shopper's id is not found. */
export const addressesRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: rejectInvalidInput })
  .openapi(
    createRoute({
      method: "post",
      path: "/getUserAddress",
      tags,
      summary: "The address book",
      parameters: apiHeaderParameters,
      responses: addressList,
    }),
    async (c) => ok(c, await listAddresses(c.get("db"), c.get("customerId"))),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/save",
      tags,
      summary: "Add an address (not named by the spec)",
      description: "The first address becomes the default. At most 50 addresses (409).",
      parameters: apiHeaderParameters,
      request: { body: json(addressInput) },
      responses: addressList,
    }),
    async (c) => {
      await saveAddress(c.get("db"), c.get("customerId"), c.req.valid("json"));
      return ok(c, await listAddresses(c.get("db"), c.get("customerId")));
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/update",
      tags,
      summary: "Change an address (not named by the spec)",
      parameters: apiHeaderParameters,
      request: {
        body: json(z.intersection(addressInput, z.object({ id })).meta({ id: "AddressUpdate" })),
      },
      responses: addressList,
    }),
    async (c) => {
      await saveAddress(c.get("db"), c.get("customerId"), c.req.valid("json"));
      return ok(c, await listAddresses(c.get("db"), c.get("customerId")));
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/prime",
      tags,
      summary: "Make an address the default",
      parameters: apiHeaderParameters,
      request: { body: json(idBody) },
      responses: addressList,
    }),
    async (c) => {
      await setDefaultAddress(c.get("db"), c.get("customerId"), c.req.valid("json").id);
      return ok(c, await listAddresses(c.get("db"), c.get("customerId")));
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/delete",
      tags,
      summary: "Delete an address",
      description: "When the default is deleted, the newest remaining address becomes the default.",
      parameters: apiHeaderParameters,
      request: { body: json(idBody) },
      responses: addressList,
    }),
    async (c) => {
      await deleteAddress(c.get("db"), c.get("customerId"), c.req.valid("json").id);
      return ok(c, await listAddresses(c.get("db"), c.get("customerId")));
    },
  );

import { z } from "zod";

const errorEnvelope = z
  .object({
    code: z.number().int(),
    data: z
      .object({ fields: z.array(z.object({ field: z.string(), message: z.string() })) })
      .nullable()
      .meta({ description: "Field errors of a rejected input (code 400), otherwise null" }),
    message: z.string().meta({ description: "Translated into the language of the `site` header" }),
  })
  .meta({ id: "ErrorEnvelope" });

const errorResponse = (description: string) => ({
  content: { "application/json": { schema: errorEnvelope } },
  description,
});

/** OpenAPI responses of a call answering `data` in the envelope, plus the errors every call may give. */
export function envelopeResponses<T extends z.ZodType>(data: T, description: string) {
  return {
    200: {
      content: {
        "application/json": {
          schema: z.object({ code: z.literal(200), data, message: z.string() }),
        },
      },
      description,
    },
    400: errorResponse("Invalid input, with the list of field errors"),
    403: errorResponse("Unknown clientId/clientSecret"),
    404: errorResponse("Not found"),
    413: errorResponse("Request body over the limit (64 KiB by default; a photo upload 2 MiB)"),
    429: errorResponse("Too many requests"),
    500: errorResponse("Unexpected error; the message is generic and the log has the request id"),
  };
}

/**
 * The headers every /api/web call sends, documented on each operation. `readApiHeaders` checks them once per
 * call; validating them again in every route's schema cost a fifth of a cached catalogue answer.
 */
export const apiHeaderParameters = [
  header("clientId", true, "Id of the calling app (web, android, ios)", "store-web"),
  header("clientSecret", true, "Secret of the calling app", "store-web-public"),
  header("site", false, "Regional site: us, gb, de, fr, es, it; anything else is us", "us"),
  header("brand", false, "Brand of the calling app; recorded, not enforced"),
  header("token", false, "Session token of a signed-in shopper"),
];

function header(name: string, required: boolean, description: string, example?: string) {
  return { in: "header" as const, name, required, description, schema: { type: "string" as const }, example };
}

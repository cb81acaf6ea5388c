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
    429: errorResponse("Too many requests"),
    500: errorResponse("Unexpected error; the message is generic and the log has the request id"),
  };
}

/** The headers every /api/web call reads. */
export const apiHeaders = z.object({
  clientId: z
    .string()
    .meta({ description: "Id of the calling app (web, android, ios)", example: "store-web" }),
  clientSecret: z.string().meta({ description: "Secret of the calling app", example: "store-web-public" }),
  site: z
    .string()
    .optional()
    .meta({ description: "Regional site: us, gb, de, fr, es, it; anything else is us", example: "us" }),
  brand: z.string().optional().meta({ description: "Brand of the calling app; recorded, not enforced" }),
  token: z.string().optional().meta({ description: "Session token of a signed-in shopper" }),
});

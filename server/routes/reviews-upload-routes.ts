import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { AppError } from "../../lib/errors.ts";
import { imageUploadLimits } from "../../modules/media/image-upload-schemas.ts";
import { uploadedImage } from "../../modules/reviews/schemas.ts";
import { storeReviewImage } from "../../modules/reviews/store-review-image.ts";
import type { ApiEnv } from "../api-env.ts";
import { clientIp } from "../client-ip.ts";
import { ok } from "../envelope.ts";
import { findCustomerId } from "../middleware/find-customer.ts";
import { apiHeaderParameters, envelopeResponses } from "../openapi-responses.ts";
import { rejectInvalidInput } from "../validation.ts";

const tooLarge = () =>
  new AppError("BAD_REQUEST", "i18n_image_too_large", {
    fields: [{ field: "file", messageKey: "i18n_image_too_large" }],
  });

const uploadForm = z.object({
  // Optional here so a missing file gets the use-case's own message.
  file: z
    .any()
    .optional()
    .meta({ type: "string", format: "binary", description: "Required: JPEG, PNG or WebP under 2 MB" }),
  uploadGrant: z
    .string()
    .optional()
    .meta({ description: "From /api/web/goods/comment/uploadGrant, for visitors" }),
});

/** The spec's upload action (section 7): photos for reviews. */
export const reviewsUploadRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: rejectInvalidInput }).openapi(
  createRoute({
    method: "post",
    path: "/upload",
    tags: ["Reviews"],
    summary: "Upload a review photo",
    description:
      "Signed-in shoppers send their token header (or the web session cookie); visitors send an uploadGrant. " +
      "The type is read from the file's bytes (JPEG, PNG, WebP); at most 2 MB and 25 megapixels. The image is " +
      "re-encoded without metadata under a generated key. At most 30 uploads per address or customer an hour " +
      "and 10 per grant (429).",
    // The body is refused while it streams in once it passes the limit plus room for the multipart framing.
    middleware: bodyLimit({
      maxSize: imageUploadLimits.maxBytes + 16 * 1024,
      onError: () => {
        throw tooLarge();
      },
    }),
    parameters: apiHeaderParameters,
    request: {
      body: { content: { "multipart/form-data": { schema: uploadForm } }, required: true },
    },
    responses: envelopeResponses(uploadedImage, "The stored photo"),
  }),
  async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const file = form.file instanceof Blob ? form.file : null;
    const grant = typeof form.uploadGrant === "string" ? form.uploadGrant : null;
    const stored = await storeReviewImage(c.get("db"), file, {
      customerId: await findCustomerId(c),
      uploadGrant: grant,
      ip: clientIp(c),
    });
    return ok(c, stored);
  },
);

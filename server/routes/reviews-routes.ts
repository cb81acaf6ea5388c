import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { z } from "zod";
import { translatorFor } from "../../i18n/messages.ts";
import { env } from "../../lib/env.ts";
import { issueUploadGrant } from "../../modules/reviews/issue-upload-grant.ts";
import { listReviews } from "../../modules/reviews/list-reviews.ts";
import { saveReview } from "../../modules/reviews/save-review.ts";
import {
  commentListBody,
  commentPage,
  commentTotal,
  commentTotalBody,
  saveCommentBody,
  savedComment,
  uploadGrant,
  uploadGrantBody,
} from "../../modules/reviews/schemas.ts";
import { summarizeReviews } from "../../modules/reviews/summarize-reviews.ts";
import type { ApiEnv } from "../api-env.ts";
import { clientIp } from "../client-ip.ts";
import { ok } from "../envelope.ts";
import { findCustomerId } from "../middleware/find-customer.ts";
import { apiHeaderParameters, envelopeResponses } from "../openapi-responses.ts";
import { rejectInvalidInput } from "../validation.ts";

const tags = ["Reviews"];
const json = <T extends z.ZodType>(schema: T) => ({
  content: { "application/json": { schema } },
  required: true,
});

/** Reviews and ratings of a product or accessory (spec section 7, comment calls). */
export const reviewsRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: rejectInvalidInput })
  .openapi(
    createRoute({
      method: "post",
      path: "/goodsCommentList",
      tags,
      summary: "A page of the published reviews, in the language of the site",
      parameters: apiHeaderParameters,
      request: { body: json(commentListBody) },
      responses: envelopeResponses(commentPage, "Reviews with the total count; 404 for an unknown goods id"),
    }),
    async (c) => ok(c, await listReviews(c.get("db"), c.get("site").lang, c.req.valid("json"))),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/goodsCommentTotal",
      tags,
      summary: "Average rating and the number of reviews per star",
      parameters: apiHeaderParameters,
      request: { body: json(commentTotalBody) },
      responses: envelopeResponses(commentTotal, "The rating summary"),
    }),
    async (c) => ok(c, await summarizeReviews(c.get("db"), c.get("site").lang, c.req.valid("json").goodsId)),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/saveGoodsComment",
      tags,
      summary: "Write a review",
      description:
        "Visitors and signed-in shoppers may review. Signed in (token header or session cookie), the account's " +
        "e-mail is used, a second review of the product is 409, and the answer has status published, or " +
        "pending on a site that moderates reviews (shown once approved). A visitor's review has status " +
        "unconfirmed: the address given is mailed a link, valid 7 days, whose page confirms it (then published " +
        "or pending); the answer is the same whether or not the address has reviewed the product. At most " +
        "REVIEWS_PER_IP_PER_HOUR visitor reviews per IP an hour (429).",
      parameters: apiHeaderParameters,
      request: { body: json(saveCommentBody) },
      responses: envelopeResponses(
        savedComment,
        "Saved; the message is 'Comments submitted successfully!', or for a visitor the request to confirm by mail",
      ),
    }),
    async (c) => {
      const saved = await saveReview(
        c.get("db"),
        c.get("site"),
        c.req.valid("json"),
        { customerId: await findCustomerId(c), ip: clientIp(c) },
        env().PUBLIC_URL,
      );
      if (saved.status === "unconfirmed") c.get("wakeWorkers")();
      const t = translatorFor(c.get("site"));
      const message = t(saved.status === "unconfirmed" ? "i18n_review_check_mail" : "i18n_review_submitted");
      return c.json({ code: 200 as const, data: saved, message }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/uploadGrant",
      tags,
      summary: "Permission for a visitor's review form to upload photos",
      description:
        "Valid 2 hours for 10 uploads to /api/admin/common/upload (form field uploadGrant); at most 20 per " +
        "caller address an hour (429). Signed-in shoppers upload with their token instead.",
      parameters: apiHeaderParameters,
      request: { body: json(uploadGrantBody) },
      responses: envelopeResponses(uploadGrant, "The grant"),
    }),
    async (c) => {
      const grant = await issueUploadGrant(c.get("db"), {
        goodsId: c.req.valid("json").goodsId,
        ip: clientIp(c),
      });
      return ok(c, { uploadGrant: grant.uploadGrant, expiresAt: grant.expiresAt.toISOString() });
    },
  );

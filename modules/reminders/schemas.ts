import { z } from "zod";
import { loginBody } from "../accounts/schemas.ts";
import { idQuery } from "../catalog/schemas.ts";

/** One rule for an e-mail address and an id everywhere: the account forms' and the catalogue's. */
const email = loginBody.shape.email;
const id = idQuery.shape.id;

export const arrivalReminderBody = z
  .object({
    goodsId: id.meta({ description: "Product or accessory id", example: 3 }),
    specId: id.meta({ description: "The spec (version) to be told about", example: 7 }),
    email,
  })
  .meta({ id: "ArrivalReminderBody" });
export type ArrivalReminderBody = z.infer<typeof arrivalReminderBody>;

export const arrivalReminder = z
  .object({
    goodsId: z.number().int(),
    specId: z.number().int(),
    email: z.string(),
    created: z.boolean().meta({ description: "false when this e-mail already waits for the spec" }),
  })
  .meta({ id: "ArrivalReminder" });
export type ArrivalReminder = z.infer<typeof arrivalReminder>;

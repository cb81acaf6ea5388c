import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.ts";
import { callPage, pageRequest, settle } from "../../../tests/setup/page-requests.ts";
import { openTestDatabase } from "../../../tests/setup/test-databases.ts";
import { loadSupportComments, sendSupportComment } from "./support-comments-page.ts";

describe("the support contact form", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase("pglite", { seeded: true });
  });
  afterAll(() => database?.close());

  const send = (form: Record<string, string>) =>
    settle(() => callPage(database.db, sendSupportComment, pageRequest("/it/support/comments", { form })));

  it("offers the site's models, shows each field's problem, and answers a good message with its reference", async () => {
    const page = await callPage(database.db, loadSupportComments, pageRequest("/support/comments?model=4"));
    expect(page.models).toHaveLength(12);
    expect(page.model).toBe("4");

    const bad = await send({ name: "", email: "nope", goodsId: "0x4", message: "short" });
    expect(bad.status).toBe(200);
    expect((bad.data as { errors: Record<string, string> }).errors).toEqual({
      name: "i18n_form_feedback_01",
      email: "i18n_form_feedback_03",
      goodsId: "i18n_support_error_model",
      message: "i18n_support_error_message_short",
    });
    expect((bad.data as { values: Record<string, string> }).values.message).toBe("short");

    const good = await send({
      name: "Ada",
      email: "ada@example.com",
      goodsId: String(page.models[0]?.id),
      message: "Il robot non si ricarica più.",
    });
    expect(good).toMatchObject({ status: 200, data: { ticket: expect.stringMatching(/^S-\d+/) } });
    const none = await send({
      name: "Ada",
      email: "ada@example.com",
      goodsId: "",
      message: "Una domanda sul mio ordine.",
    });
    expect(none.status).toBe(200);
  });
});

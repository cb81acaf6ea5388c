import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendSupportComment } from "../../app/.server/support/support-comments-page.ts";
import type { Database } from "../../db/client.ts";
import { catalogues } from "../../i18n/messages.ts";
import { masterPath } from "../../modules/media/media-paths.ts";
import { supportMessages } from "../../modules/support/tables.ts";
import { createApp } from "../../server/create-app.ts";
import { settle } from "../setup/page-requests.ts";
import { type DatabaseKind, databaseKinds, openTestDatabase } from "../setup/test-databases.ts";

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "store-support-photo-test-"));
afterAll(() => fs.rmSync(process.env.DATA_DIR ?? "", { recursive: true, force: true }));

const origin = "http://store.test";
const photo = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: "#2f6fb3" } })
    .jpeg()
    .withExif({ IFD0: { Artist: "Secret Person" } })
    .toBuffer();

/** The contact form as a browser posts it, through the whole app: body limit, the page's action, the media store. */
describe.each(databaseKinds)("a photo on the support contact form on %s", (kind: DatabaseKind) => {
  let database: Database;
  let app: ReturnType<typeof createApp>;
  let sender = 0;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = createApp({
      db: database.db,
      pageHandler: async (request, context) => {
        const outcome = await settle(() => sendSupportComment(request, context));
        return Response.json(outcome.data, { status: outcome.status });
      },
    });
  });
  afterAll(() => database?.close());

  const send = async (file?: Blob, name = "photo.jpg") => {
    const email = `sender${++sender}.${kind}@example.com`;
    const form = new FormData();
    form.set("name", "Ada");
    form.set("email", email);
    form.set("message", "Der Roboter lädt nicht mehr, siehe Foto.");
    form.set("photo", file ?? new Blob([]), file ? name : "");
    const answer = await app.request(`${origin}/de/support/comments`, {
      method: "POST",
      headers: { origin },
      body: form,
    });
    const [row] = await database.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.email, email))
      .orderBy(desc(supportMessages.id));
    return { answer, row };
  };

  it("keeps a real photo with the message, re-encoded under a private key that /media never serves", async () => {
    const { answer, row } = await send(new Blob([new Uint8Array(await photo())], { type: "image/jpeg" }));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ ticket: expect.stringMatching(/^S-\d+/) });
    expect(row?.photoKey).toMatch(/^support\/[0-9a-f-]{36}$/);
    const master = await sharp(fs.readFileSync(masterPath(row?.photoKey ?? ""))).metadata();
    expect(master).toMatchObject({ format: "png", width: 800, height: 600 });
    expect(master.exif).toBeUndefined();
    expect((await app.request(`${origin}/media/${row?.photoKey}/640.webp`)).status).toBe(404);
  });

  it("refuses a file that is no image, or over 2 MB, with the translated reason, and stores nothing", async () => {
    const fake = await send(new Blob(["<html>not a photo</html>"], { type: "image/png" }), "photo.png");
    // A refused form answers 200 with its problems (ADR 0022): the browser logs no failed request.
    expect(fake.answer.status).toBe(200);
    expect(await fake.answer.json()).toMatchObject({
      errors: { photo: "i18n_image_type" },
      values: { name: "Ada" },
    });
    expect(catalogues.de.i18n_image_type).toBe("Bitte laden Sie ein JPEG-, PNG- oder WebP-Bild hoch.");
    expect(fake.row).toBeUndefined();

    const large = await send(new Blob([new Uint8Array(2 * 1024 * 1024 + 1)], { type: "image/jpeg" }));
    expect(large.answer.status).toBe(200);
    expect(await large.answer.json()).toMatchObject({ errors: { photo: "i18n_image_too_large" } });
    expect(large.row).toBeUndefined();

    // Far past the limit the body is cut off while it streams in: the store's 413, in the site's language.
    const huge = await send(new Blob([new Uint8Array(5 * 1024 * 1024)], { type: "image/jpeg" }));
    expect(huge.answer.status).toBe(413);
    expect(await huge.answer.text()).toBe(catalogues.de.i18n_error_body_too_large);
    expect(huge.row).toBeUndefined();
  });

  it("still stores a message sent without a photo", async () => {
    const { answer, row } = await send();
    expect(answer.status).toBe(200);
    expect(row).toMatchObject({ site: "de", photoKey: null });
  });
});

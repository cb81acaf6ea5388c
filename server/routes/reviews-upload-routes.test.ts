import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { startSession } from "../../modules/accounts/start-session.ts";
import { customers } from "../../modules/accounts/tables.ts";
import { goods } from "../../modules/catalog/tables.ts";
import { masterPath } from "../../modules/media/media-paths.ts";
import { confirmReview } from "../../modules/reviews/confirm-review.ts";
import { mailedReviewConfirmation } from "../../tests/setup/mailed-review-confirmation.ts";
import { type DatabaseKind, databaseKinds, openTestDatabase } from "../../tests/setup/test-databases.ts";
import { createApp } from "../create-app.ts";

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "store-upload-test-"));
afterAll(() => fs.rmSync(process.env.DATA_DIR ?? "", { recursive: true, force: true }));

const client = { clientId: "store-web", clientSecret: "store-web-public" };
const photo = (format: "jpeg" | "png" | "webp") =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: "#4AB861" } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="200" height="200"><circle cx="100" cy="100" r="90" fill="#fff"/></svg>',
        ),
      },
    ])
    [format]()
    .withExif({ IFD0: { Artist: "Secret Person", Copyright: "GPS 48.1,11.5" } })
    .toBuffer();

/** A real PNG header claiming 50000 × 50000 pixels, with a tiny image body: a decompression bomb's shape. */
function hugePng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.alloc(1000))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe.each(databaseKinds)("upload API on %s", (kind: DatabaseKind) => {
  let database: Database;
  let app: ReturnType<typeof createApp>;
  let goodsId: number;
  let ipCounter = 0;

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seeded: true });
    app = createApp({ db: database.db });
    const [first] = await database.db.select({ id: goods.id }).from(goods).limit(1);
    goodsId = first?.id ?? 0;
  });
  afterAll(() => database?.close());

  /** Each test calls from its own address, so the per-address limit of one never reaches another. */
  const newIp = () => `10.${kind === "pglite" ? 1 : 2}.0.${++ipCounter}`;
  const from = (ip: string) => ({ incoming: { socket: { remoteAddress: ip } } });
  const requestGrant = (ip: string) =>
    app.request(
      "/api/web/goods/comment/uploadGrant",
      {
        method: "POST",
        headers: { ...client, "Content-Type": "application/json" },
        body: JSON.stringify({ goodsId }),
      },
      from(ip),
    );
  const grantFor = async (ip: string) => {
    const response = await requestGrant(ip);
    expect(response.status).toBe(200);
    return (await response.json()).data.uploadGrant as string;
  };
  const upload = (
    file: Buffer | null,
    options: { ip: string; grant?: string; headers?: Record<string, string>; name?: string },
  ) => {
    const form = new FormData();
    if (file)
      form.set("file", new Blob([new Uint8Array(file)], { type: "image/png" }), options.name ?? "photo.png");
    if (options.grant) form.set("uploadGrant", options.grant);
    return app.request(
      "/api/admin/common/upload",
      { method: "POST", headers: { ...client, site: "us", ...options.headers }, body: form },
      from(options.ip),
    );
  };
  const expectRefused = async (response: Response, status: number, message: string) => {
    expect(response.status).toBe(status);
    const body = await response.json();
    expect(body.code).toBe(status);
    expect(body.message).toBe(message);
  };

  it("stores a good JPEG, PNG and WebP re-encoded, without metadata, under a generated key", async () => {
    const ip = newIp();
    const grant = await grantFor(ip);
    for (const format of ["jpeg", "png", "webp"] as const) {
      const input = await photo(format);
      expect((await sharp(input).metadata()).exif).toBeDefined();
      const response = await upload(input, { ip, grant, name: "../../evil name.php" });
      expect(response.status, format).toBe(200);
      const { data } = await response.json();
      expect(data.key).toMatch(/^reviews\/[0-9a-f-]{36}$/);
      expect(data.url).toBe(`/media/${data.key}/640.webp`);
      const master = await sharp(masterPath(data.key)).metadata();
      expect(master).toMatchObject({ format: "png", width: 640, height: 480 });
      expect(master.exif).toBeUndefined();
      const served = await app.request(data.url);
      expect(served.status).toBe(200);
      expect(served.headers.get("Content-Type")).toBe("image/webp");
    }
  });

  it("lets a review use the photos of its grant, once", async () => {
    const ip = newIp();
    const grant = await grantFor(ip);
    const { data } = await (await upload(await photo("jpeg"), { ip, grant })).json();
    const save = (email: string) =>
      app.request("/api/web/goods/comment/saveGoodsComment", {
        method: "POST",
        headers: { ...client, "Content-Type": "application/json" },
        body: JSON.stringify({
          goodsId,
          nickname: "Ada",
          email,
          score: 5,
          content: "With a photo",
          images: [data.key],
          uploadGrant: grant,
        }),
      });
    expect((await save("photo.one@example.com")).status).toBe(200);
    const { token } = await mailedReviewConfirmation(database.db, "photo.one@example.com");
    expect(await confirmReview(database.db, token ?? "")).toBe("published");
    const list = await app.request("/api/web/goods/comment/goodsCommentList", {
      method: "POST",
      headers: { ...client, "Content-Type": "application/json" },
      body: JSON.stringify({ goodsId }),
    });
    expect((await list.json()).data.list[0].images).toEqual([data.key]);
    expect((await save("photo.two@example.com")).status).toBe(400);
  });

  it("decides the type by the bytes: a PNG header on an HTML file is refused", async () => {
    const ip = newIp();
    const grant = await grantFor(ip);
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from("<html><script>alert(document.cookie)</script></html>"),
    ]);
    await expectRefused(
      await upload(fake, { ip, grant }),
      400,
      "This image could not be read. Please upload another one.",
    );
    const html = Buffer.from("<!doctype html><html><body>hello</body></html>");
    await expectRefused(await upload(html, { ip, grant }), 400, "Please upload a JPEG, PNG or WebP image.");
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    await expectRefused(await upload(gif, { ip, grant }), 400, "Please upload a JPEG, PNG or WebP image.");
  });

  it("refuses 2 MB + 1 byte with the spec's message, and an empty or missing file", async () => {
    const ip = newIp();
    const grant = await grantFor(ip);
    const big = Buffer.alloc(2 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff], 0);
    await expectRefused(
      await upload(big, { ip, grant }),
      400,
      "Image size should be less than 2M. Please upload again.",
    );
    const far = Buffer.alloc(5 * 1024 * 1024);
    await expectRefused(
      await upload(far, { ip, grant }),
      400,
      "Image size should be less than 2M. Please upload again.",
    );
    await expectRefused(await upload(null, { ip, grant }), 400, "Please choose a photo.");
  });

  it("refuses an image of 50000 × 50000 pixels quickly, from its header", async () => {
    const ip = newIp();
    const grant = await grantFor(ip);
    const started = performance.now();
    await expectRefused(
      await upload(hugePng(), { ip, grant }),
      400,
      "This image has too many pixels. Please upload a smaller one.",
    );
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("needs a grant or a signed-in shopper; a cookie from another origin is refused", async () => {
    const ip = newIp();
    const image = await photo("png");
    await expectRefused(
      await upload(image, { ip }),
      401,
      "Uploading is not possible right now. Please reload the page and try again.",
    );
    expect((await upload(image, { ip, grant: "made-up" })).status).toBe(401);
    const [account] = await database.db
      .insert(customers)
      .values({ email: `uploader.${kind}@example.com` })
      .returning();
    const { token } = await startSession(database.db, account?.id ?? 0);
    expect((await upload(image, { ip, headers: { token } })).status).toBe(200);
    const foreign = await upload(image, {
      ip,
      headers: { Cookie: `session=${token}`, Origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    const own = await upload(image, {
      ip,
      headers: { Cookie: `session=${token}`, Origin: "http://localhost" },
    });
    expect(own.status).toBe(200);
  });

  it("limits uploads per grant and per address, and grants per address", async () => {
    const tiny = Buffer.from("not an image at all");
    const ip = newIp();
    const grant = await grantFor(ip);
    for (let i = 0; i < 10; i++) expect((await upload(tiny, { ip, grant })).status).toBe(400);
    await expectRefused(
      await upload(tiny, { ip, grant }),
      429,
      "Too many requests. Please wait a moment and try again.",
    );

    const busy = newIp();
    const grants = await Promise.all(Array.from({ length: 4 }, () => grantFor(busy)));
    for (let i = 0; i < 30; i++) {
      expect((await upload(tiny, { ip: busy, grant: grants[i % 4] })).status).toBe(400);
    }
    expect((await upload(tiny, { ip: busy, grant: grants[0] })).status).toBe(429);
    // Another address is not affected.
    const other = newIp();
    expect((await upload(tiny, { ip: other, grant: await grantFor(other) })).status).toBe(400);

    const greedy = newIp();
    for (let i = 0; i < 20; i++) await grantFor(greedy);
    const refused = await requestGrant(greedy);
    expect(refused.status).toBe(429);
  });

  it("documents the upload call in the OpenAPI document", async () => {
    const doc = await (await app.request("/api/docs/openapi.json")).json();
    expect(
      doc.paths["/api/admin/common/upload"].post.requestBody.content["multipart/form-data"],
    ).toBeTruthy();
    expect(doc.paths["/api/web/goods/comment/saveGoodsComment"].post).toBeTruthy();
  });
});

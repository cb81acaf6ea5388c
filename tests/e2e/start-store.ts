import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import type { Db } from "../../db/client.ts";
import { openPglite } from "../../db/client.ts";
import { type Site, sites } from "../../lib/sites.ts";
import { goods } from "../../modules/catalog/tables.ts";
import { issueCoupon } from "../../modules/coupons/issue-coupon.ts";
import { couponCampaigns } from "../../modules/coupons/tables.ts";
import { freePort } from "../../scripts/free-port.ts";
import { startMailbox } from "./mailbox-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** One store per journey worker (`storeUrl()` picks the worker's): files running at once share no data. */
    storeUrls: string[];
    mailboxUrl: string;
    /** The id of each seeded goods by its slug: journeys name goods by slug, never by a seeded id. */
    goodsIds: Record<string, number>;
    /** Unowned coupons worth 100% of any cart, per site: a journey types one in to get a free order. */
    giftCoupons: Record<"us" | "de", string[]>;
  }
}

const root = path.resolve(import.meta.dirname, "../..");
const servers: ChildProcess[] = [];
let dataDir: string | undefined;
let mailbox: Awaited<ReturnType<typeof startMailbox>> | undefined;

/**
 * Seeds one embedded database with the demo catalogue, then starts the built store once per journey worker, each
 * on a free port with its own copy of that database: journeys in different workers never see each other's
 * carts, stock or coupons, and within a worker files run one after another as before.
 */
export async function setup(project: TestProject) {
  try {
    await startStores(project);
  } catch (error) {
    // A store that failed to start (or a failed seed) leaves no other store, mailbox or folder behind.
    await teardown();
    throw error;
  }
}

async function startStores(project: TestProject) {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "store-e2e-"));
  const seedDir = path.join(dataDir, "seed");
  mailbox = await startMailbox();
  const env = {
    ...process.env,
    DATA_DIR: seedDir,
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    DATABASE_URL: "",
    LOG_LEVEL: "warn",
    SMTP_URL: mailbox.smtpUrl,
    // Every journey registers from 127.0.0.1; the per-IP limit of codes is tested by the integration suite.
    CODES_PER_IP_PER_HOUR: "10000",
    // Likewise every visitor's review; the per-IP limit of reviews is tested by the integration suite.
    REVIEWS_PER_IP_PER_HOUR: "10000",
    // The sandbox's Klarna confirms after 6 s: long enough for a journey to see Pending, then Processing.
    SANDBOX_CONFIRM_SECONDS: "6",
    // A minute to pay, so the expiry journey watches an order expire; the others pay within seconds.
    ORDER_PAYMENT_MINUTES: "1",
    // The app promotion shows only configured stores: every journey's accessibility check then covers it.
    APP_STORE_URL: "https://apps.apple.com/app/brisa-home/id1000000000",
    GOOGLE_PLAY_URL: "https://play.google.com/store/apps/details?id=example.brisa.home",
  };
  const seeded = spawnSync(process.execPath, [path.join(root, "scripts/seed-demo.ts")], {
    cwd: root,
    env,
    stdio: "inherit",
  });
  if (seeded.status !== 0) throw new Error("Seeding the e2e database failed");
  // Read before the servers start: the embedded database belongs to one process at a time.
  const database = await openPglite(seedDir);
  try {
    const rows = await database.db.select({ id: goods.id, slug: goods.slug }).from(goods);
    project.provide("goodsIds", Object.fromEntries(rows.map((row) => [row.slug, row.id])));
    project.provide("giftCoupons", {
      us: await issueGiftCoupons(database.db, sites.us),
      de: await issueGiftCoupons(database.db, sites.de),
    });
  } finally {
    await database.close();
  }
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const ports = new Set<number>();
  while (ports.size < workers) ports.add(await freePort());
  const storeUrls = await Promise.all(
    [...ports].map(async (port, index) => {
      const ownDir = path.join(dataDir as string, `store-${index + 1}`);
      fs.cpSync(seedDir, ownDir, { recursive: true });
      const url = `http://127.0.0.1:${port}`;
      const server = spawn(
        process.execPath,
        [path.join(root, process.env.BUILD_DIR ?? "build", "server/index.js")],
        {
          cwd: root,
          env: { ...env, DATA_DIR: ownDir, PORT: String(port), PUBLIC_URL: url },
          stdio: "inherit",
        },
      );
      servers.push(server);
      await waitUntilUp(server, `${url}/robots.txt`);
      return url;
    }),
  );
  project.provide("storeUrls", storeUrls);
  project.provide("mailboxUrl", mailbox.url);
}

export async function teardown() {
  await Promise.all(
    servers
      .filter((server) => server.exitCode === null)
      .map((server) => {
        const exited = new Promise((resolve) => server.once("exit", resolve));
        server.kill("SIGTERM");
        return exited;
      }),
  );
  await mailbox?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}

async function waitUntilUp(server: ChildProcess, url: string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error("The store exited during start-up");
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The store did not answer at ${url}`);
}

/** The back office will make campaigns; until then the journeys' 100% coupons are made here, two per site. */
async function issueGiftCoupons(db: Db, site: Site): Promise<string[]> {
  const [campaign] = await db
    .insert(couponCampaigns)
    .values({
      name: `Journeys' full gift (${site.code})`,
      site: site.code,
      currencyCode: site.currency,
      percentOff: 10_000,
      scope: "all",
      validDays: 30,
    })
    .returning({ id: couponCampaigns.id });
  if (!campaign) throw new Error("no gift campaign");
  const codes: string[] = [];
  for (let n = 0; n < 2; n++) codes.push((await issueCoupon(db, campaign.id, {})).code);
  return codes;
}

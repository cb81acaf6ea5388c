import { afterAll, beforeAll } from "vitest";
import type { Database } from "../../db/client.ts";
import { startMailWorker } from "../../modules/notifications/start-mail-worker.ts";
import { createApp } from "../../server/create-app.ts";
import { type DatabaseKind, openTestDatabase } from "./test-databases.ts";

const webClient = { clientId: "store-web", clientSecret: "store-web-public" };

/**
 * For the `describe` of a mail-sending API test: a fresh database of `kind`, the app, and a mail worker that
 * sends at once (to the SMTP server `SMTP_URL` names). Read `database` and `app` inside tests, not at collection.
 */
export function useAppWithMail(kind: DatabaseKind) {
  const state = {} as {
    database: Database;
    app: ReturnType<typeof createApp>;
    worker: ReturnType<typeof startMailWorker>;
  };
  beforeAll(async () => {
    state.database = await openTestDatabase(kind);
    state.worker = startMailWorker(state.database.db, 50);
    state.app = createApp({ db: state.database.db, wakeMailWorker: state.worker.wake });
  });
  afterAll(async () => {
    await state.worker?.stop();
    await state.database?.close();
  });
  /** A POST as the web client sends it; `headers` add `site`, `token`, … */
  const post = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
    state.app.request(path, {
      method: "POST",
      headers: { ...webClient, "Content-Type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return { state, post };
}

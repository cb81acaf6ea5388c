import { afterEach, describe, expect, it, vi } from "vitest";
import { ACCOUNT_STORAGE_KEY, createApiClient } from "./api-client.ts";
import { createFeedback, TOAST_MS } from "./ui-feedback.ts";

type Answer = { status: number; body: unknown } | "offline";

function setup(answer: Answer, pathname = "/de/personal/address", search = "?tab=2") {
  vi.useFakeTimers();
  const feedback = createFeedback();
  const requests: { url: string; init: RequestInit }[] = [];
  const navigate = vi.fn();
  const storage = new Map<string, string>([[ACCOUNT_STORAGE_KEY, "{}"]]);
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const api = createApiClient({
    feedback,
    fetch: async (url, init) => {
      requests.push({ url: String(url), init: init ?? {} });
      await gate;
      if (answer === "offline") throw new TypeError("Failed to fetch");
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    },
    site: () => "de",
    location: () => ({ pathname, search }),
    navigate,
    storage: { removeItem: (key) => storage.delete(key) },
    networkErrorText: () => "Die Verbindung ist fehlgeschlagen.",
  });
  return { api, feedback, requests, navigate, storage, release };
}

describe("browser API client", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("sends the spec's headers and counts a call for the spinner until it settles", async () => {
    const { api, feedback, requests, release } = setup({
      status: 200,
      body: { code: 200, data: { n: 1 }, message: "Obtain the verification code successfully" },
    });
    const call = api.call<{ n: number }>("/api/web/login/sendCaptcha", { body: { email: "a@b.co" } });
    await Promise.resolve();
    expect(feedback.read().pending).toBe(1);
    release();
    const envelope = await call;
    expect(envelope.data.n).toBe(1);
    expect(feedback.read()).toEqual({ toasts: [], pending: 0 });
    const headers = requests[0]?.init.headers as Record<string, string>;
    expect(headers).toMatchObject({ clientId: "store-web", clientSecret: "store-web-public", site: "de" });
    expect(requests[0]?.init.method).toBe("POST");
    expect(requests[0]?.init.credentials).toBe("same-origin");
  });

  it("shows the server's message as an error toast for 3000 ms, but not for a lazy call", async () => {
    const answer = { status: 429, body: { code: 429, data: null, message: "Zu viele Anfragen." } };
    const eager = setup(answer);
    eager.release();
    expect((await eager.api.call("/api/web/x")).code).toBe(429);
    expect(eager.feedback.read().toasts).toEqual([{ id: 1, kind: "error", text: "Zu viele Anfragen." }]);
    vi.advanceTimersByTime(TOAST_MS - 1);
    expect(eager.feedback.read().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(eager.feedback.read().toasts).toHaveLength(0);

    const lazy = setup(answer);
    lazy.release();
    await lazy.api.call("/api/web/x", { lazy: true });
    expect(lazy.feedback.read().toasts).toHaveLength(0);
  });

  it("on 401 forgets the stored account and goes to login with `from`, without a toast", async () => {
    const { api, feedback, navigate, storage, release } = setup({
      status: 401,
      body: { code: 401, data: null, message: "Bitte melden Sie sich an." },
    });
    release();
    await api.call("/api/web/personalCenter/userInfo/get");
    expect(storage.has(ACCOUNT_STORAGE_KEY)).toBe(false);
    expect(navigate).toHaveBeenCalledWith("/de/user/login?from=%2Fpersonal%2Faddress%3Ftab%3D2");
    expect(feedback.read().toasts).toHaveLength(0);
  });

  it("stays on a login screen for a 401 there", async () => {
    const { api, navigate, feedback, release } = setup(
      { status: 401, body: { code: 401, data: null, message: "x" } },
      "/fr/user/register",
      "",
    );
    release();
    await api.call("/api/web/login/x");
    expect(navigate).not.toHaveBeenCalled();
    expect(feedback.read().toasts).toHaveLength(0);
  });

  it("keeps a hidden call out of the spinner and turns a dead connection into a toast", async () => {
    const { api, feedback, release } = setup("offline");
    const call = api.call("/api/web/x", { hidden: true });
    await Promise.resolve();
    expect(feedback.read().pending).toBe(0);
    release();
    expect((await call).code).toBe(0);
    expect(feedback.read().toasts[0]?.text).toBe("Die Verbindung ist fehlgeschlagen.");
  });
});

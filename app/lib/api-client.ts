import type { Envelope } from "../../lib/envelope.ts";
import { isLoginRoute, loginUrlFor } from "./sign-in-paths.ts";
import type { Feedback } from "./ui-feedback.ts";

/** The envelope of every /api answer (spec section 7); code 200 is success. */

export type CallOptions = {
  method?: "GET" | "POST";
  body?: unknown;
  /** A lazy call shows no error toast: its caller handles a failure itself (spec section 8). */
  lazy?: boolean;
  /** A hidden call does not show the global spinner. */
  hidden?: boolean;
};

/** Where the stored account info of the signed-in shopper lives (spec section 3: "account"). */
export const ACCOUNT_STORAGE_KEY = "brisa:account";
/** The web client's app credentials (README); the session itself travels as the httpOnly cookie. */
const webClient = { clientId: "store-web", clientSecret: "store-web-public" };

export type ApiClientDeps = {
  fetch: typeof fetch;
  feedback: Feedback;
  /** The site code sent as the `site` header. */
  site: () => string;
  location: () => { pathname: string; search: string };
  navigate: (url: string) => void;
  storage: Pick<Storage, "removeItem">;
  /** The translated text for a call that got no answer at all. */
  networkErrorText: () => string;
};

/**
 * The browser side of the API (spec sections 4 and 8): the spec's headers, the server's message as an error
 * toast for any code but 200 unless the call is lazy, the global spinner for calls that are not hidden, and on
 * 401 the stored account is forgotten and the shopper goes to login with `from` (no toast), unless already
 * on a login screen. Every call resolves to the envelope; failures never throw.
 */
export function createApiClient(deps: ApiClientDeps) {
  async function send<T>(path: string, options: CallOptions): Promise<Envelope<T>> {
    const method = options.method ?? "POST";
    try {
      const response = await deps.fetch(path, {
        method,
        credentials: "same-origin",
        headers: {
          ...webClient,
          site: deps.site(),
          ...(options.body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      const envelope = (await response.json()) as Envelope<T>;
      return typeof envelope?.code === "number" ? envelope : networkError<T>();
    } catch {
      return networkError<T>();
    }
  }

  function networkError<T>(): Envelope<T> {
    return { code: 0, data: null as T, message: deps.networkErrorText() };
  }

  return {
    async call<T = unknown>(path: string, options: CallOptions = {}): Promise<Envelope<T>> {
      const work = send<T>(path, options);
      const envelope = await (options.hidden ? work : deps.feedback.track(work));
      if (envelope.code === 401) {
        deps.storage.removeItem(ACCOUNT_STORAGE_KEY);
        const { pathname, search } = deps.location();
        if (!isLoginRoute(pathname)) deps.navigate(loginUrlFor(pathname, search));
      } else if (envelope.code !== 200 && !options.lazy) {
        deps.feedback.toast("error", envelope.message);
      }
      return envelope;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

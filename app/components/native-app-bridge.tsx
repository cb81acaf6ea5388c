import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import {
  type AppMessage,
  BRIDGE_VERSION,
  findAppHandler,
  type PageMessage,
  receiveSession,
} from "../lib/native-bridge.ts";
import { feedback } from "../lib/ui-feedback.ts";
import { useApi } from "./use-api.ts";

declare global {
  interface Window {
    BrisaBridge?: {
      version: number;
      receive: (message: AppMessage) => Promise<boolean>;
      openLink: (url: string) => boolean;
      close: () => boolean;
    };
  }
}

/** The page action that trades an app's token for the web session cookie (app/routes/user-app-session.ts). */
const EXCHANGE_PATH = "/user/app-session";

/**
 * Inside the native app's webview: announces the page once, takes the app's session hand-over and offers the
 * page `openLink` and `close`. Outside the app it only defines `window.BrisaBridge`, whose calls do nothing.
 */
export function NativeAppBridge() {
  const api = useApi();
  const revalidator = useRevalidator();
  const latest = useRef({ api, revalidator });
  latest.current = { api, revalidator };

  useEffect(() => {
    const post = findAppHandler(window as never);
    const send = (message: PageMessage) => {
      post?.(message);
      return post !== null;
    };
    window.BrisaBridge = {
      version: BRIDGE_VERSION,
      async receive(message) {
        if (message?.type !== "session") return false;
        const ok = await receiveSession(message, {
          api: latest.current.api,
          storage: window.localStorage,
          exchangeToken: (token) => feedback.track(exchangeToken(token)),
        });
        send({ type: "sessionStored", ok });
        if (ok) await latest.current.revalidator.revalidate();
        return ok;
      },
      openLink: (url) => send({ type: "openLink", url: new URL(url, window.location.href).toString() }),
      close: () => send({ type: "close" }),
    };
    send({ type: "ready", version: BRIDGE_VERSION, path: window.location.pathname });
  }, []);

  return null;
}

/** The token goes in the body of a same-origin POST, never in a URL. */
async function exchangeToken(token: string): Promise<{ ok: boolean; changed: boolean }> {
  try {
    const response = await fetch(EXCHANGE_PATH, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token }),
    });
    const body = (await response.json()) as { code: number; data: { changed: boolean } | null };
    return { ok: body.code === 200, changed: body.data?.changed ?? false };
  } catch {
    return { ok: false, changed: false };
  }
}

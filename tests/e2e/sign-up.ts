import type { BrowserContext } from "playwright-core";
import { mailsTo, waitForCode } from "./mailbox.ts";
import { storeUrl } from "./store-url.ts";

const apiHeaders = {
  clientId: "store-web",
  clientSecret: "store-web-public",
  "Content-Type": "application/json",
};

/** A fresh address per call, so journeys never share an account. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Registers an account through the API (code read from the mailbox) and answers its session token. */
export async function signUp(email = uniqueEmail("shopper"), password = "Sunny2026x"): Promise<string> {
  const base = storeUrl();
  const seen = (await mailsTo(email)).length;
  const sent = await fetch(`${base}/api/web/login/sendCaptcha`, {
    method: "POST",
    headers: apiHeaders,
    body: JSON.stringify({ email, type: "register" }),
  });
  if (!sent.ok) throw new Error(`sendCaptcha answered ${sent.status}`);
  const captcha = await waitForCode(email, seen);
  const registered = await fetch(`${base}/api/web/login/register`, {
    method: "POST",
    headers: apiHeaders,
    body: JSON.stringify({ email, captcha, password, agree: true }),
  });
  const body = (await registered.json()) as { code: number; data: { token: string } };
  if (body.code !== 200) throw new Error(`register answered ${JSON.stringify(body)}`);
  return body.data.token;
}

/**
 * Registers an account through the API (code read from the mailbox) and signs `context` in with it by
 * setting the web session cookie, for journeys whose subject is not registration itself.
 */
export async function signUpAndSignIn(
  context: BrowserContext,
  email = uniqueEmail("shopper"),
  password = "Sunny2026x",
): Promise<{ email: string; password: string; token: string }> {
  const token = await signUp(email, password);
  await context.addCookies([
    { name: "session", value: token, url: storeUrl(), httpOnly: true, sameSite: "Lax" },
  ]);
  return { email, password, token };
}

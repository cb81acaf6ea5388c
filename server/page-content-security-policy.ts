import { randomFillSync } from "node:crypto";
import type { ContentSecurityPolicyOptionHandler } from "hono/secure-headers";

const nonceBytes = 16;
const noncePool = Buffer.alloc(nonceBytes * 256);
let nonceOffset = noncePool.length;

/**
 * The response's script nonce (128 random bits), as Hono's NONCE makes it, but cut from a pool that one call to the
 * system's random source refills every 256 pages: Web Crypto's `getRandomValues` per page cost about 1 % of a
 * render (Node's `randomUUID` pools its randomness the same way). Each nonce is handed out once.
 */
const NONCE: ContentSecurityPolicyOptionHandler = (c) => {
  let nonce: string | undefined = c.get("secureHeadersNonce");
  if (nonce === undefined) {
    if (nonceOffset === noncePool.length) {
      randomFillSync(noncePool);
      nonceOffset = 0;
    }
    nonce = noncePool.toString("base64", nonceOffset, nonceOffset + nonceBytes);
    nonceOffset += nonceBytes;
    c.set("secureHeadersNonce", nonce);
  }
  return `'nonce-${nonce}'`;
};

/** The Content-Security-Policy of every page: scripts only from the store and the response's own inline ones. */
export const pageContentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", NONCE],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
};

/**
 * The same policy for a page served from the page cache: its inline scripts are allowed by their SHA-256 hashes
 * instead of a nonce, so the cached bytes (and their compressed copies) never change per response (ADR 0009).
 */
export function policyWithScriptHashes(hashes: string[]): string {
  return Object.entries(pageContentSecurityPolicy)
    .map(([directive, sources]) => {
      const values = sources.flatMap((source) =>
        source === NONCE ? hashes.map((hash) => `'sha256-${hash}'`) : [source as string],
      );
      return [directive.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), ...values].join(" ");
    })
    .join("; ");
}

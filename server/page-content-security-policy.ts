import { NONCE } from "hono/secure-headers";

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

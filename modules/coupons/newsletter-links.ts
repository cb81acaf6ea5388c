import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "../../lib/env.ts";
import { type Site, sitePrefix } from "../../lib/sites.ts";

type LinkKind = "confirm" | "unsubscribe";

function signature(kind: LinkKind, email: string, site: string): string {
  return createHmac("sha256", env().NEWSLETTER_SECRET)
    .update(`${kind}\n${email}\n${site}`)
    .digest("base64url");
}

/**
 * The link a newsletter mail carries to confirm a signup or to unsubscribe: the address and site signed with
 * NEWSLETTER_SECRET, so it works without signing in and cannot be made for another address. No token table.
 */
export function newsletterLink(kind: LinkKind, email: string, site: Site, publicUrl: string): string {
  const url = new URL(`${sitePrefix(site.code)}/newsletter/${kind}`, publicUrl);
  url.searchParams.set("email", email);
  url.searchParams.set("sig", signature(kind, email, site.code));
  return url.href;
}

export function isNewsletterLinkValid(kind: LinkKind, email: string, site: string, sig: string): boolean {
  const expected = Buffer.from(signature(kind, email, site));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

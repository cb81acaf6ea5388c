import { env } from "../../lib/env.ts";

const rules = [
  "User-agent: *",
  "Disallow: /api/",
  // Signed-in screens, the cart and checkout, under every prefix.
  ...["personal/", "shopping_cart", "order_checkout", "user/"].flatMap((path) => [
    `Disallow: /${path}`,
    `Disallow: /*/${path}`,
  ]),
  "Disallow: /sandbox-pay/",
  "Disallow: /dev/",
  "Allow: /",
];

/** /robots.txt: what crawlers skip, and where the sitemap is (an absolute address, hence not a static file). */
export function loader() {
  return new Response(`${rules.join("\n")}\n\nSitemap: ${env().PUBLIC_URL}/sitemap.xml\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

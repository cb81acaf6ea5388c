import { hreflangOf, siteUrl } from "../../lib/site-url.ts";
import { siteCodes } from "../../lib/sites.ts";

type Props = { publicUrl: string; rest: string; search: string; site: string };

/** Canonical and hreflang links of the variants of the current screen, each at its canonical address. */
export function SiteLinks({ publicUrl, rest, search, site }: Props) {
  const query = search.replace(/([?&])device=[^&]*&?/, "$1").replace(/[?&]$/, "");
  const path = `${rest === "" ? "/" : rest}${query}`;
  const current = siteCodes.find((code) => code === site) ?? "us";
  return (
    <>
      <link rel="canonical" href={siteUrl(publicUrl, current, path)} />
      {siteCodes.map((code) => (
        <link key={code} rel="alternate" hrefLang={hreflangOf(code)} href={siteUrl(publicUrl, code, path)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={siteUrl(publicUrl, "us", path)} />
    </>
  );
}

import { siteCodes } from "../../lib/sites.ts";

type Props = { publicUrl: string; rest: string; search: string; site: string };

/** Canonical and hreflang links of the seven variants of the current screen. */
export function SiteLinks({ publicUrl, rest, search, site }: Props) {
  const path = rest === "/" ? "" : rest;
  const query = search.replace(/([?&])device=[^&]*&?/, "$1").replace(/[?&]$/, "");
  return (
    <>
      <link
        rel="canonical"
        href={`${publicUrl}${site === "us" ? "" : `/${site}`}${path || (site === "us" ? "/" : "")}${query}`}
      />
      {siteCodes.map((code) => (
        <link
          key={code}
          rel="alternate"
          hrefLang={code === "us" ? "en-US" : code === "gb" ? "en-GB" : code}
          href={`${publicUrl}/${code}${path}${query}`}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${publicUrl}${path || "/"}${query}`} />
    </>
  );
}

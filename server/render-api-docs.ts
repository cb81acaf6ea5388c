type OpenApiDocument = {
  info: { title: string; version: string; description?: string };
  paths?: Record<
    string,
    Record<string, { summary?: string; description?: string; tags?: string[] } & object>
  >;
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );

/** A readable, dependency-free page of the API: every operation with its summary and its full definition. */
export function renderApiDocs(document: object): string {
  const { info, paths } = document as OpenApiDocument;
  const operations = Object.entries(paths ?? {}).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
  const byTag = new Map<string, typeof operations>();
  for (const entry of operations) {
    const tag = entry.operation.tags?.[0] ?? "Other";
    byTag.set(tag, [...(byTag.get(tag) ?? []), entry]);
  }
  const sections = [...byTag]
    .map(
      ([tag, entries]) =>
        `<h2>${escapeHtml(tag)}</h2>${entries
          .map(
            ({
              path,
              method,
              operation,
            }) => `<details><summary><b class="m ${method}">${method.toUpperCase()}</b>
<code>${escapeHtml(path)}</code> ${escapeHtml(operation.summary ?? "")}</summary>
${operation.description ? `<p>${escapeHtml(operation.description)}</p>` : ""}
<pre>${escapeHtml(JSON.stringify(operation, null, 2))}</pre></details>`,
          )
          .join("\n")}`,
    )
    .join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(info.title)}</title><style>
body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#1d2433}
h1{color:#2f8a45}details{border:1px solid #dfe4ea;border-radius:8px;margin:.5rem 0;padding:.5rem .75rem}
summary{cursor:pointer}code{font-size:14px}pre{overflow:auto;background:#f6f8fa;padding:.75rem;border-radius:6px;font-size:12px}
.m{display:inline-block;min-width:3.5rem;color:#fff;border-radius:4px;text-align:center;font-size:12px;padding:1px 4px}
.get{background:#4AB861}.post{background:#3b6fd8}</style></head><body>
<h1>${escapeHtml(info.title)} <small>${escapeHtml(info.version)}</small></h1>
<p>${escapeHtml(info.description ?? "")}</p>
<p>Machine-readable: <a href="/api/docs/openapi.json">/api/docs/openapi.json</a> (OpenAPI 3.1).</p>
${sections}</body></html>`;
}

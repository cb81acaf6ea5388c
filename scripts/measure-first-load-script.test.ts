import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { measureFirstLoadScript } from "./measure-first-load-script.ts";

describe("measureFirstLoadScript", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "store-client-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("counts the manifest, the entry, the route, its parents and their imports, each file once", () => {
    fs.mkdirSync(path.join(dir, "assets"));
    const files: Record<string, string> = {
      "entry.js": "e".repeat(300),
      "shared.js": "s".repeat(500),
      "root.js": "r".repeat(700),
      "page.js": "p".repeat(900),
      "other.js": "o".repeat(1100),
    };
    for (const [name, content] of Object.entries(files))
      fs.writeFileSync(path.join(dir, "assets", name), content);
    const manifest = `window.__reactRouterManifest=${JSON.stringify({
      entry: { module: "/assets/entry.js", imports: ["/assets/shared.js"] },
      routes: {
        root: { id: "root", module: "/assets/root.js", imports: ["/assets/shared.js"] },
        page: { id: "page", parentId: "root", module: "/assets/page.js", imports: ["/assets/shared.js"] },
        other: { id: "other", parentId: "root", module: "/assets/other.js" },
      },
    })};`;
    fs.writeFileSync(path.join(dir, "assets", "manifest-abc123.js"), manifest);
    const gz = (content: string) => zlib.gzipSync(content, { level: 9 }).length;
    const common =
      gz(manifest) + gz(files["entry.js"] ?? "") + gz(files["shared.js"] ?? "") + gz(files["root.js"] ?? "");
    const sizes = measureFirstLoadScript(dir);
    expect(sizes.get("root")).toBe(common);
    expect(sizes.get("page")).toBe(common + gz(files["page.js"] ?? ""));
    expect(sizes.get("other")).toBe(common + gz(files["other.js"] ?? ""));
  });
});

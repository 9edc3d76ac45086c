// Build the web client into static files the API serves at /play/ (`make web`):
// web/src/main.ts (with the SDK and the map data) -> app.js, web/src/style.css -> app.css,
// web/index.html with content hashes in the asset URLs. Deterministic: the same sources
// give the same bytes, so a test rebuilds into a temporary folder and compares.
// Usage: node web/build.mjs [--outdir DIR]   (default: server/api/static/play)
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { build } from "esbuild";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..");
const i = process.argv.indexOf("--outdir");
const outdir = resolve(i > 0 ? process.argv[i + 1] : join(root, "server/api/static/play"));

const common = { bundle: true, minify: true, write: false, legalComments: "none", charset: "utf8",
                 logLevel: "warning", absWorkingDir: root };
const [js, css] = await Promise.all([
  build({ ...common, entryPoints: ["web/src/main.ts"], format: "esm", target: "es2022", platform: "browser",
          outfile: "app.js" }),
  build({ ...common, entryPoints: ["web/src/style.css"], outfile: "app.css" }),
]);
const hash = (b) => createHash("sha256").update(b).digest("hex").slice(0, 12);
const jsBytes = js.outputFiles[0].contents;
const cssBytes = css.outputFiles[0].contents;
const html = readFileSync(join(here, "index.html"), "utf8").replace("__JS__", hash(jsBytes)).replace("__CSS__", hash(cssBytes));
mkdirSync(outdir, { recursive: true });
writeFileSync(join(outdir, "app.js"), jsBytes);
writeFileSync(join(outdir, "app.css"), cssBytes);
writeFileSync(join(outdir, "index.html"), html);

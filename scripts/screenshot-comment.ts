// Renders the PR comment the gate posts for the example world to HTML (marked, GFM) with a
// GitHub-like style, and photographs it with headless Chromium (Debian's `chromium`).
// `npx tsx scripts/screenshot-comment.ts [out.png]` -> docs/comment.png by default.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { marked } from "marked";
import { parseConfig } from "../src/config.js";
import { exampleInputs } from "../src/cli.js";
import { buildReport } from "../src/engine.js";
import { renderComment } from "../src/render/markdown.js";

const out = process.argv[2] ?? "docs/comment.png";
// The same inputs as `npm start` (heldout-gate check --example).
const cfg = parseConfig(exampleInputs("fixtures/example"));
const report = await buildReport(cfg);
const md = renderComment(report, { checkName: "heldout-gate" });
// Open the collapsed sections so the picture shows what a reader can expand.
const body = (await marked.parse(md, { gfm: true })).replace(/<details>/g, "<details open>");
const css = `body{font-family:-apple-system,"Segoe UI",Helvetica,Arial,sans-serif;font-size:14px;
line-height:1.5;color:#1f2328;max-width:860px;margin:16px;}
.box{border:1px solid #d1d9e0;border-radius:6px;padding:8px 16px;}
.hdr{background:#f6f8fa;border-bottom:1px solid #d1d9e0;margin:-8px -16px 8px;padding:8px 16px;color:#59636e}
table{border-collapse:collapse;margin:8px 0}th,td{border:1px solid #d1d9e0;padding:4px 10px}
th{background:#f6f8fa}code{background:#eff1f3;border-radius:4px;padding:1px 4px;font-size:85%}
pre{background:#f6f8fa;padding:10px;border-radius:6px;overflow:auto;font-size:12px}
summary{cursor:pointer;font-weight:600}`;
const html = `<!doctype html><meta charset="utf-8"><style>${css}</style>
<div class="box"><div class="hdr"><b>github-actions</b> bot commented</div>${body}</div>`;
const dir = mkdtempSync(join(tmpdir(), "hg-shot-"));
const page = join(dir, "comment.html");
writeFileSync(page, html);
execFileSync("chromium", [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--hide-scrollbars",
  `--user-data-dir=${join(dir, "profile")}`,
  `--screenshot=${resolve(out)}`,
  "--window-size=900,1800",
  `file://${page}`,
]);
console.log(`wrote ${out} from ${md.length} characters of markdown`);

// Photographs the PR comment the gate posts, the way GitHub shows it: the markdown is
// turned into HTML (marked, GFM) with a GitHub-like style, and each ```mermaid block is
// drawn by mermaid itself (the devDependency's own bundle, loaded from node_modules) in
// Debian's headless Chromium, driven by playwright-core. Nothing is downloaded: every
// request the page tries to make is refused and counted.
//
// Each picture shows the comment down to its first collapsed section. Two worlds, each in
// GitHub's light and dark theme: the example world (`npm start`) and
// the regression world (fixtures/regression: a guarded metric regresses, 12 metrics).
//
//   npx tsx scripts/screenshot-comment.ts [out-dir]      (default: docs/)
//
// Needs `apt-get install chromium` (/usr/bin/chromium), optionally pngquant; not part of CI.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { marked } from "marked";
import { chromium } from "playwright-core";
import { exampleInputs } from "../src/cli.js";
import { parseConfig } from "../src/config.js";
import { buildReport } from "../src/engine.js";
import { renderComment } from "../src/render/markdown.js";
import { regressionInputs } from "./lib/regression-world.js";

const repoRoot = resolve(fileURLToPath(new URL(".", import.meta.url)), "..");
const outDir = resolve(process.argv[2] ?? join(repoRoot, "docs"));
const CHROMIUM = "/usr/bin/chromium";
const MERMAID = join(repoRoot, "node_modules", "mermaid", "dist", "mermaid.min.js");
/** Optional (`apt-get install pngquant`): a palette PNG a third the size, same to the eye. */
const PNGQUANT = "/usr/bin/pngquant";

for (const [path, fix] of [
  [CHROMIUM, "apt-get update && apt-get install -y chromium"],
  [MERMAID, "npm ci"],
]) {
  if (!existsSync(path!)) throw new Error(`${path} is missing; run: ${fix}`);
}

interface Theme {
  name: "light" | "dark";
  /** The theme GitHub hands mermaid for this colour mode. */
  mermaid: "default" | "dark";
  css: string;
}

const BASE_CSS = `body{font-family:-apple-system,"Segoe UI","Noto Sans",Helvetica,Arial,sans-serif;
font-size:14px;line-height:1.5;margin:0;padding:16px;max-width:880px}
.box{border:1px solid var(--border);border-radius:6px;padding:8px 16px}
.hdr{background:var(--muted);border-bottom:1px solid var(--border);margin:-8px -16px 8px;
padding:8px 16px;color:var(--fg-muted)}
table{border-collapse:collapse;margin:8px 0;display:block;overflow:auto}
th,td{border:1px solid var(--border);padding:4px 10px}th{background:var(--muted)}
code{background:var(--code);border-radius:4px;padding:1px 4px;font-size:85%}
summary{cursor:pointer;font-weight:600}.chart{margin:8px 0}.chart svg{max-width:100%}`;

const THEMES: Theme[] = [
  {
    name: "light",
    mermaid: "default",
    css: `:root{--bg:#ffffff;--fg:#1f2328;--fg-muted:#59636e;--border:#d1d9e0;--muted:#f6f8fa;
--code:#818b981f}body{background:var(--bg);color:var(--fg)}`,
  },
  {
    name: "dark",
    mermaid: "dark",
    css: `:root{--bg:#0d1117;--fg:#f0f6fc;--fg-muted:#9198a1;--border:#3d444d;--muted:#151b23;
--code:#656c7633}body{background:var(--bg);color:var(--fg)}`,
  },
];

const WORLDS = [
  { file: "comment", inputs: exampleInputs("fixtures/example") },
  { file: "comment-regression", inputs: regressionInputs("fixtures/regression") },
];

const profile = mkdtempSync(join(tmpdir(), "hg-shot-"));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM,
  headless: true,
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
  viewport: { width: 912, height: 900 },
});
let refused = 0;
await browser.route("**/*", (route) => {
  refused++;
  return route.abort();
});

try {
  for (const world of WORLDS) {
    const report = await buildReport(parseConfig(world.inputs));
    const md = renderComment(report, { checkName: "heldout-gate" });
    const body = await marked.parse(md, { gfm: true });
    for (const theme of THEMES) {
      const page = await browser.newPage();
      await page.setContent(
        `<!doctype html><meta charset="utf-8"><style>${BASE_CSS}${theme.css}</style>` +
          `<div class="box"><div class="hdr"><b>github-actions</b> bot commented</div>${body}</div>`,
      );
      await page.addScriptTag({ path: MERMAID });
      const charts = await page.evaluate(async (mermaidTheme) => {
        const mermaid = (globalThis as unknown as { mermaid: MermaidApi }).mermaid;
        mermaid.initialize({ startOnLoad: false, securityLevel: "strict", theme: mermaidTheme });
        const blocks = [...document.querySelectorAll("pre > code.language-mermaid")];
        for (const [i, code] of blocks.entries()) {
          // A block mermaid cannot parse throws here and fails the script.
          const { svg } = await mermaid.render(`chart-${i}`, code.textContent ?? "");
          const div = document.createElement("div");
          div.className = "chart";
          div.innerHTML = svg;
          code.parentElement!.replaceWith(div);
        }
        return blocks.length;
      }, theme.mermaid);
      const suffix = theme.name === "light" ? "" : `-${theme.name}`;
      const out = join(outDir, `${world.file}${suffix}.png`);
      // The part a reader sees without opening anything: down to the first collapsed section.
      const clip = await page.evaluate(() => {
        const box = document.querySelector(".box")!.getBoundingClientRect();
        const details = document.querySelector(".box details")?.getBoundingClientRect();
        const bottom = details ? details.top : box.bottom;
        return { x: box.left, y: box.top, width: box.width, height: bottom - box.top };
      });
      await page.screenshot({ path: out, clip, fullPage: true });
      const squeezed = existsSync(PNGQUANT) ? squeeze(out) : "pngquant not installed";
      console.log(
        `wrote ${out} (${statSync(out).size} bytes, ${squeezed}): ` +
          `${md.length} characters of markdown, ${charts} chart(s) drawn`,
      );
      await page.close();
    }
  }
} finally {
  await browser.close();
  rmSync(profile, { recursive: true, force: true });
}
if (refused > 0) throw new Error(`the page tried ${refused} network request(s); all were refused`);

/** Quantize the PNG in place; pngquant leaves it alone when it cannot keep the quality. */
function squeeze(path: string): string {
  try {
    execFileSync(PNGQUANT, [
      "--force",
      "--skip-if-larger",
      "--speed",
      "1",
      "--quality",
      "80-95",
      "--ext",
      ".png",
      path,
    ]);
    return "pngquant";
  } catch {
    return "kept as Chromium wrote it";
  }
}

interface MermaidApi {
  initialize(config: Record<string, unknown>): void;
  render(id: string, text: string): Promise<{ svg: string }>;
}

// Shows a PR comment the way GitHub does, in headless Chromium driven by playwright-core:
// the markdown becomes HTML (marked, GFM) with a GitHub-like style, and each ```mermaid
// block is drawn by mermaid itself (the devDependency's own bundle, from node_modules).
// Nothing is downloaded: every request the page tries to make is refused and counted.
// scripts/screenshot-comment.ts photographs the README's pictures with it, and
// test/render/comment-browser.test.ts reads the rendered page.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { marked } from "marked";
import { chromium, type BrowserContext, type Page } from "playwright-core";

const repoRoot = resolve(fileURLToPath(new URL(".", import.meta.url)), "../..");
export const MERMAID = join(repoRoot, "node_modules", "mermaid", "dist", "mermaid.min.js");
/** Debian's chromium package; `CHROMIUM` in the environment names another binary. */
export const CHROMIUM_DEFAULT = "/usr/bin/chromium";
export const CHROMIUM_INSTALL = "apt-get update && apt-get install -y chromium";

/** The Chromium asked for: `$CHROMIUM`, else Debian's. */
export function chromiumWanted(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROMIUM || CHROMIUM_DEFAULT;
}

/** The Chromium to drive, or null when there is none. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  const path = chromiumWanted(env);
  return existsSync(path) ? path : null;
}

export interface Theme {
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

export const THEMES: Theme[] = [
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

export interface CommentBrowser {
  context: BrowserContext;
  /** Network requests the pages tried; every one was refused. */
  refused(): number;
  close(): Promise<void>;
}

/** Starts headless Chromium with a throwaway profile and no network. */
export async function openBrowser(executablePath: string): Promise<CommentBrowser> {
  if (!existsSync(MERMAID)) throw new Error(`${MERMAID} is missing; run: npm ci`);
  const profile = mkdtempSync(join(tmpdir(), "hg-shot-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
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
  await context.route("**/*", (route) => {
    refused++;
    return route.abort();
  });
  return {
    context,
    refused: () => refused,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Opens the comment's markdown as GitHub would show it; resolves once its charts are drawn. */
export async function showComment(
  browser: CommentBrowser,
  md: string,
  theme: Theme,
): Promise<{ page: Page; charts: number }> {
  const body = await marked.parse(md, { gfm: true });
  const page = await browser.context.newPage();
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
      // A block mermaid cannot parse throws here and fails the caller.
      const { svg } = await mermaid.render(`chart-${i}`, code.textContent ?? "");
      const div = document.createElement("div");
      div.className = "chart";
      div.innerHTML = svg;
      code.parentElement!.replaceWith(div);
    }
    return blocks.length;
  }, theme.mermaid);
  return { page, charts };
}

/** The part a reader sees without opening anything: the comment down to its first collapsed section. */
export function visibleClip(
  page: Page,
): Promise<{ x: number; y: number; width: number; height: number }> {
  return page.evaluate(() => {
    const box = document.querySelector(".box")!.getBoundingClientRect();
    const details = document.querySelector(".box details")?.getBoundingClientRect();
    const bottom = details ? details.top : box.bottom;
    return { x: box.left, y: box.top, width: box.width, height: bottom - box.top };
  });
}

interface MermaidApi {
  initialize(config: Record<string, unknown>): void;
  render(id: string, text: string): Promise<{ svg: string }>;
}

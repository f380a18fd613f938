// Photographs the PR comment the gate posts, the way GitHub shows it (scripts/lib/
// comment-page.ts: marked, mermaid's own bundle, Debian's headless Chromium driven by
// playwright-core, no network).
//
// Each picture shows the comment down to its first collapsed section. Two worlds, each in
// GitHub's light and dark theme: the example world (`npm start`) and
// the regression world (fixtures/regression: a guarded metric regresses, 12 metrics).
//
//   npx tsx scripts/screenshot-comment.ts [out-dir]      (default: docs/)
//
// Needs `apt-get install chromium` (/usr/bin/chromium, or $CHROMIUM), optionally pngquant.
// CI reads the same page in test/render/comment-browser.test.ts.
import { execFileSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { exampleInputs } from "../src/cli.js";
import { parseConfig } from "../src/config.js";
import { buildReport } from "../src/engine.js";
import { renderComment } from "../src/render/markdown.js";
import {
  CHROMIUM_INSTALL,
  chromiumWanted,
  findChromium,
  openBrowser,
  showComment,
  THEMES,
  visibleClip,
} from "./lib/comment-page.js";
import { regressionInputs } from "./lib/regression-world.js";

const repoRoot = resolve(fileURLToPath(new URL(".", import.meta.url)), "..");
const outDir = resolve(process.argv[2] ?? join(repoRoot, "docs"));
/** Optional (`apt-get install pngquant`): a palette PNG a third the size, same to the eye. */
const PNGQUANT = "/usr/bin/pngquant";

const chromium = findChromium();
if (!chromium) {
  throw new Error(`${chromiumWanted()} is missing; run: ${CHROMIUM_INSTALL}`);
}

const WORLDS = [
  { file: "comment", inputs: exampleInputs("fixtures/example") },
  { file: "comment-regression", inputs: regressionInputs("fixtures/regression") },
];

const browser = await openBrowser(chromium);
try {
  for (const world of WORLDS) {
    const report = await buildReport(parseConfig(world.inputs));
    const md = renderComment(report, { checkName: "heldout-gate" });
    for (const theme of THEMES) {
      const { page, charts } = await showComment(browser, md, theme);
      const suffix = theme.name === "light" ? "" : `-${theme.name}`;
      const out = join(outDir, `${world.file}${suffix}.png`);
      await page.screenshot({ path: out, clip: await visibleClip(page), fullPage: true });
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
}
if (browser.refused() > 0) {
  throw new Error(`the page tried ${browser.refused()} network request(s); all were refused`);
}

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

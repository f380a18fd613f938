// The comment a reviewer sees, read back from Chromium (issue 30, "Done when"): for the
// regression world and a 250-metric world the regressed guard is in the first line, in the
// chart (its label, and red in its row of bars) and in the table, all above the first
// collapsed section, so visible without opening anything. Each picture is written to
// out/screenshots/. Chromium is Debian's (/usr/bin/chromium, or $CHROMIUM): without it
// this file is skipped locally, loudly, and fails under CI=true (.ci/run installs it).
import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CHROMIUM_INSTALL,
  chromiumWanted,
  findChromium,
  openBrowser,
  showComment,
  THEMES,
  visibleClip,
  type CommentBrowser,
} from "../../scripts/lib/comment-page.js";
import { MANY_METRICS_GUARD, writeManyMetricsWorld } from "../../scripts/lib/many-metrics-world.js";
import { regressionInputs } from "../../scripts/lib/regression-world.js";
import { parseConfig } from "../../src/config.js";
import { buildReport } from "../../src/engine.js";
import { chartLabel } from "../../src/render/chart.js";
import { renderComment } from "../../src/render/markdown.js";

/** The chart's colour for an interval that says the candidate is worse (src/render/chart.ts). */
const RED = "#cf222e";
const SHOTS = "out/screenshots";

const chromium = findChromium();
const ci = process.env.CI === "true";
const skip = chromium === null && !ci;
if (skip) {
  console.warn(
    `comment-browser.test.ts SKIPPED: no Chromium at ${chromiumWanted()}` +
      ` (${CHROMIUM_INSTALL}); under CI=true this fails instead`,
  );
}

/** What the rendered page shows of one metric, read from the DOM. */
interface Seen {
  firstLine: string;
  /** Top of the first collapsed section (page coordinates); Infinity when there is none. */
  fold: number;
  labelTop: number | null;
  /** Fill colours painted on top along the label's row of the chart, left to right. */
  rowColours: string[];
  tableRow: string | null;
  tableRowTop: number | null;
  firstLineTop: number;
}

describe.skipIf(skip)(
  `the comment in Chromium${skip ? ` (SKIPPED: no Chromium; ${CHROMIUM_INSTALL})` : ""}`,
  () => {
    let browser: CommentBrowser | undefined;
    const scratch = mkdtempSync(join(tmpdir(), "hg-browser-"));

    // Without Chromium (only under CI=true: locally the file is skipped) each test fails,
    // so .ci/run counts them as failed.
    const missing =
      `CI=true and no Chromium at ${chromiumWanted()}: ` +
      `.ci/run installs it (${CHROMIUM_INSTALL})`;

    beforeAll(async () => {
      if (chromium !== null) browser = await openBrowser(chromium);
      mkdirSync(SHOTS, { recursive: true });
    }, 60_000);

    afterAll(async () => {
      const refused = browser?.refused() ?? 0;
      await browser?.close();
      rmSync(scratch, { recursive: true, force: true });
      expect(refused, "network requests the page tried").toBe(0);
    });

    const worlds = [
      {
        name: "the regression world",
        file: "comment-regression",
        guard: "marker:refund_only_when_allowed",
        metrics: 12,
        inputs: () => regressionInputs("fixtures/regression"),
      },
      {
        name: "a 250-metric world",
        file: "comment-250-metrics",
        guard: MANY_METRICS_GUARD,
        metrics: 250,
        inputs: () => writeManyMetricsWorld(scratch),
      },
    ];

    for (const world of worlds) {
      it(`${world.name}: the regressed guard is in the first line, the chart and the table`, async () => {
        if (!browser) throw new Error(missing);
        const report = await buildReport(parseConfig(world.inputs()));
        expect(report.model!.metrics).toHaveLength(world.metrics);
        expect(report.model!.regressions).toEqual([world.guard]);
        const md = renderComment(report, { checkName: "heldout-gate" });
        const { page, charts } = await showComment(browser, md, THEMES[0]!);
        try {
          expect(charts).toBe(1);
          const label = `${chartLabel(world.guard)} (guarded)`;
          const seen = await page.evaluate(readGuard, { guard: world.guard, label });

          // The first line: the verdict, and the guard as its reason.
          expect(seen.firstLine).toMatch(/^\W*FAIL\b/);
          expect(seen.firstLine).toContain(`${world.guard} regressed`);
          // The chart: the guard's label, with a red interval drawn in its row.
          expect(seen.labelTop, `chart label "${label}"`).not.toBeNull();
          expect(seen.rowColours).toContain(RED);
          // The table: the guard's row, marked as the regression.
          expect(seen.tableRow, "table row").toContain("(guarded, REGRESSION)");
          // All three above the first collapsed section.
          for (const top of [seen.firstLineTop, seen.labelTop!, seen.tableRowTop!]) {
            expect(top).toBeLessThan(seen.fold);
          }

          const out = join(SHOTS, `${world.file}.png`);
          await page.screenshot({ path: out, clip: await visibleClip(page), fullPage: true });
          expect(statSync(out).size).toBeGreaterThan(10_000);
        } finally {
          await page.close();
        }
      }, 120_000);
    }
  },
);

/** Runs in the page: where the guard shows in the first line, the chart and the table. */
function readGuard({ guard, label }: { guard: string; label: string }): Seen {
  const top = (e: Element) => e.getBoundingClientRect().top + window.scrollY;
  const box = document.querySelector(".box")!;
  const first = box.querySelector(":scope > p")!;
  const details = box.querySelector("details");
  const svg = box.querySelector(".chart svg");
  const text = svg
    ? [...svg.querySelectorAll("text")].find((t) => t.textContent?.trim() === label)
    : undefined;
  const rowColours: string[] = [];
  let labelTop: number | null = null;
  if (svg && text) {
    labelTop = top(text);
    text.scrollIntoView({ block: "center" });
    const t = text.getBoundingClientRect();
    const plot = (svg.querySelector("g.plot") ?? svg).getBoundingClientRect();
    const y = t.top + t.height / 2;
    // What is painted on top along the row: later bars mask earlier ones, so only
    // elementFromPoint says which colour a reader sees.
    for (let x = plot.left + 1; x < plot.right; x += 2) {
      const fill = document.elementFromPoint(x, y)?.getAttribute("fill")?.toLowerCase();
      if (fill && rowColours.at(-1) !== fill) rowColours.push(fill);
    }
  }
  const row = [...box.querySelectorAll("table tr")].find((r) =>
    r.querySelector("td")?.textContent?.includes(guard),
  );
  return {
    firstLine: first.textContent!.trim(),
    firstLineTop: top(first),
    fold: details ? top(details) : Infinity,
    labelTop,
    rowColours,
    tableRow: row ? row.querySelector("td")!.textContent!.trim() : null,
    tableRowTop: row ? top(row) : null,
  };
}

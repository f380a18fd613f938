// PR-supplied names (metric names, task ids, families, model names, file names, notes,
// ledger fields) planted in real data and carried into every view: the comment, the job
// summary, the check run's title, summary and text, and the CLI's terminal lines, including
// the new pieces (the ledger's attempt and rounds lines, the glossary, the chart's labels,
// the trimmed tables' order, the headline's lead reason, the usage error's did-you-mean and
// its list of measured metrics). Every one must stay inert text (design §6).
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { marked } from "marked";
import { afterEach, describe, expect, it, vi } from "vitest";
import { main } from "../../src/cli.js";
import { parseConfig } from "../../src/config.js";
import { buildReport } from "../../src/engine.js";
import type { Report } from "../../src/report.js";
import { renderCheckOutput, renderComment, renderSummary } from "../../src/render/markdown.js";
import { renderTerminal } from "../../src/render/terminal.js";
import { hasHiddenChar } from "./sample-report.js";

// Newlines, a workflow command, HTML, a mention, a link, backticks, a pipe, a heading
// start and a comment opener.
const EVIL =
  "\n::error::forged\r\n##[error]old <img src=x onerror=alert(1)> @octocat [l](https://evil.example/a) `t` | p\n# h <!-- x -->";
// The guard is named in the settings, whose lists split on commas and newlines: the rest.
const GUARD =
  "safe ::error::g <img src=x onerror=alert(1)> @octocat [l](https://evil.example/a) `t` | p # h <!-- x -->";

const dir = mkdtempSync(join(tmpdir(), "hg-hostile-views-"));

/** A held-out test and two sides; the candidate drops the hostile guarded marker. */
function world(): Record<string, string> {
  const held: string[] = [];
  const base: string[] = [];
  const cand: string[] = [];
  for (let t = 0; t < 12; t++) {
    const id = `t${t}${EVIL}`;
    held.push(JSON.stringify({ task_id: id, prompt: `ask ${t}`, family: `fam${t % 2}${EVIL}` }));
    for (let k = 0; k < 3; k++) {
      const row = (guard: number, model: string) =>
        JSON.stringify({
          task_id: id,
          reward: (t + k) % 2,
          model_version: model,
          markers: { [GUARD]: guard, [`other${EVIL}`]: (t + k) % 2 },
        });
      base.push(row(1, `base${EVIL}`));
      cand.push(row(t < 10 ? 0 : 1, `cand${EVIL}`));
    }
  }
  const write = (name: string, lines: string[]) => {
    const p = join(dir, name);
    writeFileSync(p, lines.join("\n") + "\n");
    return p;
  };
  return {
    heldout: write("held.jsonl", held),
    baseline: write("base.jsonl", base),
    candidate: write("cand.jsonl", cand),
    "must-not-regress": `marker:${GUARD}`,
    resamples: "200",
  };
}

/** The ledger's lines (attempt and rounds) with hostile fields, as a forged artifact may hold. */
function withLedger(r: Report): Report {
  const out = structuredClone(r);
  out.ledger = {
    path: `ledger/${EVIL}.jsonl`,
    test_version: `t-${EVIL}`,
    entries: 2,
    rounds: 2,
    attempts: 2,
    trend: [1, 2].map((round) => ({
      round,
      pr: round,
      mean: 0.5,
      delta: 0.01,
      ci: [-0.01, 0.03] as [number, number],
      alpha_j: 0.01,
      verdict: `pass${EVIL}`,
    })),
    before: {
      test_version: `t-${EVIL}`,
      path: `ledger/${EVIL}-old.jsonl`,
      rounds: 1,
      trend: [
        {
          round: 1,
          pr: 1,
          mean: 0.4,
          delta: 0.02,
          ci: [0, 0.04],
          alpha_j: 0.03,
          verdict: `pass${EVIL}`,
        },
      ],
    },
  };
  out.model!.attempt = {
    test_version: `t-${EVIL}`,
    ledger: `ledger/${EVIL}`,
    entries: 2,
    applied: true,
    candidate_digest: `d${EVIL}`,
    number: 3,
    repeat: false,
    alpha: 0.05,
    alpha_j: 0.01,
    alpha_fresh: 0.05,
    p: 0.2,
    passed: false,
    detectable_fresh: 0.1,
    detectable_now: 0.2,
    target_effect: null,
    worn: false,
    task_means: [],
  } as unknown as NonNullable<Report["model"]>["attempt"];
  return out;
}

const html = (md: string) => marked.parse(md, { async: false, gfm: true });

/** Nothing live in a markdown view: no tag, handler, link, mention, heading or comment of the data's. */
function expectInertMarkdown(md: string): void {
  // The about line's links are ours (the run and its artifact); no other link may appear.
  const out = html(md).replace(
    /<a href="https:\/\/github\.com\/o\/r\/actions\/runs\/1(#artifacts)?">/g,
    "",
  );
  expect(out).not.toMatch(/<(script|img|iframe|h[1-6])\b/i);
  expect(out).not.toMatch(/<a\s/i);
  expect(out).not.toMatch(/<[^>]*\son[a-z]+=/i);
  const outside = out.replace(/<code>[\s\S]*?<\/code>/g, "").replace(/<pre>[\s\S]*?<\/pre>/g, "");
  expect(outside).not.toMatch(/(^|[^A-Za-z0-9_])@[A-Za-z0-9]/m);
  expect(outside).not.toMatch(/:\/\/|www\./i);
  expect(out).not.toMatch(/<!--(?! heldout-gate:)/);
  expect(hasHiddenChar(md)).toBe(false);
  // No line of the raw text may be read by the runner as a workflow command.
  for (const line of md.split("\n")) expect(line).not.toMatch(/^\s*(::|##\[)/);
  const fences = md.split("\n").filter((l) => /^\s{0,3}```/.test(l));
  expect(fences.length % 2).toBe(0);
}

/** Every terminal line: no workflow command at its start, no control character in it. */
function expectInertLines(text: string): void {
  for (const line of text.split("\n")) {
    expect(line).not.toMatch(/^\s*(::|##\[)/);
    expect(line).not.toMatch(/[\p{Cc}\u202a-\u202e\u2066-\u2069]/u);
  }
}

function views(r: Report): { markdown: string[]; title: string; terminal: string } {
  const check = renderCheckOutput(r, { checkName: "heldout-gate" });
  return {
    markdown: [
      renderComment(r, {
        checkName: "heldout-gate",
        headSha: "a".repeat(40),
        reportUrl: "https://github.com/o/r/actions/runs/1",
        artifactName: "heldout-gate-report",
      }),
      renderComment(r, { checkName: "heldout-gate", budget: 3_000 }),
      renderSummary(r, {}),
      check.summary,
      check.text,
    ],
    title: check.title,
    terminal: renderTerminal(r).join("\n"),
  };
}

describe("hostile names planted in the data reach every view as inert text", () => {
  it("a guarded regression on a hostile marker: comment, summary, check run, terminal", async () => {
    const r = await buildReport(parseConfig(world()));
    // The world does what it says: the hostile guard regresses and leads the headline.
    expect(r.model?.regressions).toEqual([`marker:${GUARD}`]);
    expect(r.decision.headline).toContain("::error::g <img");
    for (const report of [r, withLedger(r)]) {
      const v = views(report);
      for (const md of v.markdown) expectInertMarkdown(md);
      expect(v.title).not.toMatch(/[\n\r]/);
      expect(hasHiddenChar(v.title)).toBe(false);
      expectInertLines(v.title);
      expectInertLines(v.terminal);
    }
    // The planted name is still shown (as text), not dropped.
    const md = views(withLedger(r)).markdown[0]!;
    expect(md).toContain("Rounds on test");
    expect(md).toContain("the trend breaks here");
    expect(md).toContain("Attempt 3 on test");
    expect(md).toContain("forged");
  });

  describe("the CLI's usage error", () => {
    afterEach(() => vi.restoreAllMocks());

    it("prints the user's name, the nearest measured name and the measured list inert", async () => {
      const printed: string[] = [];
      vi.spyOn(console, "error").mockImplementation((...a: unknown[]) => {
        printed.push(a.map(String).join(" "));
      });
      vi.spyOn(console, "log").mockImplementation((...a: unknown[]) => {
        printed.push(a.map(String).join(" "));
      });
      const w = world();
      // A target near the hostile marker's name, so the did-you-mean names it.
      const code = await main([
        "check",
        "--heldout",
        w.heldout!,
        "--baseline",
        w.baseline!,
        "--candidate",
        w.candidate!,
        "--resamples",
        "200",
        "--target",
        `marker:saff${EVIL}`,
        "--out",
        join(dir, "out"),
      ]);
      expect(code).toBe(2);
      const text = printed.join("\n");
      expect(text).toContain("did you mean");
      expect(text).toContain("the measured metrics are");
      expectInertLines(text);
    });
  });
});

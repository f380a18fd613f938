import { marked, type Token, type Tokens } from "marked";
import { describe, expect, it } from "vitest";
import type { Report } from "../../src/report.js";
import {
  aboutLine,
  renderCheckOutput,
  renderComment,
  renderSummary,
} from "../../src/render/markdown.js";
import {
  failReport,
  hasHiddenChar,
  heldoutChangedReport,
  hostileReport,
  hugeReport,
  modelOnlyReport,
  pairsOnlyReport,
  passReport,
} from "./sample-report.js";

const OPTS = { checkName: "heldout-gate" };
const html = (md: string) => marked.parse(md, { async: false, gfm: true });
const tokens = (md: string) => marked.lexer(md, { gfm: true });
const ofType = <T extends Token>(md: string, type: string): T[] => {
  const out: T[] = [];
  marked.walkTokens(tokens(md), (t) => {
    if (t.type === type) out.push(t as T);
  });
  return out;
};
const nonEmptyLines = (md: string) => md.split("\n").filter((l) => l.trim() !== "");

/** Structure every view must keep: balanced fences and <details>, square tables. */
function expectWellFormed(md: string) {
  const fences = md.split("\n").filter((l) => /^\s{0,3}```/.test(l));
  expect(fences.length % 2).toBe(0);
  expect((md.match(/<details>/g) ?? []).length).toBe((md.match(/<\/details>/g) ?? []).length);
  for (const t of ofType<Tokens.Table>(md, "table")) {
    for (const row of t.rows) expect(row).toHaveLength(t.header.length);
  }
}

describe("renderComment layout", () => {
  it("starts with the marker, then the verdict line", () => {
    const md = renderComment(passReport(), OPTS);
    const lines = nonEmptyLines(md);
    expect(lines[0]).toBe("<!-- heldout-gate:heldout-gate -->");
    expect(lines[1]).toMatch(/^✅ \*\*PASS\*\* · pass\\_at\\_1 moved \+0\.250/);
    expect(lines[1]).not.toContain("PASS: ");
    expectWellFormed(md);
  });

  it("renders a failing verdict, its reasons and the regression", () => {
    const md = renderComment(failReport(), OPTS);
    const lines = nonEmptyLines(md);
    expect(lines[1]).toMatch(/^❌ \*\*FAIL\*\* · /);
    expect(md).toContain("**Why it failed**");
    expect(md).toContain("- regressed: marker:hedging");
    const table = ofType<Tokens.Table>(md, "table")[0]!;
    expect(table.rows[1]![0]!.text).toContain("REGRESSION");
    expect(table.rows[1]![7]!.text).toBe("▼ down");
    expectWellFormed(md);
  });

  it("has the metric table with one row per metric", () => {
    const md = renderComment(passReport(), OPTS);
    const table = ofType<Tokens.Table>(md, "table")[0]!;
    expect(table.header.map((h) => h.text)).toEqual([
      "metric",
      "baseline → candidate",
      "delta",
      "95% CI",
      "p",
      "noise band",
      "n",
      "tag",
    ]);
    expect(table.rows).toHaveLength(3);
    const first = table.rows[0]!.map((c) => c.text);
    expect(first).toEqual([
      "`pass_at_1` (target)",
      "0.508 → 0.758",
      "+0.250",
      "[+0.200, +0.300]",
      "<0.001",
      "±0.033",
      "40 paired",
      "▲ up",
    ]);
    const second = table.rows[1]!.map((c) => c.text);
    expect(second[0]).toBe("`marker:hedging` (guarded, lower is better)");
    expect(second[4]).toBe("0.520 (Holm 1.000)");
    expect(second[5]).toBe("±0.033 (within)");
    const third = table.rows[2]!.map((c) => c.text);
    expect(third.slice(1, 4)).toEqual(["n/a → n/a", "n/a", "n/a"]);
  });

  it("has one mermaid block after the table", () => {
    const md = renderComment(passReport(), OPTS);
    const code = ofType<Tokens.Code>(md, "code");
    expect(code).toHaveLength(1);
    expect(code[0]!.lang).toBe("mermaid");
    expect(code[0]!.text.split("\n")[1]).toBe("xychart-beta horizontal");
    expect(md.indexOf("```mermaid")).toBeGreaterThan(md.indexOf("| metric |"));
  });

  it("lists each gate on one line with its icon", () => {
    const md = renderComment(failReport(), OPTS);
    expect(md).toContain("- ❌ **pairs** `data/pairs.jsonl` (trl-standard, 14 rows): fail");
    expect(md).toContain("  - ⚠️ length: chosen longer in 0.71 of pairs");
    expect(md).toContain("  - ❌ contamination: 2 pairs overlap the held-out test");
    expect(md.indexOf("**Data gates**")).toBeGreaterThan(md.indexOf("```mermaid"));
  });

  it("puts details in collapsed sections, findings with file:line, inputs and settings", () => {
    const md = renderComment(failReport(), OPTS);
    const firstDetails = md.indexOf("<details>");
    expect(firstDetails).toBeGreaterThan(md.indexOf("**Data gates**"));
    expect(md).toContain("<summary>Per-metric notes, noise and coverage</summary>");
    expect(md).toContain(
      "- `data/pairs.jsonl:3` failure: chosen side matches test task t-7 (task: t-7)",
    );
    expect(md).toContain("- `data/pairs.jsonl:12` `chosen`: expected a string");
    expect(md).toContain("- baseline read at the base commit 0123abc");
    expect(md).toContain("`" + "b".repeat(64) + "`");
    expect(md).toContain("- seed 0, rng alea, 10,000 resamples, 95% intervals");
    expect(md).toContain("REGRESSION marker:hedging: +0.200");
    expect(md).not.toContain("Trimmed");
  });

  it("says first when the held-out test changed and the change was allowed", () => {
    const md = renderComment(heldoutChangedReport(), OPTS);
    expect(nonEmptyLines(md)[1]).toMatch(
      /^✅ \*\*PASS\*\* · held-out test changed in this PR \(allowed by allow-heldout-change\) · /,
    );
    // Not said twice when the headline already carries it.
    const r = heldoutChangedReport();
    r.decision.headline = "held-out test CHANGED in this PR (allowed) | PASS: pass_at_1 moved";
    const again = nonEmptyLines(renderComment(r, OPTS))[1]!;
    expect(again.match(/held-out test changed/gi)).toHaveLength(1);
  });

  it("model-only: table and chart, no gates", () => {
    const md = renderComment(modelOnlyReport(), OPTS);
    expect(ofType<Tokens.Table>(md, "table").length).toBeGreaterThan(0);
    expect(md).toContain("```mermaid");
    expect(md).not.toContain("**Data gates**");
  });

  it("pairs-only: gates, no metric table or chart", () => {
    const md = renderComment(pairsOnlyReport(), OPTS);
    expect(md).not.toContain("| metric |");
    expect(md).not.toContain("```mermaid");
    expect(md).toContain("**Data gates**");
    expect(md).toContain("  - ✅ integrity: integrity looks fine");
    expectWellFormed(md);
  });
});

describe("renderSummary and renderCheckOutput", () => {
  it("the job summary has the same layout without the marker", () => {
    const md = renderSummary(failReport(), {});
    expect(md).not.toContain("<!--");
    expect(nonEmptyLines(md)[0]).toMatch(/^❌ \*\*FAIL\*\*/);
    expect(md).toContain("<details>");
    expectWellFormed(md);
  });

  it("the check output has a plain title, the head as summary and details as text", () => {
    const out = renderCheckOutput(failReport(), OPTS);
    expect(out.title).toBe(
      "FAIL: pass_at_1 moved +0.250; regressed marker:hedging; pairs: contamination fail",
    );
    expect(out.summary).toContain("| metric |");
    expect(out.summary).not.toContain("<details>");
    expect(out.text.startsWith("<details>")).toBe(true);
    expectWellFormed(out.summary);
    expectWellFormed(out.text);
  });
});

/**
 * Executable or linking forms of the hostile strings, none of which may survive. Inside
 * code spans and blocks GitHub links nothing, so mentions and URLs are checked outside them.
 */
function expectNothingLive(md: string) {
  const out = html(md);
  expect(out).not.toMatch(/<(script|img|iframe|h[1-6])\b/i);
  expect(out).not.toMatch(/<a\s/i);
  expect(out).not.toMatch(/<[^>]*\son[a-z]+=/i);
  const outside = out.replace(/<code>[\s\S]*?<\/code>/g, "").replace(/<pre>[\s\S]*?<\/pre>/g, "");
  // A mention is an @ that does not follow a word character (so "pass@1" is not one).
  expect(outside).not.toMatch(/(^|[^A-Za-z0-9_])@[A-Za-z0-9]/m);
  expect(outside).not.toMatch(/:\/\/|www\./i);
  expect(hasHiddenChar(md)).toBe(false);
  expect(out).not.toMatch(/<!--(?! heldout-gate:)/);
  expect(out.split("-->").length - 1).toBeLessThanOrEqual(1);
  expectWellFormed(md);
}

describe("hostile data", () => {
  it("comment, summary and check output keep every hostile string inert", () => {
    const r = hostileReport();
    const views = [
      renderComment(r, { checkName: "x --> <script>@octocat</script>" }),
      renderSummary(r, {}),
      renderCheckOutput(r, OPTS).summary,
      renderCheckOutput(r, OPTS).text,
    ];
    for (const md of views) expectNothingLive(md);
    expect(hasHiddenChar(renderCheckOutput(r, OPTS).title)).toBe(false);
  });

  it("enum-typed fields holding hostile text (a forged artifact) are escaped too", () => {
    const r = hostileReport();
    const evil = "<img src=x onerror=alert(1)> @octocat";
    const set = (o: object, k: string) => ((o as Record<string, unknown>)[k] = evil);
    set(r.data[0]!, "status");
    set(r.data[0]!.gates[0]!, "status");
    set(r.data[0]!.gates[1]!.findings[0]!, "level");
    set(r.inputs[0]!, "role");
    set(r.model!.baseline, "stability");
    set(r.model!.metrics[0]!, "tag");
    set(r.model!.sizing, "sd_source");
    set(r.settings, "seed");
    set(r, "schema_version");
    for (const md of [
      renderComment(r, OPTS),
      renderSummary(r, {}),
      renderCheckOutput(r, OPTS).text,
    ]) {
      expectNothingLive(md);
    }
    expect(renderComment(r, OPTS)).toContain("- ❔ **pairs**");
  });

  it("the hostile metric table stays square and the chart stays one block", () => {
    const md = renderComment(hostileReport(), OPTS);
    const table = ofType<Tokens.Table>(md, "table")[0]!;
    expect(table.header).toHaveLength(8);
    expect(table.rows.length).toBeGreaterThanOrEqual(11);
    const code = ofType<Tokens.Code>(md, "code");
    expect(code.map((c) => c.lang)).toEqual(["mermaid"]);
  });

  it("a trusted report URL is the only link", () => {
    const r = hugeReport(200);
    const md = renderComment(r, { ...OPTS, reportUrl: "https://github.com/o/r/actions/runs/1" });
    const links = html(md).match(/<a\s[^>]*>/g) ?? [];
    // The trimmed note and the about line both link the run; nothing else is a link.
    expect(links).toEqual([
      '<a href="https://github.com/o/r/actions/runs/1">',
      '<a href="https://github.com/o/r/actions/runs/1">',
    ]);
    // A URL that could break the markdown is left out.
    const bad = renderComment(r, { ...OPTS, reportUrl: "https://x/(y) [z]" });
    expect(html(bad)).not.toMatch(/<a\s/);
  });
});

describe("size budgets", () => {
  const big = hugeReport(100_000);

  it("the comment stays under 65,536 characters and says it was trimmed", () => {
    const md = renderComment(big, { ...OPTS, artifactName: "heldout-gate-report" });
    expect(md.length).toBeLessThan(65_536);
    expect(md).toContain("> **Trimmed:**");
    expect(md).toContain("report.json, in the `heldout-gate-report` artifact");
    expect(nonEmptyLines(md)[0]).toBe("<!-- heldout-gate:heldout-gate -->");
    expectWellFormed(md);
  });

  it("the job summary stays under 900 KB", () => {
    const md = renderSummary(big, {});
    expect(Buffer.byteLength(md, "utf8")).toBeLessThanOrEqual(900 * 1024);
    expect(md).toContain("> **Trimmed:**");
    expectWellFormed(md);
  });

  it("check summary and text stay within 65,535 characters", () => {
    const out = renderCheckOutput(big, OPTS);
    expect(out.summary.length).toBeLessThanOrEqual(65_535);
    expect(out.text.length).toBeLessThanOrEqual(65_535);
    expect(out.text).toContain("> **Trimmed:**");
  });

  it("drops detail sections from the end under a tight budget", () => {
    const full = renderComment(failReport(), OPTS);
    const budget = 3_000;
    expect(full.length).toBeGreaterThan(budget);
    const md = renderComment(failReport(), { ...OPTS, budget });
    expect(md.length).toBeLessThanOrEqual(budget);
    expect(md).toContain("> **Trimmed:**");
    const summaries = (s: string) => [...s.matchAll(/<summary>(.*?)<\/summary>/g)].map((m) => m[1]);
    const kept = summaries(md);
    expect(kept.length).toBeLessThan(summaries(full).length);
    expect(summaries(full).slice(0, kept.length)).toEqual(kept);
    expect(md.indexOf("| metric |")).toBeGreaterThan(0);
    expectWellFormed(md);
  });

  it("cuts even the head when the budget is smaller than it", () => {
    const md = renderComment(hostileReport(), { ...OPTS, budget: 800 });
    expect(md.length).toBeLessThanOrEqual(800);
    expect(md).toContain("> **Trimmed:**");
    expect(md.startsWith("<!-- heldout-gate:heldout-gate -->")).toBe(true);
    expectWellFormed(md);
  });
});

describe("determinism", () => {
  const reports: [string, () => Report][] = [
    ["pass", passReport],
    ["fail", failReport],
    ["hostile", hostileReport],
    ["huge", () => hugeReport(5_000)],
  ];
  it.each(reports)("%s: same report, same strings", (_name, make) => {
    const a = make();
    const b = structuredClone(a);
    expect(renderComment(a, OPTS)).toBe(renderComment(b, OPTS));
    expect(renderSummary(a, OPTS)).toBe(renderSummary(b, OPTS));
    expect(renderCheckOutput(a, OPTS)).toEqual(renderCheckOutput(b, OPTS));
  });
});

describe("input problems", () => {
  it("shows the first ones under the failure reasons and counts all of them", () => {
    const r = failReport();
    r.inputs[1].problem_count = 2_500;
    r.inputs[1].problem_groups = [
      {
        file: "data/pairs.jsonl",
        field: "chosen",
        reason: "expected a string",
        count: 2_499,
        lines: [12, 13, 20],
      },
      { file: "data/pairs.jsonl", field: "prompt", reason: "is missing", count: 1, lines: [40] },
    ];
    const md = renderComment(r, OPTS);
    const why = md.slice(md.indexOf("**Why it failed**"), md.indexOf("**Data gates**"));
    expect(why).toContain("First input problems:");
    expect(why).toContain(
      "- `data/pairs.jsonl` `chosen`: expected a string (2,499 rows; lines 12, 13, 20, …)",
    );
    expect(why).toContain("- `data/pairs.jsonl:40` `prompt`: is missing");
    expect(md).toContain("Input problems (2,500, 2 kinds):");
    expect(md).toMatch(/Input files \(2\), 2,500 problems/);
  });
});

describe("what a comment is about", () => {
  const sha = "0123456789abcdef0123456789abcdef01234567";
  const url = "https://github.com/o/r/actions/runs/9";

  it("names the head commit, the run and the artifact under the verdict line", () => {
    const lines = renderComment(passReport(), {
      headSha: sha,
      reportUrl: url,
      artifactName: "heldout-gate-x",
    }).split("\n");
    expect(lines[2]).toMatch(/^✅ \*\*PASS\*\* · /);
    expect(lines[4]).toBe(
      `<sub>For head \`0123456\` · [workflow run](${url}) · report.json in artifact [\`heldout-gate-x\`](${url}#artifacts)</sub>`,
    );
  });

  it("says only what it knows, and nothing that is not a sha, an https URL or a plain name", () => {
    expect(aboutLine({ headSha: sha })).toBe("<sub>For head `0123456`</sub>");
    expect(aboutLine({})).toBe("");
    expect(aboutLine({ headSha: "not a sha", reportUrl: "javascript:alert(1)" })).toBe("");
    expect(aboutLine({ reportUrl: url, artifactName: "a b`c" })).toBe(
      `<sub>For [workflow run](${url})</sub>`,
    );
    // Without one, the comment is as before.
    expect(renderComment(passReport(), {}).split("\n")[4]).not.toMatch(/^<sub>For /);
  });
});

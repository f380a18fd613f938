// The example world through the whole engine: the claims the README makes about it, and
// golden copies of its report and comment so any change to a number or a word is seen.
import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseConfig } from "../../src/config.js";
import { buildReport, reportJson } from "../../src/engine.js";
import { renderCheckOutput, renderComment } from "../../src/render/markdown.js";
import { renderTerminal } from "../../src/render/terminal.js";

const ex = "fixtures/example";
const inputs = (over: Record<string, string> = {}) =>
  parseConfig({
    heldout: `${ex}/heldout.jsonl`,
    baseline: `${ex}/before.jsonl`,
    candidate: `${ex}/after.jsonl`,
    pairs: `${ex}/pairs.jsonl`,
    "graded-by": "program",
    "must-not-regress": "marker:refund_only_when_allowed",
    ...over,
  });

// Golden files are vitest file snapshots: `npm run refresh -- golden` (vitest -u) rewrites
// them after a deliberate change; under CI a missing one fails instead of being written.
async function golden(name: string, text: string) {
  await expect(text).toMatchFileSnapshot(`../../fixtures/golden/${name}`);
}

describe("the example world", () => {
  it("before -> after: the target moved, nothing regressed, the gate passes", async () => {
    const r = await buildReport(inputs());
    expect(r.model?.target_verdict).toBe("moved");
    expect(r.model?.replicated).toBe(true);
    expect(r.model?.regressions).toEqual([]);
    expect(r.model?.noise.df).toBe(4);
    const t = r.model!.metrics.find((m) => m.metric === "pass_at_1")!;
    expect(t.delta).toBeCloseTo(0.3333, 4);
    expect(t.ci![0]).toBeGreaterThan(t.noise_band!);
    expect(r.model?.gaps.some((g) => g.includes("under 50"))).toBe(true);
    expect(r.data[0].gates.map((g) => [g.name, g.status])).toEqual([
      ["length", "pass"],
      ["style", "pass"],
      ["truncation", "pass"],
      ["contamination", "pass"],
      ["integrity", "pass"],
      ["rejection", "pass"],
      ["serve_skew", "pass"],
    ]);
    expect(r.decision.pass).toBe(true);
    expect(r.decision.headline).toMatch(/^PASS: pass_at_1 moved \+0\.333/);
  });

  it("before -> before: identical arms are never a move, so the gate fails", async () => {
    const r = await buildReport(inputs({ candidate: `${ex}/before.jsonl`, pairs: "" }));
    expect(r.model?.target_verdict).not.toMatch(/^moved/);
    expect(r.model?.metrics[0].delta).toBe(0);
    expect(r.decision.pass).toBe(false);
  });

  it("after -> before: the target moved the wrong way", async () => {
    const r = await buildReport(
      inputs({ baseline: `${ex}/after.jsonl`, candidate: `${ex}/before.jsonl`, pairs: "" }),
    );
    expect(r.model?.target_verdict).toBe("moved_the_wrong_way");
    expect(r.model?.regressions).toContain("marker:refund_only_when_allowed");
    expect(r.decision.pass).toBe(false);
  });

  it("require-proof fails the win on its evidence gap (8 tasks)", async () => {
    const r = await buildReport(inputs({ "require-proof": "true" }));
    expect(r.decision.pass).toBe(false);
    expect(r.decision.reasons.join(" ")).toMatch(/require-proof/);
  });

  it("a guarded regression leads every first line: headline, check title, comment, terminal", async () => {
    const rows = readFileSync(`${ex}/after.jsonl`, "utf8").trim().split("\n");
    const broken = rows.map((l) => {
      const r = JSON.parse(l) as { markers: Record<string, number> };
      r.markers.refund_only_when_allowed = 0;
      return JSON.stringify(r);
    });
    const candidate = join(mkdtempSync(join(tmpdir(), "hg-regressed-")), "after.jsonl");
    writeFileSync(candidate, broken.join("\n") + "\n");
    const r = await buildReport(inputs({ candidate }));
    expect(r.model?.regressions).toEqual(["marker:refund_only_when_allowed"]);
    const lead = /^FAIL: marker:refund_only_when_allowed regressed -\d\.\d{3}; pass_at_1 moved /;
    expect(r.decision.headline).toMatch(lead);
    const title = renderCheckOutput(r, {}).title;
    expect(title).toMatch(lead);
    const first = renderComment(r, {}).split("\n")[2]!;
    expect(first).toMatch(/^❌ \*\*FAIL\*\* · marker:refund\\_only\\_when\\_allowed regressed -/);
    expect(renderTerminal(r)[0]).toMatch(lead);
    for (const line of [r.decision.headline, title, first]) {
      expect(line.match(/FAIL/g)).toHaveLength(1);
      expect(line).not.toMatch(/no regressions/);
    }
  });

  it("a pinned held-out digest that does not match makes the run not comparable", async () => {
    const r = await buildReport(inputs({ "heldout-sha256": "0".repeat(64) }));
    expect(r.heldout?.changed).toBe(true);
    expect(r.decision.pass).toBe(false);
    expect(r.decision.headline).toMatch(
      /^FAIL: held-out test CHANGED in this PR, so nothing is comparable; /,
    );
  });

  it("the frozen test read at the base commit: identical passes, edited fails unless allowed", async () => {
    const bytes = readFileSync(`${ex}/heldout.jsonl`);
    const same = await buildReport(inputs(), { heldoutAtBase: { name: "base", data: bytes } });
    expect(same.heldout?.changed).toBe(false);
    expect(same.decision.pass).toBe(true);
    const edited = Buffer.concat([bytes, Buffer.from('{"task_id":"extra","prompt":"x"}\n')]);
    const changed = await buildReport(inputs(), { heldoutAtBase: { name: "base", data: edited } });
    expect(changed.heldout?.changed).toBe(true);
    expect(changed.decision.pass).toBe(false);
    const allowed = await buildReport(inputs({ "allow-heldout-change": "true" }), {
      heldoutAtBase: { name: "base", data: edited },
    });
    expect(allowed.decision.pass).toBe(true);
    expect(allowed.decision.headline).toMatch(
      /^PASS: held-out test CHANGED in this PR \(allowed\); /,
    );
  });

  it("a PR that edits the baseline is compared against the base commit's baseline", async () => {
    const base = readFileSync(`${ex}/before.jsonl`);
    const r = await buildReport(inputs({ baseline: `${ex}/after.jsonl` }), {
      baselineAtBase: { name: `${ex}/before.jsonl`, data: base },
      baselineHeadSha256: createHash("sha256")
        .update(readFileSync(`${ex}/after.jsonl`))
        .digest("hex"),
    });
    expect(r.notes.join(" ")).toMatch(/edits the baseline/);
    expect(r.model?.target_verdict).toBe("moved");
  });

  it("several baseline files read at the base commit are the side's files, with the notes", async () => {
    const base = readFileSync(`${ex}/before.jsonl`);
    const r = await buildReport(inputs({ baseline: `${ex}/after.jsonl\n${ex}/after.jsonl` }), {
      baselineFiles: [{ name: "before.jsonl@base", data: base }],
      notes: ["this PR edits the baseline before.jsonl"],
    });
    expect(r.inputs.filter((i) => i.role === "baseline").map((i) => i.path)).toEqual([
      "before.jsonl@base",
    ]);
    expect(r.notes).toContain("this PR edits the baseline before.jsonl");
    expect(r.model?.target_verdict).toBe("moved");
  });

  it("a pair that copies a held-out ask becomes the contamination evidence gap", async () => {
    const ask = JSON.parse(readFileSync(`${ex}/heldout.jsonl`, "utf8").split("\n")[0]).prompt;
    const file = join(mkdtempSync(join(tmpdir(), "hg-leak-")), "pairs.jsonl");
    writeFileSync(
      file,
      JSON.stringify({ prompt: ask, chosen: "looked it up", rejected: "refunded" }) + "\n",
    );
    const r = await buildReport(inputs({ pairs: file }));
    expect(r.data[0].gates.find((g) => g.name === "contamination")?.figures.n_contaminated).toBe(1);
    expect(r.model?.gaps).toContain("contamination: 1 training row(s) overlap the held-out test");
  });

  it("is deterministic and matches the golden report, comment and terminal view", async () => {
    const a = reportJson(await buildReport(inputs()));
    const b = reportJson(await buildReport(inputs()));
    expect(a).toBe(b);
    await golden("example-report.json", a);
    const report = JSON.parse(a);
    await golden("example-comment.md", renderComment(report, { checkName: "heldout-gate" }));
    await golden("example-terminal.txt", renderTerminal(report).join("\n") + "\n");
  });

  it("a different seed moves the SDK's bootstrap interval but not the printed t interval nor the verdict", async () => {
    const r0 = await buildReport(inputs());
    const r7 = await buildReport(inputs({ seed: "7" }));
    expect(r7.settings.seed).toBe(7);
    expect(r7.model?.target_verdict).toBe(r0.model?.target_verdict);
    expect(r7.model?.metrics[0].bootstrap_ci).not.toEqual(r0.model?.metrics[0].bootstrap_ci);
    expect(r7.model?.metrics[0].ci).toEqual(r0.model?.metrics[0].ci);
  });
});

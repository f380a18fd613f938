import { describe, expect, it } from "vitest";
import { formatModelCheckTerminal } from "../../src/render/model-terminal.js";
import { checkModel } from "../../src/stats/model-check.js";
import { tallyRows } from "../../src/stats/eval-tally.js";
import { heldoutOf, ids, rowsFromGrid, SETTINGS } from "./rows.js";

describe("formatModelCheckTerminal", () => {
  it("prints the metric table, the sentence, gaps and warnings from the object", () => {
    const t = ids(12);
    const b = rowsFromGrid(t, [t.map((_, i) => i % 3)], 4).map((r) => ({
      ...r,
      markers: { hedging: 1 },
    }));
    const c = rowsFromGrid(t, [t.map((_, i) => (i % 3) + 1)], 4).map((r) => ({
      ...r,
      markers: { hedging: 0 },
    }));
    const mc = checkModel(
      {
        heldout: heldoutOf(t),
        baseline: tallyRows(b),
        candidate: tallyRows(c),
        baselinePath: "b",
        candidatePath: "c",
      },
      { ...SETTINGS, gradedBy: "judge" },
    );
    const lines = formatModelCheckTerminal(mc);
    const text = lines.join("\n");
    expect(lines[0]).toBe("model check: pass_at_1 moved_unreplicated");
    const header = lines.find((l) => l.includes("baseline -> candidate"))!;
    for (const h of ["metric", "delta", "95% CI", "p", "noise band", "tag"])
      expect(header).toContain(h);
    const row = lines.find((l) => l.trim().startsWith("pass_at_1"))!;
    const m = mc.metrics[0]!;
    expect(row).toContain(`${m.baseline_mean!.toFixed(3)} -> ${m.candidate_mean!.toFixed(3)}`);
    expect(row).toContain(`+${m.delta!.toFixed(3)}`);
    expect(row).toMatch(/none\s+up$/);
    expect(lines.find((l) => l.trim().startsWith("marker:hedging"))).toMatch(
      /up \(lower is better\)$/,
    );
    expect(text).toContain(mc.sentence);
    expect(text).toContain("gap: n=12 tasks, under 50");
    expect(text).toContain("gap: judge agreement with people not measured");
    expect(text).toMatch(/warning: only one eval run on each side/);
    // Plain text: no ANSI escapes.
    expect(text.includes("\u001b")).toBe(false);
  });
});

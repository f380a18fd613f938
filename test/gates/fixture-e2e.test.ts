// The fixture pair file through the reader, every gate, and the clean-pairs
// writer: planted problems are found at their lines and only clean pairs are kept.
import { describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readHeldout, streamPairs } from "../../src/io/read.js";
import { buildHeldoutIndex, createPairGates, createSftGates } from "../../src/gates/index.js";
import { createCleanPairsWriter } from "../../src/gates/clean-pairs.js";
import { SETTINGS } from "./helpers.js";

const OPTS = { maxLineBytes: 1 << 20, maxFileBytes: 1 << 24, maxRows: 1000 };
const HELD = new URL("../../fixtures/gates/heldout.jsonl", import.meta.url).pathname;
const PAIRS = new URL("../../fixtures/gates/pairs.jsonl", import.meta.url).pathname;

describe("fixture pairs end to end", () => {
  it("finds the planted problems and writes only the clean pairs", async () => {
    const { tasks } = await readHeldout(HELD, OPTS);
    expect(tasks).toHaveLength(5);
    const gates = createPairGates(SETTINGS, tasks, "pairs.jsonl");
    const out = join(mkdtempSync(join(tmpdir(), "gates-e2e-")), "clean.jsonl");
    const writer = createCleanPairsWriter(out);
    const summary = await streamPairs(PAIRS, OPTS, (batch) => {
      for (const p of batch) if (gates.add(p)) writer.write(p);
    });
    expect(summary.problems).toEqual([]);
    expect(await writer.close()).toBe(2);
    const dc = gates.result();
    expect(dc.status).toBe("fail");
    const c = dc.gates.find((g) => g.name === "contamination");
    expect(c?.findings.map((f) => [f.line, f.detail?.rule, f.detail?.task])).toEqual([
      [2, "exact", "refund-001"],
      [3, "ngram", "refund-003"],
    ]);
    expect(c?.findings[1].detail?.test_coverage).toBe(1);
    const i = dc.gates.find((g) => g.name === "integrity");
    expect(i?.findings.map((f) => [f.line, f.detail?.check])).toEqual([
      [4, "identical_sides"],
      [5, "duplicate"],
    ]);
    const written = readFileSync(out, "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(written.map((r) => r.prompt.at(-1).content)).toEqual([
      "Can you check the status of order A2001 for me?",
      "Please summarize my last three orders and whether the tracking page has changed since Monday.",
    ]);
    expect(written[0].chosen[0].role).toBe("assistant");
  });

  it("pair and SFT checks over the same tasks share one index", async () => {
    const { tasks } = await readHeldout(HELD, OPTS);
    expect(buildHeldoutIndex(tasks, SETTINGS)).toBe(buildHeldoutIndex(tasks, SETTINGS));
    const a = createPairGates(SETTINGS, tasks, "a").result();
    const b = createSftGates(SETTINGS, tasks, "b").result();
    const figs = (dc: typeof a) => dc.gates.find((g) => g.name === "contamination")?.figures;
    expect(figs(a)?.heldout_texts).toBe(10);
    expect(figs(b)?.heldout_ngrams).toBe(figs(a)?.heldout_ngrams);
  });
});

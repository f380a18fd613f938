// Served contexts from an Inspect log (issue 27): the baseline's samples carry the messages the
// served model was given, system prompt included, and serve_skew reads them, not only the
// input text (which lacks the system message a solver adds).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/config.js";
import { buildReport } from "../../src/engine.js";
import { findGate } from "../../src/report.js";

const LOG = "fixtures/formats/inspect/2025-05-12T20-28-13-04-00_popularity.json";
type Sample = { id: number; messages: { role: string }[] };

describe("serve_skew over an Inspect baseline", () => {
  it("counts the samples' system prompts as served contexts", async () => {
    const samples = (JSON.parse(readFileSync(LOG, "utf8")) as { samples: Sample[] }).samples;
    // The recount: samples whose messages before the first reply include a system message.
    const before = (s: Sample) =>
      s.messages.slice(
        0,
        s.messages.findIndex((m) => m.role === "assistant"),
      );
    const withSystem = samples.filter((s) => before(s).some((m) => m.role === "system")).length;
    expect(withSystem).toBe(3);
    const heldout = {
      name: "heldout.jsonl",
      data: Buffer.from(
        samples.map((s) => JSON.stringify({ task_id: String(s.id), prompt: "q" })).join("\n") +
          "\n",
      ),
    };
    const cfg = parseConfig({
      heldout: "heldout.jsonl",
      baseline: LOG,
      candidate: LOG,
      pairs: "fixtures/example/pairs.jsonl",
      "graded-by": "program",
    });
    const r = await buildReport(cfg, { heldout });
    const g = r.data[0] ? findGate(r.data[0], "serve_skew") : undefined;
    expect(g?.figures).toMatchObject({
      served_from: "baseline",
      served_contexts: samples.length,
      served_with_system: withSystem,
    });
  });
});

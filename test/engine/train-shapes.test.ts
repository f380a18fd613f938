// The engine over training files that are not plain pairs: unpaired (KTO) rows get the
// gates that apply and a report that says which do not; a file with input problems fails
// in every view, and gates over no valid row are "not run", never ok.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/config.js";
import { buildReport } from "../../src/engine.js";
import { renderSummary } from "../../src/render/markdown.js";
import { renderTerminal } from "../../src/render/terminal.js";

const dir = mkdtempSync(join(tmpdir(), "hg-train-shapes-"));
const heldout = "fixtures/example/heldout.jsonl";

function write(name: string, rows: unknown[]): string {
  const path = join(dir, name);
  writeFileSync(path, rows.map((r) => JSON.stringify(r)).join("\n") + "\n");
  return path;
}

describe("unpaired (KTO) rows through the engine", () => {
  const kto = write("kto.jsonl", [
    { prompt: "Name a prime.", completion: "7 is prime.", label: true },
    { prompt: "Name a prime.", completion: "9 is prime, I think.", label: false },
    { prompt: "Say hi.", completion: "Hello there, nice to meet you!", label: true },
    {
      prompt: "Explain tides.",
      completion: "The moon's gravity pulls the oceans, and",
      finish_reason: "length",
      label: false,
    },
  ]);

  it("runs contamination, truncation, length and style; says the pair gates do not apply", async () => {
    const r = await buildReport(parseConfig({ heldout, pairs: kto }));
    expect(r.problems).toEqual([]);
    const dc = r.data[0]!;
    expect(dc.shape).toBe("unpaired");
    expect(dc.rows).toBe(4);
    expect(dc.note).toMatch(/the pair gates do not apply/);
    const status = Object.fromEntries(dc.gates.map((g) => [g.name, g.status]));
    expect(status).toEqual({
      length: "pass",
      style: "pass",
      truncation: "pass",
      contamination: "pass",
      integrity: "not_run",
    });
    // Length is described per label; the cut-off undesirable completion is a notice.
    const length = dc.gates.find((g) => g.name === "length")!;
    expect(length.summary).toMatch(/^desirable \(2 rows\): .*; undesirable \(2 rows\): /);
    const trunc = dc.gates.find((g) => g.name === "truncation")!;
    expect(trunc.findings.map((f) => [f.line, f.level])).toEqual([[4, "notice"]]);
    expect(r.decision.pass).toBe(true);
    expect(r.decision.headline).toBe("PASS: pairs: all gates that apply pass");
    const term = renderTerminal(r).join("\n");
    expect(term).toContain("[not run] integrity");
    expect(term).toContain("the pair gates do not apply");
  });

  it("fails on a cut-off desirable completion", async () => {
    const cut = write("kto-cut.jsonl", [
      {
        prompt: "Explain tides.",
        completion: "The moon pulls",
        finish_reason: "length",
        label: true,
      },
    ]);
    const r = await buildReport(parseConfig({ heldout, pairs: cut }));
    expect(r.data[0]!.gates.find((g) => g.name === "truncation")!.status).toBe("fail");
    expect(r.decision.pass).toBe(false);
  });
});

describe("input problems and gates with nothing to check", () => {
  it("a file of 500 bad rows: its gates are not run and nothing says they pass", async () => {
    const bad = write(
      "bad-sft.jsonl",
      Array.from({ length: 500 }, (_, i) => ({ text: `row ${i}` })),
    );
    const r = await buildReport(parseConfig({ heldout, sft: bad }));
    const dc = r.data[0]!;
    expect(dc.status).toBe("fail");
    expect(dc.input_problems).toBe(500);
    expect(dc.gates.every((g) => g.status === "not_run")).toBe(true);
    expect(r.decision.headline).toBe(
      `FAIL: 500 input problems in ${bad}; sft: not run, no valid rows`,
    );
    const views = [renderTerminal(r).join("\n"), renderSummary(r, {})];
    for (const v of views) {
      expect(v).not.toMatch(/all gates pass/);
      expect(v).not.toMatch(/\[ok {2}\]/);
    }
    expect(views[0]).toContain("[not run] length");
    expect(views[0]).toContain("failed on 500 input problems");
  });

  it("a file with some bad rows fails even when every gate passes on the good ones", async () => {
    const mixed = write("mixed.jsonl", [
      { prompt: "Name a prime.", chosen: "7", rejected: "9" },
      { prompt: "Name an even number.", chosen: "4" },
    ]);
    const r = await buildReport(parseConfig({ heldout, pairs: mixed }));
    const dc = r.data[0]!;
    expect(dc.gates.every((g) => g.status !== "fail")).toBe(true);
    expect(dc.status).toBe("fail");
    expect(r.decision.headline).toBe(
      `FAIL: 1 input problem in ${mixed}; pairs: failed on input problems`,
    );
    expect(r.decision.headline).not.toMatch(/all gates pass/);
  });

  it("media parts are counted and the report notes them", async () => {
    const media = write("media.jsonl", [
      {
        messages: [
          {
            role: "user",
            content: [
              { type: "image_url", image_url: { url: "https://example.com/a.png" } },
              { type: "text", text: "What is this?" },
            ],
          },
          { role: "assistant", content: "A cat." },
        ],
      },
    ]);
    const r = await buildReport(parseConfig({ heldout, sft: media }));
    expect(r.problems).toEqual([]);
    expect(r.notes).toEqual([
      `${media}: 1 image/audio/video content part skipped: they hold no text to check`,
    ]);
  });
});

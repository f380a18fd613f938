// The CLI's terminal view prints PR data. Inside a workflow its stdout is the step log, so
// data must not forge workflow commands, carry escape sequences or bidi overrides, break a
// line, or blow up the output with a giant name.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/config.js";
import { buildReport } from "../../src/engine.js";
import { terminalText } from "../../src/render/escape.js";
import { renderTerminal } from "../../src/render/terminal.js";

const dir = mkdtempSync(join(tmpdir(), "hg-term-"));
const FORGED = "\n::error::forged\r::set-output name=verdict::pass\n##[error]old";
const ESC = "\u001b[2J\u001b]0;title\u0007";
const BIDI = "safe\u202etxt.exe";

/** Every line printed: none may start a workflow command or hold a control or bidi char. */
function assertInert(lines: string[]): void {
  const text = lines.join("\n");
  for (const line of text.split("\n")) {
    expect(line).not.toMatch(/^\s*(::|##\[)/);
    // No C0/C1 control (ESC, CR, BEL, ...), no bidi override or isolate.
    expect(line).not.toMatch(/[\p{Cc}\u202a-\u202e\u2066-\u2069]/u);
  }
}

describe("terminalText", () => {
  it("removes controls and newlines and breaks a leading command", () => {
    expect(terminalText("::error::x")).toBe("\\::error::x");
    expect(terminalText("  ##[warning]x")).toBe("  \\##[warning]x");
    expect(terminalText(`a${FORGED}`)).not.toMatch(/[\n\r]/);
    expect(terminalText(ESC)).not.toContain("\u001b");
    expect(terminalText(BIDI)).toBe("safetxt.exe");
    expect(terminalText("x".repeat(10_000), 50)).toHaveLength(50);
  });
});

it("hostile family, marker, model and task names print as inert, capped text", async () => {
  const held: string[] = [];
  const rows: string[] = [];
  const hugeFamily = "F".repeat(100_000);
  for (let t = 0; t < 8; t++) {
    held.push(
      JSON.stringify({
        task_id: `t${t}${FORGED}`,
        prompt: `ask ${t}`,
        family: t % 2 ? `::error::fam${FORGED}${ESC}${BIDI}` : `${hugeFamily}${t}`,
      }),
    );
    for (let k = 0; k < 2; k++) {
      rows.push(
        JSON.stringify({
          task_id: `t${t}${FORGED}`,
          reward: (t + k) % 2,
          model_version: `m${FORGED}${ESC}`,
          markers: { [`::error::mk${ESC}${BIDI}`]: k, [`x${FORGED}`]: 1 },
        }),
      );
    }
  }
  const h = join(dir, "h.jsonl");
  const b = join(dir, "b.jsonl");
  writeFileSync(h, held.join("\n") + "\n");
  writeFileSync(b, rows.join("\n") + "\n");
  // A problem quoting data: a duplicate id carrying the forged text.
  const c = join(dir, "c.jsonl");
  writeFileSync(c, rows.join("\n") + "\n" + JSON.stringify({ [`::warning::k${ESC}`]: 1 }) + "\n");
  const r = await buildReport(
    parseConfig({ heldout: h, baseline: b, candidate: c, resamples: "200", target: "x" + FORGED }),
  );
  const lines = renderTerminal(r);
  assertInert(lines);
  // The giant family is capped where it is printed, not padded into every row.
  expect(lines.join("\n").length).toBeLessThan(60_000);
  // A family name leads its table row: its command is broken, and the row is still there.
  expect(lines.some((l) => /^\s+\\::error::fam ::error::forged/.test(l))).toBe(true);
});

// Errors that stop a run still leave a report: report.json carries a failing decision,
// the reason, and the input that caused it, for the CLI and the action alike.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { main } from "../../src/cli.js";
import { parseConfig } from "../../src/config.js";
import { buildReport, reportJson, RunStopped, stoppedReport } from "../../src/engine.js";
import { parseUntrustedReport } from "../../src/github/report-schema.js";
import { captureConsole } from "../helpers/console.js";

const dir = mkdtempSync(join(tmpdir(), "hg-stopped-"));
afterEach(() => vi.restoreAllMocks());

/** 2,001 tasks: with 1,000,000 resamples that is over the bootstrap's budget of draws. */
function bigWorld(): { heldout: string; baseline: string; candidate: string } {
  const held: string[] = [];
  const rows: string[] = [];
  for (let i = 0; i < 2001; i++) {
    held.push(JSON.stringify({ task_id: `t${i}`, prompt: `task ${i}` }));
    rows.push(JSON.stringify({ task_id: `t${i}`, reward: i % 2 }));
  }
  const heldout = join(dir, "big-heldout.jsonl");
  const baseline = join(dir, "big-baseline.jsonl");
  const candidate = join(dir, "big-candidate.jsonl");
  writeFileSync(heldout, held.join("\n") + "\n");
  writeFileSync(baseline, rows.join("\n") + "\n");
  writeFileSync(candidate, rows.join("\n") + "\n");
  return { heldout, baseline, candidate };
}

describe("the engine", () => {
  it("too many bootstrap draws stops the run on input resamples", async () => {
    const cfg = parseConfig({ ...bigWorld(), resamples: "1000000" });
    const err = await buildReport(cfg).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(RunStopped);
    const stop = (err as RunStopped).stop;
    expect(stop.input).toBe("resamples");
    expect(stop.reason).toMatch(/2001 tasks x 1000000 resamples is more than/);
    const r = stoppedReport(cfg, stop);
    expect(r.decision.pass).toBe(false);
    // A stop is not a verdict on the model: error, and the check still fails.
    expect(r.decision.verdict).toBe("error");
    expect(r.decision.conclusion).toBe("failure");
    expect(r.decision.headline).toMatch(/^ERROR: stopped: input "resamples": 2001 tasks/);
    expect(r.decision.reasons[0]).toMatch(/^the run stopped on input "resamples": 2001 tasks/);
    // The stopped report is a valid report: report mode can post it.
    const back = parseUntrustedReport(Buffer.from(reportJson(r)), "report.json");
    expect(back.stopped).toEqual(stop);
  });

  it("an unreadable file stops the run on the input that names it", async () => {
    const fifo = join(dir, "pairs-fifo.jsonl");
    execFileSync("mkfifo", [fifo]);
    const cfg = parseConfig({ heldout: "fixtures/example/heldout.jsonl", pairs: fifo });
    const err = await buildReport(cfg).catch((e: unknown) => e);
    expect((err as RunStopped).stop).toEqual({
      input: "pairs",
      path: fifo,
      reason: `cannot read ${fifo}: is a named pipe (FIFO), not a regular file`,
    });
    const r = stoppedReport(cfg, (err as RunStopped).stop);
    expect(r.problems).toEqual([
      { file: fifo, line: 0, field: "", reason: (err as RunStopped).stop.reason },
    ]);
  });
});

describe("the CLI", () => {
  it("a FIFO as the held-out file: exit 2, and report.json says why and which input", async () => {
    const fifo = join(dir, "heldout-fifo.jsonl");
    execFileSync("mkfifo", [fifo]);
    const out = join(dir, "out-fifo");
    const { err, out: printed } = captureConsole();
    const code = await main([
      "check",
      "--heldout",
      fifo,
      "--pairs",
      "fixtures/example/pairs.jsonl",
      "--out",
      out,
    ]);
    expect(code).toBe(2);
    const report = JSON.parse(readFileSync(join(out, "report.json"), "utf8"));
    expect(report.stopped).toEqual({
      input: "heldout",
      path: fifo,
      reason: `cannot read ${fifo}: is a named pipe (FIFO), not a regular file`,
    });
    expect(report.decision.pass).toBe(false);
    expect(report.problems[0]).toMatchObject({ file: fifo, line: 0 });
    expect(report.decision.verdict).toBe("error");
    expect(printed.join("\n")).toMatch(/verdict: ERROR/);
    expect(printed.join("\n")).toMatch(/why it stopped:/);
    expect(err.join("\n")).toMatch(/input "heldout": cannot read .*named pipe/);
  });

  it("too many draws: exit 2, report.json names resamples", async () => {
    const w = bigWorld();
    const out = join(dir, "out-draws");
    captureConsole();
    const code = await main([
      "check",
      "--heldout",
      w.heldout,
      "--baseline",
      w.baseline,
      "--candidate",
      w.candidate,
      "--resamples",
      "1000000",
      "--out",
      out,
    ]);
    expect(code).toBe(2);
    const report = JSON.parse(readFileSync(join(out, "report.json"), "utf8"));
    expect(report.stopped.input).toBe("resamples");
    expect(report.decision.reasons[0]).toMatch(/resamples.*nothing was judged/);
  });
});

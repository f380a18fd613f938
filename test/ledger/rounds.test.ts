// End to end, offline (issue 28): three merged rounds and five unmerged attempts on one test
// version, through `check --ledger` and `ledger record`, give the attempt numbers and levels
// of design §16; a re-run of a candidate is the same attempt; the comment shows the trend;
// a line a pull-request job wrote stops the run.
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
  appendFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { main } from "../../src/cli.js";
import { makeRng } from "../../src/stats/rng.js";
import { renderComment } from "../../src/render/markdown.js";
import type { Report } from "../../src/report.js";
import { captureConsole } from "../helpers/console.js";

afterEach(() => vi.restoreAllMocks());

const TASKS = 60;
const RUNS = 4;
const ROLLOUTS = 2;
const ALPHA = 0.05;
const gamma = (j: number) => 6 / (Math.PI ** 2 * j * j);

/** Each task's base success rate, fixed for the world. */
const base = Array.from({ length: TASKS }, (_, i) => 0.1 + (0.15 * ((i * 37) % TASKS)) / TASKS);

/** An eval file: RUNS runs of ROLLOUTS rollouts per task, each a Bernoulli draw. */
function evalFile(path: string, model: string, lift: number, seed: string): string {
  const rng = makeRng(seed);
  let out = "";
  for (let r = 0; r < RUNS; r++) {
    for (let t = 0; t < TASKS; t++) {
      for (let k = 0; k < ROLLOUTS; k++) {
        const p = Math.min(0.98, base[t]! + lift);
        const reward = rng() < p ? 1 : 0;
        out += `${JSON.stringify({ task_id: `t${t}`, rollout_index: k, model_version: model, reward, lineage: { eval_run: r } })}\n`;
      }
    }
  }
  writeFileSync(path, out);
  return path;
}

function world() {
  const dir = mkdtempSync(join(tmpdir(), "hg-ledger-"));
  const ledger = join(dir, "ledger");
  mkdirSync(ledger);
  let held = "";
  for (let t = 0; t < TASKS; t++)
    held += `${JSON.stringify({ task_id: `t${t}`, prompt: `question ${t}` })}\n`;
  writeFileSync(join(dir, "heldout.jsonl"), held);
  return { dir, ledger, heldout: join(dir, "heldout.jsonl") };
}

async function check(
  w: ReturnType<typeof world>,
  baseline: string,
  candidate: string,
  out: string,
) {
  const code = await main([
    "check",
    "--heldout",
    w.heldout,
    "--baseline",
    baseline,
    "--candidate",
    candidate,
    "--graded-by",
    "program",
    "--ledger",
    w.ledger,
    "--out",
    out,
    "--resamples",
    "200",
  ]);
  const report = JSON.parse(readFileSync(join(out, "report.json"), "utf8")) as Report;
  return { code, report };
}

async function record(w: ReturnType<typeof world>, out: string, kind: string, pr: number) {
  return main([
    "ledger",
    "record",
    "--ledger",
    w.ledger,
    "--report",
    join(out, "report.json"),
    "--kind",
    kind,
    "--pr",
    String(pr),
  ]);
}

describe("rounds on record", () => {
  it("numbers attempts, spends alpha 6/(pi² j²) with the fallback, and shows the trend", async () => {
    captureConsole();
    const w = world();
    // The plan: PR, lift, merged. Strong candidates merge; the null ones do not.
    const plan: [number, number, boolean][] = [
      [101, 0.2, true],
      [102, 0, false],
      [103, 0, false],
      [104, 0.2, true],
      [105, 0, false],
      // Moves at 95%, but attempt 6 needs p <= 0.00084: not merged.
      [106, 0.2, false],
      [107, 0.3, true],
      [108, 0, false],
    ];
    let served = evalFile(join(w.dir, "served-0.jsonl"), "m0", 0, "served-0");
    let servedLift = 0;
    let prevLevel = 0;
    let prevCleared = false;
    const seen: { attempt: number; alpha_j: number; passed: boolean; verdict: boolean }[] = [];
    for (const [i, [pr, lift, merged]] of plan.entries()) {
      const cand = evalFile(
        join(w.dir, `cand-${pr}.jsonl`),
        `m${pr}`,
        servedLift + lift,
        `cand-${pr}`,
      );
      const out = join(w.dir, `out-${pr}`);
      const { code, report } = await check(w, served, cand, out);
      const a = report.model!.attempt!;
      const j = i + 1;
      const expected = ALPHA * gamma(j) + (prevCleared ? prevLevel : 0);
      expect(a.number).toBe(j);
      expect(a.repeat).toBe(false);
      expect(a.alpha_j).toBeCloseTo(expected, 12);
      expect(a.alpha_fresh).toBeCloseTo(ALPHA * gamma(1), 12);
      expect(a.passed).toBe(
        report.model!.target_verdict === "moved" && a.p !== null && a.p <= a.alpha_j,
      );
      // The verdict uses the attempt's level: a pass needs the attempt cleared.
      expect(report.decision.pass).toBe(merged);
      expect(code).toBe(merged ? 0 : 1);
      seen.push({
        attempt: a.number,
        alpha_j: a.alpha_j,
        passed: a.passed,
        verdict: report.decision.pass,
      });
      prevLevel = a.alpha_j;
      prevCleared = a.passed;
      expect(await record(w, out, "attempt", pr)).toBe(0);
      if (merged) {
        expect(await record(w, out, "merged", pr)).toBe(0);
        served = cand;
        servedLift += lift;
      }
    }
    expect(seen.map((s) => s.passed)).toEqual(plan.map((p) => p[2]));
    const six = JSON.parse(readFileSync(join(w.dir, "out-106", "report.json"), "utf8")) as Report;
    expect(six.model!.target_verdict).toBe("moved");
    expect(six.model!.attempt!.p!).toBeLessThan(ALPHA);
    expect(six.decision.reasons.join("\n")).toMatch(
      /^attempt 6 on test t-[0-9a-f]{12}…: pass_at_1 needs p ≤ 0\.00084 at this attempt/m,
    );
    // The fallback was used: attempt 2 had attempt 1's level added.
    expect(seen[1]!.alpha_j).toBeCloseTo(ALPHA * gamma(2) + ALPHA * gamma(1), 12);
    expect(seen[2]!.alpha_j).toBeCloseTo(ALPHA * gamma(3), 12);

    const files = readdirSync(w.ledger);
    expect(files).toHaveLength(1);
    const lines = readFileSync(join(w.ledger, files[0]!), "utf8")
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(11);
    expect(lines.filter((l) => l.kind === "merged").map((l) => [l.round, l.attempt, l.pr])).toEqual(
      [
        [1, 1, 101],
        [2, 4, 104],
        [3, 7, 107],
      ],
    );
    expect(lines.filter((l) => l.kind === "attempt").map((l) => l.attempt)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ]);
    expect(lines.every((l) => l.writer.event === "local")).toBe(true);

    // The same candidate run again is the same attempt, at the level it had.
    const again = join(w.dir, "out-again");
    const { report: rerun } = await check(w, served, join(w.dir, "cand-102.jsonl"), again);
    expect(rerun.model!.attempt).toMatchObject({ number: 2, repeat: true });
    expect(rerun.model!.attempt!.alpha_j).toBeCloseTo(seen[1]!.alpha_j, 12);
    // A new candidate is attempt 9, and the trend lists the three merged rounds.
    const nine = evalFile(join(w.dir, "cand-109.jsonl"), "m109", servedLift, "cand-109");
    const { report } = await check(w, served, nine, join(w.dir, "out-109"));
    expect(report.model!.attempt!.number).toBe(9);
    expect(report.ledger).toMatchObject({ entries: 11, rounds: 3, attempts: 8 });
    expect(report.ledger!.trend.map((r) => [r.round, r.pr, r.verdict])).toEqual([
      [1, 101, "pass"],
      [2, 104, "pass"],
      [3, 107, "pass"],
    ]);
    const comment = renderComment(report, {});
    expect(comment).toMatch(/Attempt 9 on test `t-[0-9a-f]{12}…`: this attempt needs p ≤ 0\.0\d+ /);
    expect(comment).toMatch(/a fresh test would detect \d\.\d{3}, this one now detects \d\.\d{3}/);
    expect(comment).toContain("| round | PR | served after | delta | CI | α spent | verdict |");
    expect(comment).toMatch(/\| 3 \| #107 \| \d\.\d{3} \| \+\d\.\d{3} \|/);
    expect(comment).toContain("```mermaid\nxychart-beta");

    // ledger show prints the series, a line per round or attempt.
    const { out } = captureConsole();
    expect(await main(["ledger", "show", "--ledger", w.ledger])).toBe(0);
    const shown = out.join("\n").split("\n");
    expect(shown[0]).toMatch(/^test t-[0-9a-f]{12}… \(.*\): 11 line\(s\)$/);
    expect(shown.filter((l) => /^ {2}\d+ +\d+ +#\d+ +merged /.test(l))).toHaveLength(3);

    // Two candidates judged against the same ledger are both attempt 9: the first recorded
    // keeps it, and the second is refused rather than written with a number it does not have.
    const ten = evalFile(join(w.dir, "cand-110.jsonl"), "m110", servedLift, "cand-110");
    const { report: r10 } = await check(w, served, ten, join(w.dir, "out-110"));
    expect(r10.model!.attempt!.number).toBe(9);
    const { err } = captureConsole();
    expect(await record(w, join(w.dir, "out-109"), "attempt", 109)).toBe(0);
    expect(await record(w, join(w.dir, "out-110"), "attempt", 110)).toBe(2);
    expect(err.join("\n")).toMatch(
      /:13: attempt: a new candidate is attempt 10 \(the candidates above are 9\)/,
    );
  }, 120_000);

  it("a ledger line a pull-request job wrote stops the run, naming file, line and field", async () => {
    const { err } = captureConsole();
    const w = world();
    const served = evalFile(join(w.dir, "served.jsonl"), "m0", 0, "s");
    const cand = evalFile(join(w.dir, "cand.jsonl"), "m1", 0.3, "c");
    const out = join(w.dir, "out");
    await check(w, served, cand, out);
    expect(await record(w, out, "attempt", 1)).toBe(0);
    const file = join(w.ledger, readdirSync(w.ledger)[0]!);
    const line = JSON.parse(readFileSync(file, "utf8"));
    // A PR job's copy of a second attempt, appended to the branch by hand.
    const forged = {
      ...line,
      attempt: 2,
      candidate_digest: "f".repeat(64),
      writer: { event: "pull_request", workflow: "gate", run_id: 5 },
    };
    appendFileSync(file, `${JSON.stringify(forged)}\n`);
    const { code, report } = await check(w, served, cand, join(w.dir, "out2"));
    expect(code).toBe(2);
    expect(report.decision.verdict).toBe("error");
    expect(report.stopped).toMatchObject({ input: "ledger", path: file });
    expect(report.stopped!.reason).toContain(
      `${file}:2: writer.event: written by a pull-request job`,
    );
    expect(err.join("\n")).toContain("writer.event");
  }, 60_000);

  it("a new test version's series follows the old one: the trend breaks where the test changed", async () => {
    const { out } = captureConsole();
    const w = world();
    const served = evalFile(join(w.dir, "served.jsonl"), "m0", 0, "s");
    for (const [k, lift] of [
      [1, 0.25],
      [2, 0.25],
    ] as const) {
      const cand = evalFile(join(w.dir, `c${k}.jsonl`), `m${k}`, lift, `c${k}`);
      const o = join(w.dir, `o${k}`);
      await check(w, served, cand, o);
      expect(await record(w, o, "merged", 200 + k)).toBe(0);
    }
    const [oldFile] = readdirSync(w.ledger);
    const oldVersion = oldFile!.replace(/\.jsonl$/, "");
    // A new frozen test: the same tasks, new texts.
    let held = "";
    for (let t = 0; t < TASKS; t++)
      held += `${JSON.stringify({ task_id: `t${t}`, prompt: `question ${t}, frozen again` })}\n`;
    writeFileSync(w.heldout, held);
    const cand = evalFile(join(w.dir, "c3.jsonl"), "m3", 0.25, "c3");
    const o3 = join(w.dir, "o3");
    const { report: first } = await check(w, served, cand, o3);
    // No line yet on the new test: nothing to follow from its (empty) series.
    expect(first.model!.attempt!.number).toBe(1);
    expect(first.ledger!.before).toBeUndefined();
    expect(await record(w, o3, "merged", 203)).toBe(0);
    const newVersion = first.model!.attempt!.test_version;
    expect(newVersion).not.toBe(oldVersion);
    const line = JSON.parse(readFileSync(join(w.ledger, `${newVersion}.jsonl`), "utf8"));
    // The folder's one other series is the one this one follows.
    expect(line.follows).toBe(oldVersion);
    const c4 = evalFile(join(w.dir, "c4.jsonl"), "m4", 0.25, "c4");
    const { report } = await check(w, served, c4, join(w.dir, "o4"));
    expect(report.ledger!.before).toMatchObject({ test_version: oldVersion, rounds: 2 });
    expect(report.ledger!.before!.trend.map((r) => [r.round, r.pr])).toEqual([
      [1, 201],
      [2, 202],
    ]);
    expect(report.ledger!.trend.map((r) => [r.round, r.pr])).toEqual([[1, 203]]);
    const comment = renderComment(report, {}).split("\n");
    const at = (re: RegExp) => comment.findIndex((l) => re.test(l));
    const oldRow = at(/^\| 2 \| #202 \|/);
    const breakRow = at(/^\| ⋯ \| \*\*new test `t-[0-9a-f]{12}…`\*\*: the trend breaks here/);
    const newRow = at(/^\| 1 \| #203 \|/);
    expect(oldRow).toBeGreaterThan(0);
    expect(breakRow).toBeGreaterThan(oldRow);
    expect(newRow).toBeGreaterThan(breakRow);
    // With more than one other series in the folder, a new one's follows must be said.
    const fake = `t-${"e".repeat(64)}`;
    writeFileSync(join(w.ledger, `${fake}.jsonl`), "");
    writeFileSync(w.heldout, held.replace(/frozen again/g, "a third time"));
    const o5 = join(w.dir, "o5");
    await check(w, served, c4, o5);
    expect(await record(w, o5, "attempt", 205)).toBe(0);
    expect(out.join("\n")).toContain("3 other series; pass --follows");
    const third = readdirSync(w.ledger).filter(
      (n) => ![oldFile, `${newVersion}.jsonl`, `${fake}.jsonl`].includes(n),
    );
    expect(third).toHaveLength(1);
    expect(readFileSync(join(w.ledger, third[0]!), "utf8")).not.toContain("follows");
  }, 120_000);
});

// `heldout-gate calibrate --aa` plus check's flags: an A/A on the served model's own re-runs
// (issue 28.5, docs/design.md §16). The baseline's rows are read with check's readers and
// settings, split into two arms many times, and each split judged by the gate's model check
// and decision (src/stats/aa.ts); the terminal says how often the gate would have said
// moved, passed or flagged a guard when nothing changed, and --json FILE keeps the figures.
import { writeFile } from "node:fs/promises";
import { ConfigError, INPUT_DEFAULTS, parseConfig, type Config } from "./config.js";
import { readOptions, RunStopped } from "./engine.js";
import { readFrozenTest } from "./engine/frozen-test.js";
import { evalReadOptions, modelSettings } from "./engine/model-results.js";
import { stage } from "./engine/stage.js";
import { expandFiles } from "./io/files.js";
import { formatProblem, problemTotal } from "./io/problems.js";
import { readEvalSide } from "./io/read.js";
import type { FileSummary } from "./io/canonical.js";
import { aaDocument, aaLines, type AaContext } from "./render/aa.js";
import { terminalLine } from "./render/escape.js";
import { didYouMean } from "./render/suggest.js";
import {
  MIN_RUNS_TO_SPLIT,
  runAa,
  singleRolloutCells,
  type AaRow,
  type AaSource,
} from "./stats/aa.js";
import { SideTally } from "./stats/eval-tally.js";

export const CALIBRATE_USAGE = `usage: heldout-gate calibrate --aa --heldout FILE --baseline FILE [--policy FILE]
                              [--splits N] [--seed S] [--json FILE] [--<input> VALUE ...]

An A/A test on the served model's own re-runs: the baseline's runs are split into two
arms (each of 2 or more runs) N times (default ${200}; every split when there are fewer),
and each split is judged as check would judge arm B against arm A, by the same rule:
target, confidence, noise floor, family test, must-not-regress guards and --policy.
Nothing changed between the arms, so the rates printed (would pass, moved, moved the
wrong way, each guard regressed, not comparable, with 95% Wilson intervals beside the
rule's nominal rate) are what the gate says by luck on these runs. Attempt control is off.
With fewer than 4 runs each task's rollouts within a run are halved instead: both arms
then share each run's drift, so that A/A cannot see run drift and is optimistic.
--seed seeds the splits (and the check's draws); the same seed gives the same figures.
--json FILE writes them as a small versioned JSON to cite (docs/design.md §16).`;

export const DEFAULT_SPLITS = 200;
export const MAX_SPLITS = 10_000;
const PROBLEMS_SHOWN = 20;

/** check's inputs that an A/A has no use for: the arms come from the baseline alone. */
const NOT_USED = ["candidate", "pairs", "sft", "baseline-regraded", "judge-labels", "ledger"];

/** What cli.ts hands over: the flags as given, and as bound to --policy (example filled in). */
export interface CalibrateInputs {
  given: Record<string, string>;
  inputs: Record<string, string>;
}

interface CalibrateArgs {
  splits: number;
  json: string | null;
  rest: string[];
}

function parseCalibrateArgs(argv: string[]): CalibrateArgs | null {
  let aa = false;
  let splits = DEFAULT_SPLITS;
  let json: string | null = null;
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    // `--name=value` as check takes it (cli.ts parseArgs), for calibrate's own flags too.
    const eq = /^(--splits|--json)=(.*)$/s.exec(argv[i]!);
    const a = eq ? eq[1]! : argv[i]!;
    if (a === "--help" || a === "-h") return null;
    if (a === "--aa") aa = true;
    else if (a === "--splits" || a === "--json") {
      const v = eq ? eq[2] : argv[++i];
      if (v === undefined || v.startsWith("--")) throw new ConfigError(`flag ${a} needs a value`);
      if (a === "--json") json = v;
      else {
        if (!/^[0-9]{1,5}$/.test(v) || Number(v) < 1 || Number(v) > MAX_SPLITS) {
          throw new ConfigError(`--splits must be a whole number from 1 to ${MAX_SPLITS}`);
        }
        splits = Number(v);
      }
    } else {
      if (a.startsWith("--")) unknownFlag(a.slice(2).split("=")[0]!);
      rest.push(a);
    }
  }
  if (!aa) {
    throw new ConfigError(
      `calibrate needs --aa (the A/A is its one calibration)\n\n${CALIBRATE_USAGE}`,
    );
  }
  return { splits, json, rest };
}

/** calibrate's own flags, then check's: a name that is neither is refused with the nearest. */
const OWN_FLAGS = ["aa", "splits", "json", "help"];
const CHECK_FLAGS = [...Object.keys(INPUT_DEFAULTS), "policy", "example"];

function unknownFlag(name: string): void {
  if (CHECK_FLAGS.includes(name) || ["out", "shard", "state-out"].includes(name)) return;
  const near = didYouMean(name, [...OWN_FLAGS, ...CHECK_FLAGS], (f) => `--${f}`);
  throw new ConfigError(`calibrate: unknown flag --${name}${near}`);
}

/** Prints the input problems (at most PROBLEMS_SHOWN); false when there were any. */
function clean(summaries: FileSummary[]): boolean {
  const total = problemTotal(summaries);
  if (total === 0) return true;
  for (const p of summaries.flatMap((s) => s.problems).slice(0, PROBLEMS_SHOWN)) {
    console.error(terminalLine(formatProblem(p)));
  }
  if (total > PROBLEMS_SHOWN) console.error(`... ${total - PROBLEMS_SHOWN} more`);
  console.error(`heldout-gate: ${total} problem(s) in the inputs; nothing was calibrated`);
  return false;
}

interface BaselineRead {
  path: string;
  source: AaSource;
  copiesLeftOut: number;
  unlabelledLeftOut: number;
  summaries: FileSummary[];
}

/**
 * The baseline as check reads it. Each labelled run gets its own tally (copies of another
 * run left out, as check counts them once); with fewer than 4 runs the rows are read again
 * and kept, to halve each task's rollouts.
 */
async function readBaseline(cfg: Config & { baseline: string }): Promise<BaselineRead> {
  const opts = evalReadOptions(cfg, readOptions(cfg));
  const files = await stage("baseline", cfg.baseline, () => expandFiles(cfg.baseline, "baseline"));
  const whole = new SideTally();
  const perRun = new Map<string | undefined, SideTally>();
  const side = await stage("baseline", cfg.baseline, () =>
    readEvalSide(files, "baseline", opts, (row, file) => {
      whole.add(row, file);
      let t = perRun.get(row.run);
      if (!t) perRun.set(row.run, (t = new SideTally()));
      t.add(row, file);
    }),
  );
  const table = whole.table(side.files);
  const labels = table.split.labels;
  const copiesLeftOut = table.identical_runs.reduce((k, g) => k + g.length - 1, 0);
  const unlabelledLeftOut = table.split.unlabelled;
  const base = { path: side.path, copiesLeftOut, unlabelledLeftOut, summaries: side.summaries };
  if (labels.length >= MIN_RUNS_TO_SPLIT) {
    const runs = labels.map((label) => ({ label, tally: perRun.get(label) as SideTally }));
    return { ...base, source: { method: "runs", runs } };
  }
  if (problemTotal(side.summaries) > 0) {
    return { ...base, source: { method: "rollouts", rows: [], runs: labels.length } };
  }
  const kept = new Set(labels);
  const rows: AaRow[] = [];
  await stage("baseline", cfg.baseline, () =>
    readEvalSide(files, "baseline", opts, (row, file) => {
      // A labelled side's unlabelled rows, and copied runs, are left out as above.
      if (labels.length > 0 ? row.run === undefined || !kept.has(row.run) : false) return;
      const { line, task, reward, run, markers, family, model_version, fingerprint } = row;
      rows.push({
        row: { line, task, reward, run, markers, family, model_version, fingerprint },
        file,
      });
    }),
  );
  const single = singleRolloutCells(rows);
  if (rows.length === 0 || single > 0) {
    throw new ConfigError(
      `calibrate --aa: ${side.path} has ${labels.length} labelled run(s)` +
        (rows.length === 0
          ? " and no rows"
          : ` and ${single} task(s) with a single rollout in a run`) +
        `: an A/A needs ${MIN_RUNS_TO_SPLIT} or more runs to split into two arms, or 2 or more rollouts of every task in each run to halve; re-run the served model`,
    );
  }
  return { ...base, source: { method: "rollouts", rows, runs: Math.max(1, labels.length) } };
}

export async function calibrateMain(
  argv: string[],
  checkInputs: (argv: string[]) => Promise<CalibrateInputs>,
): Promise<number> {
  try {
    const args = parseCalibrateArgs(argv);
    if (args === null) {
      console.log(CALIBRATE_USAGE);
      return 0;
    }
    const { given, inputs } = await checkInputs(args.rest);
    const unused = NOT_USED.filter((k) => given[k] !== undefined);
    if (unused.length > 0) {
      throw new ConfigError(
        `calibrate --aa splits the served model's own runs: ${unused.map((k) => `--${k}`).join(", ")} ${unused.length === 1 ? "is" : "are"} not used (give --heldout and --baseline)`,
      );
    }
    if (inputs.baseline === undefined) {
      throw new ConfigError(
        "calibrate --aa needs --heldout and --baseline (the served model's runs)",
      );
    }
    const raw = Object.fromEntries(Object.entries(inputs).filter(([k]) => !NOT_USED.includes(k)));
    // check's config wants a candidate beside the baseline; the arms replace both.
    const cfg = parseConfig({ ...raw, candidate: raw.baseline });
    const frozen = await readFrozenTest(cfg, cfg.heldout, undefined, readOptions(cfg));
    const read = await readBaseline({ ...cfg, baseline: cfg.baseline as string });
    if (!clean([frozen.summary, ...read.summaries])) return 2;
    if (cfg.judge.correction === "decide") {
      console.log("judge-correction decide is not applied: the A/A reads no judge labels");
    }
    const result = await stage("baseline", read.path, () =>
      runAa(
        { heldout: frozen.tasks, path: read.path, source: read.source },
        {
          model: modelSettings(cfg),
          decide: {
            requireProof: cfg.requireProof,
            confidence: cfg.confidence,
            judgeCorrection: "show",
          },
          splits: args.splits,
          seed: cfg.seed,
        },
      ),
    );
    const ctx: AaContext = {
      baseline: read.path,
      heldout: {
        path: frozen.heldout.path,
        test_version: frozen.heldout.test_version ?? null,
        tasks: frozen.heldout.tasks,
      },
      target: cfg.target,
      confidence: cfg.confidence,
      seed: cfg.seed,
      resamples: cfg.resamples,
      splitsAsked: args.splits,
      copiesLeftOut: read.copiesLeftOut,
      unlabelledLeftOut: read.unlabelledLeftOut,
    };
    for (const line of aaLines(result, ctx)) console.log(line);
    if (args.json !== null) {
      await writeFile(args.json, aaDocument(result, ctx));
      console.log(terminalLine(`wrote ${args.json}`));
    }
    return 0;
  } catch (e) {
    const msg =
      e instanceof RunStopped
        ? `input "${e.stop.input}"${e.stop.path ? ` (${e.stop.path})` : ""}: ${e.stop.reason}`
        : e instanceof Error
          ? e.message
          : String(e);
    console.error(terminalLine(`heldout-gate: ${msg}`));
    return 2;
  }
}

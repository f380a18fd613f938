#!/usr/bin/env node
// `heldout-gate check ...`: the same engine as the action, reporting to the terminal and
// to files. Exit code: 0 pass, 1 fail, 2 bad usage or invalid input (the USAGE text says so).
import { existsSync, realpathSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { ConfigError, INPUT_DEFAULTS, parseConfig } from "./config.js";
import { reportJson, RunStopped, stoppedReport, writeReportFiles } from "./engine.js";
import type { Report } from "./report.js";
import { problemTotal } from "./io/problems.js";
import { renderSummary } from "./render/markdown.js";
import { terminalLine } from "./render/escape.js";
import { renderTerminal } from "./render/terminal.js";
import { freezeMain } from "./freeze-cli.js";
import { labelsMain } from "./labels-cli.js";
import { setupMain } from "./setup-cli.js";
import { mergeMain, MERGE_USAGE, shardInputs, writeShard } from "./shard-cli.js";
import { buildReportAuto, inSliceWorker } from "./engine/workers.js";
import { inTemplateChild } from "./engine/worker-tag.js";
import { expectedBytes, startProgress } from "./progress-view.js";
import { bindInputs, policyValues } from "./policy/bind.js";
import { parsePolicy, POLICY_MAX_BYTES } from "./policy/file.js";
import { didYouMean } from "./render/suggest.js";
import { VERSION } from "./version.js";

const COMMANDS = ["calibrate", "check", "freeze", "labels", "ledger", "merge", "setup"];

const USAGE = `usage: heldout-gate check --heldout FILE [--baseline FILE --candidate FILE]
                          [--pairs FILE] [--sft FILE] [--out DIR] [--json] [--<input> VALUE ...]
                          [--policy .github/heldout-gate.yml]
       heldout-gate check --example      run on the embedded example world
       heldout-gate check --help         this text
       heldout-gate --version            the version
       heldout-gate freeze --from RESULTS --out heldout.jsonl   write the held-out test
                                         from your eval tool's results (freeze --help)
       heldout-gate labels --sample N --out FILE [check's flags]   write N graded rows
                                         to hand to reviewers (labels --help)
       heldout-gate setup [--heldout PATH --baseline PATH ...] [--force]   write the
                                         policy and the gate + trusted reporter workflows
                                         into this repository (setup --help)
       heldout-gate check ... --shard I/N [--state-out FILE]   read shard I of N only and
                                         write its state, for heldout-gate merge
${MERGE_USAGE}
       heldout-gate ledger show|record --ledger DIR ...   the rounds and attempts on
                                         each frozen test (ledger --help)
       heldout-gate calibrate --aa --heldout FILE --baseline FILE [check's flags]
                                         an A/A on the served model's own re-runs: how
                                         often the gate says moved when nothing changed
                                         (calibrate --help)

Every action input is also a flag (e.g. --target marker:looked_up_first, --seed 7,
--must-not-regress marker:refund_only_when_allowed, --fields task=task_id,reward=ok).
--baseline and --candidate may be repeated or given a glob ('runs/base/*.jsonl'): one
run per file. --format lm-eval|inspect|promptfoo|openai-evals|swe-bench|tau-bench|
terminal-bench|bfcl|lighteval names the tool that wrote them when it cannot be told from the file. --workers N reads with N threads
(default auto: the cores, for large files); the report is the same for any N.
--policy FILE decides under a policy file as the action does under the base commit's: its
fields are the rule, and a flag may only tighten one (a looser flag is refused, exit 2).
Writes report.json and report.md into --out (default .heldout-gate).
Exit code: 0 pass; 1 fail (the inputs were read and the gate said no);
2 bad usage or invalid input: a flag or file that cannot be used, or rows that fail
validation (the report is still written and lists them).`;

/** Finds the example world whether we run from src/ (tsx) or from dist/cli/ (the bundle). */
export function findExampleDir(start: string): string | null {
  let dir = start;
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, "fixtures", "example");
    if (existsSync(join(candidate, "heldout.jsonl"))) return candidate;
    const up = dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  return null;
}

/** The inputs `--example` runs with, for the example world in `dir`. */
export function exampleInputs(dir: string): Record<string, string> {
  return {
    heldout: join(dir, "heldout.jsonl"),
    baseline: join(dir, "before.jsonl"),
    candidate: join(dir, "after.jsonl"),
    pairs: join(dir, "pairs.jsonl"),
    sft: join(dir, "sft.jsonl"),
    "graded-by": "program",
    "must-not-regress": "marker:refund_only_when_allowed",
  };
}

export function parseArgs(argv: string[]): {
  raw: Record<string, string>;
  json: boolean;
  example: boolean;
  help: boolean;
} {
  const raw: Record<string, string> = {};
  let json = false;
  let example = false;
  let help = false;
  // --shard and --state-out belong to the command line only (the action has shard-index/-count).
  const flags = [...Object.keys(INPUT_DEFAULTS), "out", "shard", "state-out", "policy"];
  const known = new Set(flags);
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--json") json = true;
    else if (a === "--example") example = true;
    else if (a === "--help" || a === "-h") help = true;
    else if (a.startsWith("--")) {
      const eq = a.indexOf("=");
      const name = eq > 0 ? a.slice(2, eq) : a.slice(2);
      if (!known.has(name)) {
        const near = didYouMean(name, [...flags, "json", "example", "help"], (f) => `--${f}`);
        throw new ConfigError(`unknown flag --${name}${near}`);
      }
      const value = eq > 0 ? a.slice(eq + 1) : argv[++i];
      if (value === undefined || (eq < 0 && value.startsWith("--")))
        throw new ConfigError(`flag --${name} needs a value`);
      const key = name === "out" ? "out-dir" : name;
      // A side given twice is two files, as the action's newline-separated list.
      const many = (key === "baseline" || key === "candidate") && raw[key] !== undefined;
      raw[key] = many ? `${raw[key]}\n${value}` : value;
    } else {
      throw new ConfigError(`unexpected argument "${a}"`);
    }
  }
  return { raw, json, example, help };
}

export async function main(argv: string[]): Promise<number> {
  if (argv.length === 0 || argv[0] === "--help" || argv[0] === "-h") {
    console.log(USAGE);
    return argv.length === 0 ? 2 : 0;
  }
  if (argv[0] === "--version" || argv[0] === "-V") {
    console.log(VERSION);
    return 0;
  }
  if (argv[0] === "freeze") return freezeMain(argv.slice(1));
  if (argv[0] === "labels") return labelsMain(argv.slice(1), (a) => parseArgs(a).raw);
  if (argv[0] === "merge") return mergeMain(argv.slice(1), emitReport, mergeConfig);
  if (argv[0] === "ledger") return (await import("./ledger-cli.js")).ledgerMain(argv.slice(1));
  if (argv[0] === "setup") return setupMain(argv.slice(1));
  if (argv[0] === "calibrate") {
    return (await import("./calibrate-cli.js")).calibrateMain(argv.slice(1), calibrateInputs);
  }
  if (argv[0] !== "check") {
    const near = didYouMean(argv[0]!, COMMANDS);
    console.error(
      `${terminalLine(`heldout-gate: unknown command "${argv[0]}"${near}`)}\n\n${USAGE}`,
    );
    return 2;
  }
  try {
    const { raw, json, example, help } = parseArgs(argv.slice(1));
    if (help) {
      console.log(USAGE);
      return 0;
    }
    if (example) withExample(raw);
    const { shard: shardSpec, "state-out": stateOut, policy, ...given } = raw;
    const inputs = await underPolicy(given, policy);
    const cfg = parseConfig(shardSpec === undefined ? inputs : shardInputs(inputs, shardSpec));
    if (cfg.shard) return await writeShard(cfg, cfg.shard, stateOut);
    if (stateOut !== undefined) throw new ConfigError("--state-out goes with --shard I/N");
    let report;
    const stopProgress = showProgress(cfg);
    try {
      report = await buildReportAuto(cfg);
    } catch (e) {
      if (!(e instanceof RunStopped)) throw e;
      // Still written: report.json says which input stopped the run. Exit 2, as for any
      // input the run could not take.
      report = stoppedReport(cfg, e.stop);
    } finally {
      stopProgress();
    }
    return await emitReport(report, cfg.outDir, json);
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    // Messages can quote values from the inputs; the log reads them as plain text only.
    console.error(terminalLine(`heldout-gate: ${msg}`));
    return 2;
  }
}

/**
 * Progress while the run reads (issue 30.4): a bar on stderr when it is a terminal, a
 * plain line every ten seconds in a workflow's log, nothing when stderr is a file or pipe
 * elsewhere. stdout (the report) is never touched.
 */
function showProgress(cfg: Parameters<typeof expectedBytes>[0]): () => void {
  const tty = process.stderr.isTTY === true;
  if (!tty && process.env.GITHUB_ACTIONS !== "true") return () => {};
  const total = expectedBytes(cfg);
  return startProgress({ total, tty, write: (t) => void process.stderr.write(t) });
}

/** The example world's inputs under flags not given. */
function withExample(raw: Record<string, string>): void {
  const dir = findExampleDir(dirname(fileURLToPath(import.meta.url)));
  if (!dir) throw new ConfigError("the example world (fixtures/example) was not found");
  // Relative to the working directory, so the report reads the same on every machine.
  for (const [k, v] of Object.entries(exampleInputs(relative(process.cwd(), dir) || "."))) {
    raw[k] ??= v;
  }
}

/**
 * calibrate's check flags (design §16): parsed as check parses them, --example filled in
 * and bound to --policy as check binds them; check's report flags have no use there.
 */
async function calibrateInputs(argv: string[]) {
  // parseCalibrateArgs has taken --help and --json already.
  const { raw, example } = parseArgs(argv);
  const given = { ...raw };
  if (example) {
    withExample(raw);
    // The example's candidate and training data are not what an A/A splits.
    for (const k of ["candidate", "pairs", "sft"]) if (given[k] === undefined) delete raw[k];
  }
  const { shard, "state-out": stateOut, "out-dir": outDir, policy, ...rest } = raw;
  if (shard !== undefined || stateOut !== undefined || outDir !== undefined) {
    throw new ConfigError("calibrate writes no report: --out, --shard and --state-out are check's");
  }
  return { given, inputs: await underPolicy(rest, policy) };
}

/** Merge's own settings: check's flags (and --policy) in mode merge, one shard per file. */
async function mergeConfig(argv: string[], states: number) {
  const { raw, json, example, help } = parseArgs(argv);
  if (help) throw new ConfigError("merge takes state files and check's flags");
  if (example) withExample(raw);
  const { shard, "state-out": stateOut, policy, ...given } = raw;
  if (shard !== undefined || stateOut !== undefined) {
    throw new ConfigError("--shard and --state-out are for check, not merge");
  }
  const inputs = await underPolicy(given, policy);
  const cfg = parseConfig({ "shard-count": String(states), ...inputs, mode: "merge" });
  return { cfg, json };
}

/**
 * The flags bound to the --policy file (none: the flags are the rule). A flag looser than
 * the policy is refused, naming its field, as the action refuses such an input.
 */
export async function underPolicy(
  flags: Record<string, string>,
  path: string | undefined,
): Promise<Record<string, string>> {
  if (path === undefined) return flags;
  let text: string;
  try {
    const { size } = await stat(path);
    if (size > POLICY_MAX_BYTES)
      throw new ConfigError(`--policy ${path}: over ${POLICY_MAX_BYTES} bytes`);
    text = await readFile(path, "utf8");
  } catch (e) {
    if (e instanceof ConfigError) throw e;
    throw new ConfigError(
      `--policy ${path}: cannot read it (${(e as NodeJS.ErrnoException).code ?? "error"})`,
    );
  }
  const bound = bindInputs(flags, policyValues(parsePolicy(text, path)));
  if (bound.refused.length > 0) {
    throw new ConfigError(
      `refused: a flag is looser than the policy ${path}: ${bound.refused.join("; ")}`,
    );
  }
  return bound.raw;
}

/** Writes report.json and report.md, shows the report, and gives the exit code. */
export async function emitReport(report: Report, outDir: string, json: boolean): Promise<number> {
  const md = renderSummary(report, {});
  const { json: jsonPath } = await writeReportFiles(report, outDir, { "report.md": md });
  if (json) process.stdout.write(reportJson(report));
  else {
    console.log(renderTerminal(report).join("\n"));
    console.log("\n" + terminalLine(`wrote ${jsonPath} and ${join(outDir, "report.md")}`));
  }
  if (report.stopped)
    console.error(
      terminalLine(`heldout-gate: input "${report.stopped.input}": ${report.stopped.reason}`),
    );
  // Rows that fail validation are bad input, not a verdict on the model or the data.
  if (report.stopped || problemTotal(report.inputs) > 0) return 2;
  return report.decision.pass ? 0 : 1;
}

// Run only when executed as a program, not when imported by tests.
const invoked = process.argv[1] && existsSync(process.argv[1]) ? realpathSync(process.argv[1]) : "";
const self = fileURLToPath(import.meta.url);
// A worker thread loads this same file: it reads its slice and must not start a run. So does
// the process a chat template is rendered in (engine/template-render.ts): it renders.
if (inTemplateChild()) await (await import("./engine/template-render.js")).templateChildMain();
else if (!inSliceWorker() && (invoked === self || invoked === self.replace(/\.ts$/, ".js"))) {
  process.exitCode = await main(process.argv.slice(2));
}

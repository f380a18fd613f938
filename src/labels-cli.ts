// `heldout-gate labels --sample N --out FILE` plus check's flags: writes the graded rows to
// hand to reviewers, a stratified sample by arm x judge verdict, as a labels file waiting
// for its labels (docs/data-contract.md "Judge labels"). The rows are read with check's own
// settings (fields, format, metric, globs), so the ids written are the ones check matches.
import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { ConfigError, parseConfig, type Config } from "./config.js";
import { readOptions } from "./engine.js";
import { expandFiles } from "./io/files.js";
import { formatProblem, problemTotal } from "./io/problems.js";
import { readEvalSide, type ReadOptions } from "./io/read.js";
import { terminalLine } from "./render/escape.js";
import { LabelSampler, labelTemplate, type Stratum } from "./stats/label-sample.js";

export const LABELS_USAGE = `usage: heldout-gate labels --sample N --out FILE [--force] --heldout FILE
                           --baseline FILE --candidate FILE [--<input> VALUE ...]

Writes N graded rows to label, drawn evenly from baseline passes, baseline fails,
candidate passes and candidate fails (as the judge graded them), each with label,
annotator and kind left null to fill in. Give it the flags you give check (fields,
format, metric, seed): the rows are named by the ids check matches labels by. Pass
the filled file to check as --judge-labels.`;

/** Most rows one sample may ask for. */
export const MAX_SAMPLE = 100_000;
const PROBLEMS_SHOWN = 20;

interface LabelsArgs {
  sample: number;
  out: string;
  force: boolean;
  rest: string[];
}

function parseLabelsArgs(argv: string[]): LabelsArgs | null {
  let sample: number | undefined;
  let out: string | undefined;
  let force = false;
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--help" || a === "-h") return null;
    if (a === "--force") force = true;
    else if (a === "--sample" || a === "--out") {
      const v = argv[++i];
      if (v === undefined || v.startsWith("--")) throw new ConfigError(`flag ${a} needs a value`);
      if (a === "--out") out = v;
      else {
        if (!/^[0-9]{1,6}$/.test(v) || Number(v) < 1 || Number(v) > MAX_SAMPLE) {
          throw new ConfigError(
            `--sample must be a whole number from 1 to ${MAX_SAMPLE}, got "${v}"`,
          );
        }
        sample = Number(v);
      }
    } else rest.push(a);
  }
  if (sample === undefined || out === undefined) {
    throw new ConfigError(`labels needs --sample N and --out FILE\n\n${LABELS_USAGE}`);
  }
  return { sample, out, force, rest };
}

/** Reads both sides into the sampler; false after printing the problems that stop it. */
async function sampleSides(cfg: Config, sampler: LabelSampler): Promise<boolean> {
  const opts: ReadOptions = {
    ...readOptions(cfg),
    format: cfg.format,
    metric: cfg.metric,
    markerRanges: cfg.markerRanges,
  };
  const summaries = [];
  for (const role of ["baseline", "candidate"] as const) {
    const files = await expandFiles(cfg[role]!, role);
    const side = await readEvalSide(files, role, opts, (row, file) =>
      sampler.add(role, row, files[file]!),
    );
    summaries.push(...side.summaries);
  }
  const total = problemTotal(summaries);
  if (total === 0) return true;
  for (const p of summaries.flatMap((s) => s.problems).slice(0, PROBLEMS_SHOWN)) {
    console.error(terminalLine(formatProblem(p)));
  }
  if (total > PROBLEMS_SHOWN) console.error(`... ${total - PROBLEMS_SHOWN} more`);
  console.error(`heldout-gate: ${total} problem(s) in the results; nothing was written`);
  return false;
}

const strataLine = (s: Stratum) =>
  `  ${s.arm} ${s.judge === 1 ? "pass" : "fail"}: ${s.sampled} of ${s.rows} row(s)`;

export async function labelsMain(
  argv: string[],
  parseRaw: (argv: string[]) => Record<string, string>,
): Promise<number> {
  try {
    const args = parseLabelsArgs(argv);
    if (args === null) {
      console.log(LABELS_USAGE);
      return 0;
    }
    const cfg = parseConfig(parseRaw(args.rest));
    if (cfg.baseline === undefined || cfg.candidate === undefined) {
      throw new ConfigError(`labels samples graded rows: give --baseline and --candidate`);
    }
    if (existsSync(args.out) && !args.force) {
      throw new ConfigError(`${args.out} exists; it is not overwritten unless --force is given`);
    }
    const sampler = new LabelSampler(args.sample, cfg.seed);
    if (!(await sampleSides(cfg, sampler))) return 2;
    const { rows, strata } = sampler.result();
    await writeFile(
      args.out,
      rows.map((r) => JSON.stringify(labelTemplate(r))).join("\n") + (rows.length ? "\n" : ""),
    );
    console.log(terminalLine(`wrote ${rows.length} row(s) to label to ${args.out}:`));
    for (const s of strata) console.log(strataLine(s));
    console.log(
      "fill in label, annotator and kind on each row, then pass the file to check as --judge-labels",
    );
    return 0;
  } catch (e) {
    console.error(terminalLine(`heldout-gate: ${e instanceof Error ? e.message : String(e)}`));
    return 2;
  }
}

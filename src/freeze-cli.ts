// `heldout-gate freeze --from RESULTS [--format F] --out heldout.jsonl`: writes the frozen
// held-out test from a results file, so nobody has to write it by hand.
import { didYouMean } from "./render/suggest.js";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { ConfigError, parseFieldMap } from "./config.js";
import { expandFiles } from "./io/files.js";
import { EVAL_FORMATS, type EvalFormat } from "./io/formats/index.js";
import { freezeTasks, heldoutJsonl, type Frozen } from "./io/freeze.js";
import { formatProblem, problemTotal } from "./io/problems.js";
import type { ReadOptions } from "./io/read.js";
import { terminalLine } from "./render/escape.js";

export const FREEZE_USAGE = `usage: heldout-gate freeze --from RESULTS [--from RESULTS ...] --out heldout.jsonl
                           [--format F] [--fields MAP] [--force]

Writes the held-out test (task_id, prompt, answer, family) from the results of one of
your eval runs: lm-eval samples_*.jsonl, an Inspect .eval/.json log, promptfoo -o
output, an oaieval log or Evals API items, a SWE-bench results.json, tau-bench or
tau2-bench results, a Terminal-Bench results.json, a BFCL result file (with its score
file), lighteval --save-details Parquet, or our own rows.
--from may be repeated or a glob. --force replaces an existing --out file.`;

const FLAGS = new Set([
  "from",
  "out",
  "format",
  "fields",
  "max-line-bytes",
  "max-file-bytes",
  "max-rows",
]);
const PROBLEMS_SHOWN = 20;
/** The `fields` names freeze reads: what the held-out file needs, and the row filter. */
const FREEZE_FIELDS = new Set(["task", "prompt", "family", "where"]);

/** The freeze command line: its repeated --from values, --force, and each other flag's value. */
interface FreezeArgs {
  from: string[];
  force: boolean;
  raw: Record<string, string>;
}

export async function freezeMain(argv: string[]): Promise<number> {
  try {
    const args = parseFreezeArgs(argv);
    if (args === null) {
      console.log(FREEZE_USAGE);
      return 0;
    }
    const { out, opts } = freezeOptions(args);
    const files: string[] = [];
    for (const f of args.from) files.push(...(await expandFiles(f, "from")));
    const frozen = await freezeTasks(files, opts);
    if (!worthWriting(frozen)) return 2;
    const text = heldoutJsonl(frozen.tasks);
    await writeFile(out, text);
    sayWritten(frozen, text, out, files.length);
    return 0;
  } catch (e) {
    console.error(terminalLine(`heldout-gate: ${e instanceof Error ? e.message : String(e)}`));
    return 2;
  }
}

/** The flags in order; null when --help comes before anything wrong. */
function parseFreezeArgs(argv: string[]): FreezeArgs | null {
  const args: FreezeArgs = { from: [], force: false, raw: {} };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--help" || a === "-h") return null;
    if (a === "--force") {
      args.force = true;
      continue;
    }
    if (!a.startsWith("--")) throw new ConfigError(`unexpected argument "${a}"`);
    const eq = a.indexOf("=");
    const name = eq > 0 ? a.slice(2, eq) : a.slice(2);
    if (!FLAGS.has(name)) {
      const near = didYouMean(name, [...FLAGS, "force", "help"], (f) => `--${f}`);
      throw new ConfigError(`unknown flag --${name} for freeze${near}`);
    }
    const value = eq > 0 ? a.slice(eq + 1) : argv[++i];
    if (value === undefined || (eq < 0 && value.startsWith("--"))) {
      throw new ConfigError(`flag --${name} needs a value`);
    }
    if (name === "from") args.from.push(value);
    else args.raw[name] = value;
  }
  return args;
}

/** The output path and the reader's options, after checking what the flags ask for. */
function freezeOptions({ from, force, raw }: FreezeArgs): {
  out: string;
  opts: ReadOptions;
} {
  if (from.length === 0 || raw.out === undefined) {
    throw new ConfigError(`freeze needs --from RESULTS and --out FILE\n\n${FREEZE_USAGE}`);
  }
  const format = (raw.format ?? "auto") as EvalFormat;
  if (!EVAL_FORMATS.includes(format)) {
    throw new ConfigError(`--format must be one of ${EVAL_FORMATS.join(", ")}, got "${format}"`);
  }
  if (existsSync(raw.out) && !force) {
    throw new ConfigError(
      `${raw.out} exists; a frozen test is not overwritten unless --force is given`,
    );
  }
  const fields = parseFieldMap(raw.fields ?? "");
  const unused = Object.keys(fields).filter((k) => !FREEZE_FIELDS.has(k));
  if (unused.length > 0) {
    throw new ConfigError(
      `--fields maps ${unused.join(", ")}, which freeze does not read: it writes each task's id, prompt, ` +
        `answer and family, and takes ${[...FREEZE_FIELDS].join(", ")} from the mapping`,
    );
  }
  const num = (k: string, d: number) => (raw[k] === undefined ? d : Number(raw[k]));
  const opts = {
    maxLineBytes: num("max-line-bytes", 64 * 1024 * 1024),
    maxFileBytes: num("max-file-bytes", 8 * 1024 * 1024 * 1024),
    maxRows: num("max-rows", 50_000_000),
    format,
    fields,
  };
  return { out: raw.out, opts };
}

/** False after saying why nothing is written: problems in the results, or no tasks. */
function worthWriting(frozen: Frozen): boolean {
  const total = problemTotal(frozen.summaries);
  if (total > 0) {
    const all = frozen.summaries.flatMap((s) => s.problems);
    for (const p of all.slice(0, PROBLEMS_SHOWN)) console.error(terminalLine(formatProblem(p)));
    if (total > PROBLEMS_SHOWN) console.error(`... ${total - PROBLEMS_SHOWN} more`);
    console.error(`heldout-gate: ${total} problem(s) in the results; nothing was written`);
    return false;
  }
  if (frozen.tasks.length === 0) {
    console.error("heldout-gate: the results name no tasks; nothing was written");
    return false;
  }
  return true;
}

/** What was written, from what, and the hash to pin it by. */
function sayWritten(frozen: Frozen, text: string, out: string, fileCount: number): void {
  const sha = createHash("sha256").update(text).digest("hex");
  const shapes = [...new Set(frozen.summaries.map((s) => s.shape))].join(", ");
  console.log(
    terminalLine(
      `wrote ${frozen.tasks.length} tasks to ${out} from ${fileCount} file(s) (${shapes})`,
    ),
  );
  if (frozen.withoutPrompt > 0) {
    console.log(
      `${frozen.withoutPrompt} task(s) have no prompt text in these results (written as ""), so the contamination check cannot see them`,
    );
  }
  console.log(
    `sha256 ${sha}: commit the file, and pin it with heldout-sha256 where runs have no PR base`,
  );
}

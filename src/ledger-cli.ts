// `heldout-gate ledger show|record`: the ledger offline (docs/design.md §16). `show` lists
// each test version's rounds and attempts in a ledger folder; `record` appends the line a
// report (made by check --ledger) stands for, as a `local` writer.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { ConfigError } from "./config.js";
import { ledgerStop, ledgerText } from "./engine/ledger.js";
import { RunStopped } from "./engine/stage.js";
import { formatProblem } from "./io/problems.js";
import { levelText } from "./ledger/attempts.js";
import {
  appendEntry,
  LedgerError,
  ledgerFileName,
  parseLedger,
  type Ledger,
  type LedgerEntry,
} from "./ledger/entry.js";
import { entryFromReport } from "./ledger/record.js";
import { shortVersion, TEST_VERSION } from "./ledger/test-version.js";
import { terminalLine } from "./render/escape.js";
import { interval, signed } from "./render/format.js";
import { REPORT_MAX_BYTES } from "./github/report-schema.js";

export const LEDGER_USAGE = `usage: heldout-gate ledger show --ledger DIR
       heldout-gate ledger record --ledger DIR --report FILE --kind attempt|merged
                                  [--pr N] [--base SHA] [--head SHA] [--merge SHA]
                                  [--follows TEST_VERSION]

A ledger is a folder with one <test version>.jsonl per frozen test. check --ledger DIR
counts this candidate's attempt on its test version and judges it at that attempt's
level; ledger record then appends the line for the report that run wrote (--kind merged
for a round that was merged, attempt for one that was not). The first line of a new series
names the series it follows, where the comment's trend breaks: --follows, or the folder's
one other series when there is exactly one. show prints every series.`;

const FLAGS = new Set(["ledger", "report", "kind", "pr", "base", "head", "merge", "follows"]);

function parseFlags(argv: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const name = a.startsWith("--") ? a.slice(2) : "";
    if (!FLAGS.has(name)) throw new ConfigError(`ledger: unknown argument "${a}"`);
    const v = argv[++i];
    if (v === undefined || v.startsWith("--"))
      throw new ConfigError(`flag --${name} needs a value`);
    out[name] = v;
  }
  return out;
}

const SHA = /^[0-9a-f]{40}$/;

function commitFlag(f: Record<string, string>, k: "base" | "head" | "merge"): string | null {
  const v = f[k];
  if (v === undefined) return null;
  if (!SHA.test(v)) throw new ConfigError(`--${k} must be a 40-digit commit sha`);
  return v;
}

/** One series as terminal lines: a line per round or attempt, oldest first. */
export function seriesLines(l: Ledger): string[] {
  const out = [
    `test ${shortVersion(l.test_version)} (${l.path}): ${l.entries.length} line(s)`,
    "  round  attempt  PR     kind     delta    CI                  level     verdict",
  ];
  for (const e of l.entries) {
    const level = e.attempt_control ? levelText(e.attempt_control.alpha_j) : "off";
    out.push(
      `  ${String(e.round ?? "-").padEnd(6)} ${String(e.attempt).padEnd(8)} ${(e.pr === null ? "-" : `#${e.pr}`).padEnd(6)} ` +
        `${e.kind.padEnd(8)} ${signed(e.target.delta).padEnd(8)} ${interval(e.target.ci).padEnd(19)} ${level.padEnd(9)} ${e.verdict}`,
    );
  }
  return out.map(terminalLine);
}

/** The test versions with a series in the folder. */
async function seriesIn(dir: string): Promise<string[]> {
  return (await readdir(dir))
    .filter((n) => /^t-[0-9a-f]{64}\.jsonl$/.test(n))
    .sort()
    .map((n) => n.slice(0, -".jsonl".length));
}

/** The series a new one follows: --follows, else the folder's one other series, else none. */
async function followed(dir: string, version: string, flag: string | undefined) {
  if (flag !== undefined) {
    if (!TEST_VERSION.test(flag)) {
      throw new ConfigError("--follows must be a test version (t- and 64 hex digits)");
    }
    if (flag === version) throw new ConfigError("--follows names this series itself");
    return flag;
  }
  const others = (await seriesIn(dir)).filter((v) => v !== version);
  if (others.length === 1) return others[0]!;
  if (others.length > 1) {
    console.log(
      terminalLine(
        `${dir}: ${others.length} other series; pass --follows to say which one this new series follows`,
      ),
    );
  }
  return null;
}

async function show(dir: string): Promise<number> {
  const names = (await seriesIn(dir)).map(ledgerFileName);
  if (names.length === 0) console.log(terminalLine(`${dir}: no ledger files (t-<64 hex>.jsonl)`));
  for (const n of names) {
    const version = n.slice(0, -".jsonl".length);
    const { path, text } = await ledgerText(dir, version);
    try {
      console.log(seriesLines(parseLedger(text, path, version)).join("\n"));
    } catch (e) {
      if (e instanceof LedgerError) throw ledgerStop(e, path);
      throw e;
    }
  }
  return 0;
}

async function record(f: Record<string, string>): Promise<number> {
  const { ledger: dir, report: reportPath, kind } = f;
  if (dir === undefined || reportPath === undefined || (kind !== "attempt" && kind !== "merged")) {
    throw new ConfigError(
      `ledger record needs --ledger DIR, --report FILE and --kind attempt|merged`,
    );
  }
  const pr = f.pr === undefined ? null : Number(f.pr);
  if (pr !== null && !(Number.isInteger(pr) && pr >= 1))
    throw new ConfigError("--pr must be a PR number");
  const bytes = await readFile(reportPath);
  if (bytes.length > REPORT_MAX_BYTES)
    throw new ConfigError(`--report ${reportPath}: over ${REPORT_MAX_BYTES} bytes`);
  // The report schema is loaded only for this command, as report mode does.
  const { reportSchema } = await import("./report/schema.js");
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString("utf8"));
  } catch {
    throw new ConfigError(`--report ${reportPath}: not valid JSON`);
  }
  const parsed = reportSchema.safeParse(value);
  if (!parsed.success)
    throw new ConfigError(`--report ${reportPath}: not a report.json of this version`);
  const version = parsed.data.model?.attempt?.test_version ?? parsed.data.heldout?.test_version;
  if (version === undefined) throw new ConfigError(`--report ${reportPath}: no test version in it`);
  const { path, text } = await ledgerText(dir, version);
  if (text !== "" && f.follows !== undefined) {
    throw new ConfigError(
      `--follows names the series a new one follows; ${path} has lines already`,
    );
  }
  const follows = text === "" ? await followed(dir, version, f.follows) : null;
  try {
    const ledger = parseLedger(text, path, version);
    const entry: LedgerEntry = entryFromReport(parsed.data, bytes, ledger, {
      kind,
      pr,
      follows,
      commits: {
        base: commitFlag(f, "base"),
        head: commitFlag(f, "head"),
        merge: commitFlag(f, "merge"),
      },
      writer: { event: "local", workflow: null, run_id: null },
    });
    await writeFile(path, appendEntry(text, path, entry));
    console.log(
      terminalLine(
        `${path}: appended ${kind}${entry.round === null ? "" : ` round ${entry.round}`}, attempt ${entry.attempt}, verdict ${entry.verdict}`,
      ),
    );
    return 0;
  } catch (e) {
    if (e instanceof LedgerError) {
      const first = e.problems.slice(0, 5).map(formatProblem).join("; ");
      throw new ConfigError(first === "" ? e.message : `${e.message}: ${first}`);
    }
    throw e;
  }
}

export async function ledgerMain(argv: string[]): Promise<number> {
  const [sub, ...rest] = argv;
  if (sub === undefined || sub === "--help" || sub === "-h") {
    console.log(LEDGER_USAGE);
    return sub === undefined ? 2 : 0;
  }
  try {
    const f = parseFlags(rest);
    if (sub === "show") {
      if (f.ledger === undefined) throw new ConfigError("ledger show needs --ledger DIR");
      return await show(f.ledger);
    }
    if (sub === "record") return await record(f);
    throw new ConfigError(`ledger: unknown command "${sub}"\n\n${LEDGER_USAGE}`);
  } catch (e) {
    const msg =
      e instanceof RunStopped ? e.stop.reason : e instanceof Error ? e.message : String(e);
    console.error(terminalLine(`heldout-gate ledger: ${msg}`));
    return 2;
  }
}

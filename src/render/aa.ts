// calibrate --aa's two outputs: the terminal lines and the small versioned JSON a comment,
// a README or a later run can cite (docs/design.md §16). Paths and the check's reasons can
// hold anything the data or the caller put there, so every terminal line is neutralised.
import type { AaRate, AaResult } from "../stats/aa.js";
import { AA_INTERVAL_LEVEL } from "../stats/aa.js";
import { shortVersion } from "../ledger/test-version.js";
import { VERSION } from "../version.js";
import { terminalLine, terminalText } from "./escape.js";
import { level, num, percent } from "./format.js";

export const AA_KIND = "heldout-gate-aa";
export const AA_VERSION = 1;

/** What the run was about, beside the counts. */
export interface AaContext {
  baseline: string;
  heldout: { path: string; test_version: string | null; tasks: number };
  target: string;
  confidence: number;
  seed: number;
  resamples: number;
  splitsAsked: number;
  /** Labelled runs left out as copies of another run, and rows without a run label left out. */
  copiesLeftOut: number;
  unlabelledLeftOut: number;
}

/** Fewer distinct splits than this: the figures are said to rest on few splits. */
export const FEW_SPLITS = 20;

function rateLine(label: string, r: AaRate, n: number): string {
  const nominal = r.nominal === null ? "" : `  nominal <= ${percent(r.nominal)}`;
  return (
    `  ${label.padEnd(34)} ${String(r.count).padStart(5)} / ${n}  ${percent(r.rate).padStart(6)}` +
    `  (${Math.round(100 * AA_INTERVAL_LEVEL)}% ${percent(r.ci[0])}-${percent(r.ci[1])})${nominal}`
  );
}

/** How the arms were made, in words, with what that cannot show. */
export function methodWords(r: AaResult): string[] {
  if (r.method === "rollouts") {
    return [
      `fewer than 4 runs: each task's rollouts within each of the ${r.runs} run(s) were halved at random, ${r.comparisons} times`,
      "both arms share each run's drift, so this A/A cannot see run drift and is optimistic: " +
        "re-run the served model 4 or more times for an A/A that splits runs",
    ];
  }
  const splits = (r.ways ?? 0) / 2;
  const out = r.every_way
    ? [
        `every way of splitting its ${r.runs} runs into two arms of 2 or more: ${splits} split(s), each judged both ways (${r.comparisons} comparisons)`,
      ]
    : [
        `its ${r.runs} runs split at random into two arms of 2 or more, ${r.comparisons} distinct ways of ${r.ways ?? "very many"}`,
      ];
  if (splits < FEW_SPLITS) {
    out.push(
      `only ${splits} distinct split(s) exist, so these figures rest on few splits: read them as rough`,
    );
  }
  return out;
}

export function aaLines(r: AaResult, ctx: AaContext): string[] {
  const v = ctx.heldout.test_version;
  const n = r.comparisons;
  const out = [
    `heldout-gate calibrate --aa: ${terminalText(ctx.baseline, 300)}, ${r.runs} run(s), ${r.tasks} task(s)` +
      (v ? `, test ${shortVersion(v)}` : ""),
    ...methodWords(r),
    `each comparison judged as check judges a candidate (arm B) against its baseline (arm A): ` +
      `target ${terminalText(ctx.target)}, ${level(ctx.confidence)} confidence, attempt control off`,
  ];
  if (ctx.copiesLeftOut > 0) {
    out.push(
      `${ctx.copiesLeftOut} run(s) left out as copies of another run (check counts them once)`,
    );
  }
  if (ctx.unlabelledLeftOut > 0) {
    out.push(`${ctx.unlabelledLeftOut} row(s) without a run label left out of the split`);
  }
  out.push(
    rateLine("would pass", r.pass, n),
    rateLine(`target moved`, r.moved, n),
    rateLine(`target moved the wrong way`, r.moved_the_wrong_way, n),
  );
  for (const g of r.guards) out.push(rateLine(`${terminalText(g.metric, 60)} regressed`, g, n));
  out.push(rateLine("not comparable", r.not_comparable, n));
  const words = Object.entries(r.verdicts)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([w, k]) => `${w} ${k}`);
  out.push(`target verdicts: ${words.join(", ") || "none"}`);
  out.push(
    `median detectable effect: ${r.detectable_median === null ? "none printed" : num(r.detectable_median)}`,
  );
  const top = r.not_comparable_top;
  if (top)
    out.push(`not comparable in ${top.count} comparison(s): ${terminalText(top.reason, 400)}`);
  const high = aboveNominal(r);
  out.push(
    high.length > 0
      ? `ABOVE NOMINAL: ${high.map((h) => terminalText(h, 80)).join(", ")}: nothing changed between the arms, yet the gate said so more often than its rule allows (the interval's lower end is above the nominal rate); its intervals are too narrow for these runs`
      : `nothing changed between the arms, and no rate is above its nominal (a rate whose interval lies above it would mean the gate's intervals are too narrow for these runs)`,
  );
  return out.map(terminalLine);
}

/** The rates whose whole interval lies above the rule's nominal rate. */
export function aboveNominal(r: AaResult): string[] {
  const rates: [string, AaRate][] = [
    ["would pass", r.pass],
    ["target moved", r.moved],
    ["target moved the wrong way", r.moved_the_wrong_way],
    ...r.guards.map((g): [string, AaRate] => [`${g.metric} regressed`, g]),
  ];
  return rates.filter(([, x]) => x.nominal !== null && x.ci[0] > x.nominal).map(([n]) => n);
}

/** The versioned JSON (--json FILE); the same seed and inputs give the same bytes. */
export function aaDocument(r: AaResult, ctx: AaContext): string {
  const doc = {
    kind: AA_KIND,
    version: AA_VERSION,
    tool: { name: "heldout-gate", version: VERSION },
    heldout: ctx.heldout,
    baseline: ctx.baseline,
    settings: {
      target: ctx.target,
      confidence: ctx.confidence,
      seed: ctx.seed,
      rng: "alea",
      resamples: ctx.resamples,
      splits_asked: ctx.splitsAsked,
    },
    method: r.method,
    runs: r.runs,
    tasks: r.tasks,
    comparisons: r.comparisons,
    ways: r.ways,
    every_way: r.every_way,
    few_splits: r.method === "runs" && (r.ways ?? 0) / 2 < FEW_SPLITS,
    sees_run_drift: r.method === "runs",
    left_out: { copied_runs: ctx.copiesLeftOut, unlabelled_rows: ctx.unlabelledLeftOut },
    interval_level: AA_INTERVAL_LEVEL,
    rates: {
      pass: r.pass,
      moved: r.moved,
      moved_the_wrong_way: r.moved_the_wrong_way,
      not_comparable: r.not_comparable,
      guards: r.guards,
    },
    above_nominal: aboveNominal(r),
    target_verdicts: Object.fromEntries(
      Object.entries(r.verdicts).sort((a, b) => (a[0] < b[0] ? -1 : 1)),
    ),
    detectable_median: r.detectable_median,
  };
  return JSON.stringify(doc, null, 2) + "\n";
}

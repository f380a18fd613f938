// The data check: every gate over one pairs (or SFT) file. Each accumulator
// takes rows one at a time, merges with another built on other rows of the same
// file, and gives a result that depends only on the set of rows seen.
import type { CanonicalPair, HeldoutTask, SftRow } from "../io/canonical.js";
import type { DataCheck, DataStatus, GateResult } from "../report.js";
import type { GateSettings } from "../config.js";
import { HeldoutIndex } from "./heldout-index.js";
import { ContaminationGate } from "./contamination.js";
import { IntegrityGate } from "./integrity.js";
import { PairLengthGate, SftLengthGate } from "./length.js";
import { PairStyleGate, SftStyleGate } from "./style.js";
import { PairTruncationGate, SftTruncationGate } from "./truncation.js";
import { RejectionGate } from "./rejection.js";
import { TokenLengthGate, truncationLimits } from "./token-length.js";
import { lintTrainConfig } from "./train-lint.js";
import type { TokenCounter } from "./token-counter.js";
import type { TrainConfig } from "../io/train-config.js";

export { HeldoutIndex } from "./heldout-index.js";

/** The trainer the pairs are for: its config, and how to count tokens against its limits. */
export interface PairTrainCheck {
  config: TrainConfig;
  counter: TokenCounter;
  /** Share of pairs the trainer may cut before the config lint warns. */
  cutShare: number;
}

export interface PairGates {
  /** Feed one pair; true when it is clean (no contamination and no integrity failure). */
  add(pair: CanonicalPair): boolean;
  merge(other: PairGates): void;
  result(): DataCheck;
}

export interface SftGates {
  /** Feed one row; true when it is clean (no contamination). */
  add(row: SftRow): boolean;
  merge(other: SftGates): void;
  result(): DataCheck;
}

// One index per task list and n-gram size, so pair and SFT checks in one run share it.
const built = new WeakMap<readonly HeldoutTask[], Map<number, HeldoutIndex>>();

/** Build the held-out index once and share it between shards (cached per task array). */
export function buildHeldoutIndex(
  heldout: readonly HeldoutTask[],
  settings: GateSettings,
): HeldoutIndex {
  let byN = built.get(heldout);
  if (!byN) {
    byN = new Map();
    built.set(heldout, byN);
  }
  let ix = byN.get(settings.ngram);
  if (!ix) {
    ix = new HeldoutIndex(heldout, settings.ngram);
    byN.set(settings.ngram, ix);
  }
  return ix;
}

function overall(gates: GateResult[]): DataStatus {
  if (gates.some((g) => g.status === "fail")) return "fail";
  if (gates.some((g) => g.status === "warn")) return "warn";
  return "pass";
}

/** A gate that had nothing to look at: its zero counts are no evidence of anything. */
export function notRun(g: GateResult, why: string): GateResult {
  return { ...g, status: "not_run", summary: `not run: ${why}`, findings: [] };
}

/**
 * One file's gate results, with the worst status as the file's. With no rows, or only
 * rows without any text, no gate ran and the file fails: an empty data set proves nothing.
 */
export function dataCheck(
  kind: DataCheck["kind"],
  path: string,
  shape: string,
  rows: number,
  textRows: number,
  gates: GateResult[],
): DataCheck {
  if (rows === 0 || textRows === 0) {
    const why = rows === 0 ? "no valid rows" : `all ${rows} rows are empty`;
    return { kind, path, shape, rows, gates: gates.map((g) => notRun(g, why)), status: "fail" };
  }
  return { kind, path, shape, rows, gates, status: overall(gates) };
}

function shapeOf(shapes: Set<string>, fallback: string): string {
  return shapes.size ? [...shapes].sort().join("+") : fallback;
}

class PairGatesImpl implements PairGates {
  readonly length: PairLengthGate;
  readonly style: PairStyleGate;
  readonly truncation: PairTruncationGate;
  readonly contamination: ContaminationGate;
  readonly integrity: IntegrityGate;
  readonly rejection: RejectionGate;
  readonly tokens: TokenLengthGate | null;
  rows = 0;
  /** Rows with any text at all (prompt or either reply). */
  textRows = 0;
  shapes = new Set<string>();

  constructor(
    readonly settings: GateSettings,
    index: HeldoutIndex,
    readonly file: string,
    readonly train: PairTrainCheck | null = null,
  ) {
    this.length = new PairLengthGate(settings);
    this.style = new PairStyleGate(settings, file);
    this.truncation = new PairTruncationGate(file);
    this.contamination = new ContaminationGate(settings, index, file);
    this.integrity = new IntegrityGate(settings, file);
    this.rejection = new RejectionGate(file, settings.trainStrict ?? false);
    this.tokens = train
      ? new TokenLengthGate(
          train.counter,
          truncationLimits(train.config),
          file,
          settings.trainStrict ?? false,
        )
      : null;
  }

  add(pair: CanonicalPair): boolean {
    this.rows++;
    if (pair.prompt !== "" || pair.chosen !== "" || pair.rejected !== "") this.textRows++;
    this.shapes.add(pair.shape);
    this.length.add(pair);
    this.style.add(pair);
    this.truncation.add(pair);
    this.rejection.add(pair);
    this.tokens?.add(pair);
    const hit = this.contamination.addPair(pair);
    const broken = this.integrity.add(pair);
    return hit === null && !broken;
  }

  merge(other: PairGates): void {
    if (!(other instanceof PairGatesImpl) || other.file !== this.file) {
      throw new Error("pair gates merge only with pair gates over the same file");
    }
    this.rows += other.rows;
    this.textRows += other.textRows;
    for (const s of other.shapes) this.shapes.add(s);
    this.length.merge(other.length);
    this.style.merge(other.style);
    this.truncation.merge(other.truncation);
    this.contamination.merge(other.contamination);
    this.integrity.merge(other.integrity);
    this.rejection.merge(other.rejection);
    if (this.tokens && other.tokens) this.tokens.merge(other.tokens);
  }

  result(): DataCheck {
    const gates: GateResult[] = [
      this.length.result(),
      this.style.result(),
      this.truncation.result(),
      this.contamination.result(),
      this.integrity.result(),
      this.rejection.result(),
    ];
    if (this.train && this.tokens) {
      gates.push(
        this.tokens.result(),
        lintTrainConfig(this.train.config, this.tokens.limits, this.tokens.facts(), {
          cutShare: this.train.cutShare,
          strict: this.settings.trainStrict ?? false,
        }),
      );
    }
    return dataCheck(
      "pairs",
      this.file,
      shapeOf(this.shapes, "pairs"),
      this.rows,
      this.textRows,
      gates,
    );
  }
}

class SftGatesImpl implements SftGates {
  readonly length = new SftLengthGate();
  readonly style: SftStyleGate;
  readonly truncation: SftTruncationGate;
  readonly contamination: ContaminationGate;
  rows = 0;
  /** Rows with any text at all (prompt or completion). */
  textRows = 0;

  constructor(
    settings: GateSettings,
    index: HeldoutIndex,
    readonly file: string,
  ) {
    this.style = new SftStyleGate(settings);
    this.truncation = new SftTruncationGate(file);
    this.contamination = new ContaminationGate(settings, index, file);
  }

  add(row: SftRow): boolean {
    this.rows++;
    if (row.prompt !== "" || row.completion !== "") this.textRows++;
    this.length.add(row);
    this.style.add(row);
    this.truncation.add(row);
    return this.contamination.addSft(row) === null;
  }

  merge(other: SftGates): void {
    if (!(other instanceof SftGatesImpl) || other.file !== this.file) {
      throw new Error("SFT gates merge only with SFT gates over the same file");
    }
    this.rows += other.rows;
    this.textRows += other.textRows;
    this.length.merge(other.length);
    this.style.merge(other.style);
    this.truncation.merge(other.truncation);
    this.contamination.merge(other.contamination);
  }

  result(): DataCheck {
    return dataCheck("sft", this.file, "sft", this.rows, this.textRows, [
      this.length.result(),
      this.style.result(),
      this.truncation.result(),
      this.contamination.result(),
    ]);
  }
}

function asIndex(
  heldout: readonly HeldoutTask[] | HeldoutIndex,
  settings: GateSettings,
): HeldoutIndex {
  return heldout instanceof HeldoutIndex ? heldout : buildHeldoutIndex(heldout, settings);
}

/**
 * Gates for one pairs file. Pass a prebuilt HeldoutIndex when several
 * accumulators (shards) will be merged: they must share it.
 */
export function createPairGates(
  settings: GateSettings,
  heldout: readonly HeldoutTask[] | HeldoutIndex,
  file: string,
  train: PairTrainCheck | null = null,
): PairGates {
  return new PairGatesImpl(settings, asIndex(heldout, settings), file, train);
}

/** Gates for one SFT file: length and style are descriptive; truncation and contamination can fail. */
export function createSftGates(
  settings: GateSettings,
  heldout: readonly HeldoutTask[] | HeldoutIndex,
  file: string,
): SftGates {
  return new SftGatesImpl(settings, asIndex(heldout, settings), file);
}

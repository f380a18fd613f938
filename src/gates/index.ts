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
import { SERVE_DEFAULTS, ServeSkewGate, type ServedProfile } from "./serve-skew.js";
import { TokenLengthGate, truncationLimits } from "./token-length.js";
import { lintTrainConfig } from "./train-lint.js";
import type { TokenCounter } from "./token-counter.js";
import type { TrainConfig } from "../io/train-config.js";
import {
  ChatTemplateGate,
  type ChatTemplate,
  type RenderBudget,
  type TemplateInfo,
  type TemplateRenderer,
} from "./chat-template.js";
import { PAIR_SHAPES } from "../io/shapes.js";
import {
  check,
  int,
  list,
  oneOf,
  versioned,
  STATE_VERSION,
  StateError,
  type Json,
} from "../state/codec.js";

export { HeldoutIndex } from "./heldout-index.js";

/** The trainer the pairs are for: its config, and how to count tokens against its limits. */
export interface PairTrainCheck {
  config: TrainConfig;
  counter: TokenCounter;
  /** Share of pairs the trainer may cut before the config lint warns. */
  cutShare: number;
  /**
   * The tokenizer's chat template, when it has one: with its text when read in this run,
   * without it when rebuilt from shard states (whose renders are done).
   */
  template?: { info: TemplateInfo; text?: ChatTemplate; budget: RenderBudget } | null;
}

export interface PairGates {
  /** Feed one pair; true when it is clean (no contamination and no integrity failure). */
  add(pair: CanonicalPair): boolean;
  merge(other: PairGates): void;
  /** The data check; `served` is what the served agent is given (design §15), when known. */
  result(served?: ServedProfile | null): DataCheck;
  /**
   * Renders the chat template over the first pairs taken (once the file is read, before
   * the state is saved or the result made); nothing without a template.
   */
  renderTemplate(renderer: TemplateRenderer): Promise<void>;
  /**
   * Everything the rows added so far left behind, as versioned JSON (a shard's part). The
   * settings, held-out index, trainer check and file name are not in it: the reader builds
   * gates with the same ones and loads the state into them.
   */
  saveState(): Json;
  /**
   * Load a saved state into these fresh gates (no row added yet), then merge them as usual.
   * The state is untrusted: anything wrong throws a StateError naming its path under `at`.
   */
  loadState(state: unknown, at: string): void;
}

export interface SftGates {
  /** Feed one row; true when it is clean (no contamination). */
  add(row: SftRow): boolean;
  merge(other: SftGates): void;
  /** As PairGates.result. */
  result(served?: ServedProfile | null): DataCheck;
  /** As PairGates.saveState. */
  saveState(): Json;
  /** As PairGates.loadState. */
  loadState(state: unknown, at: string): void;
}

/** The fresh-target, version and kind checks every top-level state load starts with. */
export function openState<K extends string>(
  state: unknown,
  at: string,
  kind: string,
  keys: readonly K[],
  fresh: boolean,
): Record<K | "v" | "kind", unknown> {
  if (!fresh) throw new Error("a state loads only into a fresh accumulator (no rows added yet)");
  return versioned(state, at, kind, keys);
}

const SHAPES = Object.keys(PAIR_SHAPES) as (keyof typeof PAIR_SHAPES)[];

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

const PAIR_PARTS = [
  "rows",
  "text_rows",
  "shapes",
  "length",
  "style",
  "truncation",
  "contamination",
  "integrity",
  "rejection",
  "serve_skew",
  "token_length",
  "chat_template",
] as const;
const SFT_PARTS = [
  "rows",
  "text_rows",
  "length",
  "style",
  "truncation",
  "contamination",
  "serve_skew",
] as const;

class PairGatesImpl implements PairGates {
  readonly length: PairLengthGate;
  readonly style: PairStyleGate;
  readonly truncation: PairTruncationGate;
  readonly contamination: ContaminationGate;
  readonly integrity: IntegrityGate;
  readonly rejection: RejectionGate;
  readonly serve: ServeSkewGate;
  readonly tokens: TokenLengthGate | null;
  readonly template: ChatTemplateGate | null;
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
    this.serve = new ServeSkewGate(settings.serve ?? SERVE_DEFAULTS, file, "pairs");
    this.tokens = train
      ? new TokenLengthGate(
          train.counter,
          truncationLimits(train.config),
          file,
          settings.trainStrict ?? false,
        )
      : null;
    const t = train?.template;
    this.template =
      train && t
        ? new ChatTemplateGate(t.info, file, train.config.assistant_only_loss, t.budget)
        : null;
  }

  async renderTemplate(renderer: TemplateRenderer): Promise<void> {
    const text = this.train?.template?.text;
    if (this.template && text) await this.template.render(text, renderer);
  }

  add(pair: CanonicalPair): boolean {
    this.rows++;
    if (pair.prompt !== "" || pair.chosen !== "" || pair.rejected !== "") this.textRows++;
    this.shapes.add(pair.shape);
    this.length.add(pair);
    this.style.add(pair);
    this.truncation.add(pair);
    this.rejection.add(pair);
    this.serve.addPair(pair);
    this.tokens?.add(pair);
    this.template?.add(pair);
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
    this.serve.merge(other.serve);
    if (this.tokens && other.tokens) this.tokens.merge(other.tokens);
    if (this.template && other.template) this.template.merge(other.template);
  }

  saveState(): Json {
    return {
      v: STATE_VERSION,
      kind: "pairs",
      rows: this.rows,
      text_rows: this.textRows,
      shapes: [...this.shapes].sort(),
      length: this.length.saveState(),
      style: this.style.saveState(),
      truncation: this.truncation.saveState(),
      contamination: this.contamination.saveState(),
      integrity: this.integrity.saveState(),
      rejection: this.rejection.saveState(),
      serve_skew: this.serve.saveState(),
      token_length: this.tokens ? this.tokens.saveState() : null,
      chat_template: this.template ? this.template.saveState() : null,
    };
  }

  loadState(state: unknown, at: string): void {
    const r = openState(state, at, "pairs", PAIR_PARTS, this.rows === 0);
    const rows = int(r.rows, `${at}.rows`);
    const textRows = int(r.text_rows, `${at}.text_rows`, 0, rows);
    const shapes = list(r.shapes, `${at}.shapes`, SHAPES.length, (x, p) => oneOf(x, p, SHAPES));
    check(new Set(shapes).size === shapes.length, `${at}.shapes`, "a shape listed twice");
    check(shapes.length > 0 || rows === 0, `${at}.shapes`, "no shape for the rows");
    this.length.loadState(r.length, `${at}.length`);
    this.style.loadState(r.style, `${at}.style`);
    this.truncation.loadState(r.truncation, `${at}.truncation`);
    this.contamination.loadState(r.contamination, `${at}.contamination`);
    this.integrity.loadState(r.integrity, `${at}.integrity`);
    this.rejection.loadState(r.rejection, `${at}.rejection`);
    this.serve.loadState(r.serve_skew, `${at}.serve_skew`);
    if (this.tokens) {
      if (r.token_length === null) {
        throw new StateError(`${at}.token_length`, "missing, but this run checks token lengths");
      }
      this.tokens.loadState(r.token_length, `${at}.token_length`);
    } else if (r.token_length !== null) {
      throw new StateError(`${at}.token_length`, "present, but this run has no trainer config");
    }
    if (this.template) {
      if (r.chat_template === null) {
        throw new StateError(`${at}.chat_template`, "missing, but this run has a chat template");
      }
      this.template.loadState(r.chat_template, `${at}.chat_template`);
    } else if (r.chat_template !== null) {
      throw new StateError(`${at}.chat_template`, "present, but this run has no chat template");
    }
    // Every gate sees every row: a state whose parts disagree was not made by one run.
    for (const [part, n] of [
      ["length", this.length.seen],
      ["style", this.style.seen],
      ["truncation", this.truncation.seen],
      ["contamination", this.contamination.seen],
      ["integrity", this.integrity.seen],
      ["rejection", this.rejection.seen],
      ["serve_skew", this.serve.seen],
      ["token_length", this.tokens ? this.tokens.seen : rows],
      ["chat_template", this.template ? this.template.seen : rows],
    ] as const) {
      check(n === rows, `${at}.${part}`, `counts ${n} pairs, the state ${rows}`);
    }
    this.rows = rows;
    this.textRows = textRows;
    for (const x of shapes) this.shapes.add(x);
  }

  result(served: ServedProfile | null = null): DataCheck {
    const gates: GateResult[] = [
      this.length.result(),
      this.style.result(),
      this.truncation.result(),
      this.contamination.result(),
      this.integrity.result(),
      this.rejection.result(),
      this.serve.result(served),
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
    if (this.template) gates.push(this.template.result());
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
  readonly serve: ServeSkewGate;
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
    this.serve = new ServeSkewGate(settings.serve ?? SERVE_DEFAULTS, file, "sft");
  }

  add(row: SftRow): boolean {
    this.rows++;
    if (row.prompt !== "" || row.completion !== "") this.textRows++;
    this.serve.addSft(row);
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
    this.serve.merge(other.serve);
  }

  saveState(): Json {
    return {
      v: STATE_VERSION,
      kind: "sft",
      rows: this.rows,
      text_rows: this.textRows,
      length: this.length.saveState(),
      style: this.style.saveState(),
      truncation: this.truncation.saveState(),
      contamination: this.contamination.saveState(),
      serve_skew: this.serve.saveState(),
    };
  }

  loadState(state: unknown, at: string): void {
    const r = openState(state, at, "sft", SFT_PARTS, this.rows === 0);
    const rows = int(r.rows, `${at}.rows`);
    const textRows = int(r.text_rows, `${at}.text_rows`, 0, rows);
    this.length.loadState(r.length, `${at}.length`);
    this.style.loadState(r.style, `${at}.style`);
    this.truncation.loadState(r.truncation, `${at}.truncation`);
    this.contamination.loadState(r.contamination, `${at}.contamination`);
    this.serve.loadState(r.serve_skew, `${at}.serve_skew`);
    for (const [part, n] of [
      ["length", this.length.seen],
      ["style", this.style.seen],
      ["truncation", this.truncation.seen],
      ["contamination", this.contamination.seen],
      ["serve_skew", this.serve.seen],
    ] as const) {
      check(n === rows, `${at}.${part}`, `counts ${n} rows, the state ${rows}`);
    }
    this.rows = rows;
    this.textRows = textRows;
  }

  result(served: ServedProfile | null = null): DataCheck {
    return dataCheck("sft", this.file, "sft", this.rows, this.textRows, [
      this.length.result(),
      this.style.result(),
      this.truncation.result(),
      this.contamination.result(),
      this.serve.result(served),
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

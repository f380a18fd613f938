// Sharded runs (docs/design.md §11): a shard reads its slice of every input (io/slice.ts)
// and keeps what it read as a partial state; merge checks that the states cover every
// slice once, with the same settings and inputs, and judges them as one run would
// (engine.ts finishRun), so the report is the one a single process writes.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { Config } from "../config.js";
import type { FileSummary, HeldoutTask } from "../io/canonical.js";
import { mergeParts, type FilePart } from "../io/file-part.js";
import { describeValue, ProblemCollector } from "../io/problems.js";
import { checkSlice, type Slice } from "../io/slice.js";
import {
  createPairGates,
  createSftGates,
  HeldoutIndex,
  type PairGates,
  type PairTrainCheck,
  type SftGates,
} from "../gates/index.js";
import { UnpairedGates } from "../gates/unpaired.js";
import { SideTally } from "../stats/eval-tally.js";
import { loadLabels, saveLabels } from "../io/labels.js";
import { JudgeSeen, LabelIndex } from "../stats/judge-matches.js";
import { ServedProfile } from "../gates/serve-skew.js";
import type { Report } from "../report.js";
import { VERSION } from "../version.js";
import { savingBinary } from "../state/codec.js";
import { collectRun, finishRun, readOptions, type RunParts } from "../engine.js";
import type { EngineSources } from "./sources.js";
import type { LedgerSource } from "./ledger.js";
import type { ModelParts, SideParts } from "./model-results.js";
import type { TrainingParts } from "./training-data.js";
import {
  shardStateSchema,
  STATE_KIND,
  STATE_VERSION,
  type PartState,
  type RunConfig,
  type ShardStateData,
  type SideState,
} from "./shard-schema.js";

export type { Slice } from "../io/slice.js";

/** A shard's partial state: JSON, versioned, validated when read back (untrusted). */
export type ShardState = ShardStateData;

export class ShardStateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ShardStateError";
  }
}

/** The settings every shard of one run must share: the config without the job's own parts. */
export function runConfig(cfg: Config): RunConfig {
  // The token and the shard key (github) never go into a state; out dir, shard, the merge's
  // count and threads are the job's.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { github, outDir, shard, shards, workers, ...rest } = cfg;
  return rest as RunConfig;
}

/** JSON with every object's keys sorted: the same settings give the same text. */
function sortedJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(sortedJson).join(",")}]`;
  if (v !== null && typeof v === "object") {
    const entries = Object.entries(v as Record<string, unknown>)
      .filter(([, x]) => x !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${sortedJson(x)}`).join(",")}}`;
  }
  return JSON.stringify(v);
}

/** One digest of the tool version and the settings: shards of one run have the same. */
function runKey(config: RunConfig): string {
  return createHash("sha256")
    .update(`${VERSION}\n${sortedJson(config)}`)
    .digest("hex");
}

function savePart(p: FilePart): PartState {
  const s: PartState = {
    summary: p.summary,
    problems: p.problems.saveState(),
    media: p.media,
    notes: p.notes,
    cover: p.cover,
  };
  if (p.tasks) s.tasks = [...p.tasks];
  if (p.runs) s.runs = [...p.runs];
  return s;
}

function saveSide(side: SideParts): SideState {
  return {
    files: side.files,
    path: side.path,
    tally: side.tally.saveState(),
    judge: side.judge?.saveState() ?? null,
    served: side.served?.saveState() ?? null,
    parts: side.parts.map(savePart),
  };
}

/**
 * Reads this shard's slice of every input and returns its partial state. `binary`: for a
 * worker thread of this process, typed arrays stay arrays (codec.ts savingBinary).
 */
export async function buildShardState(
  cfg: Config,
  slice: Slice,
  sources: EngineSources = {},
  binary = false,
): Promise<ShardState> {
  checkSlice(slice, "shard");
  if (cfg.cleanPairs) {
    throw new ShardStateError(
      "clean-pairs cannot be written by a sharded run: each shard sees only its slice of the pairs",
    );
  }
  const parts = await collectRun(cfg, sources, { ...readOptions(cfg), slice });
  const save = () => saveRun(runConfig(cfg), slice, parts);
  return binary ? savingBinary(save) : save();
}

/** The partial state of what one shard (or one worker) read. */
export function saveRun(config: RunConfig, slice: Slice, parts: RunParts): ShardState {
  const { frozen, training, model } = parts;
  const train = training.train;
  return {
    kind: STATE_KIND,
    state_version: STATE_VERSION,
    tool_version: VERSION,
    slice,
    run_key: runKey(config),
    config,
    frozen: {
      summary: frozen.summary,
      heldout: frozen.heldout,
      tasks:
        slice.index === 0 ? frozen.tasks.map((t) => [t.task_id, t.family ?? null, t.line]) : null,
    },
    training: {
      train: train && {
        summary: train.summary,
        config: train.check.config,
        counter: { kind: train.check.counter.kind, method: train.check.counter.method },
        cut_share: train.check.cutShare,
        template: train.check.template
          ? { ...train.check.template.info, budget: train.check.template.budget }
          : null,
      },
      pairs: training.pairs && {
        part: savePart(training.pairs.part),
        gates: training.pairs.gates.saveState(),
        unpaired: training.pairs.unpaired?.saveState() ?? null,
      },
      sft: training.sft && {
        part: savePart(training.sft.part),
        gates: training.sft.gates.saveState(),
      },
      served: training.served && {
        summary: training.served.summary,
        profile: training.served.profile.saveState(),
      },
    },
    model: model && {
      notes: model.notes,
      base: saveSide(model.base),
      cand: saveSide(model.cand),
      regrade: model.regrade && saveSide(model.regrade),
      labels: model.labels && { summary: model.labels.summary, read: saveLabels(model.labels) },
    },
  };
}

/**
 * The key a run's states are sealed with (design §11.3): the shard-key secret bound to one
 * workflow run (`run`: repository and run id; "" on the command line), so a state sealed in
 * another run, or by anything without the secret, is refused.
 */
export function sealKey(secret: string, run: string): Buffer {
  return createHmac("sha256", secret).update(`heldout-gate shard state\n${run}`).digest();
}

const SEAL = ',"seal":"';

function sealOf(key: Buffer, body: string): string {
  return createHmac("sha256", key).update(body).digest("hex");
}

/**
 * The state as the bytes written to a file or an artifact. With a key, the last member is
 * `seal`: an HMAC-SHA256 of the text before it (the state's JSON without the seal).
 */
export function stateJson(state: ShardState, key: Buffer | null = null): string {
  const body = JSON.stringify(state);
  if (key === null) return body + "\n";
  return `${body.slice(0, -1)}${SEAL}${sealOf(key, body)}"}\n`;
}

/** The state's text without its seal, once the seal is checked against the merge's key. */
function unseal(textIn: string, name: string, key: Buffer | null): string {
  const at = textIn.lastIndexOf(SEAL);
  const tail = at < 0 ? "" : textIn.slice(at + SEAL.length);
  const m = /^([0-9a-f]{64})"\}\n?$/.exec(tail);
  if (m === null) {
    if (key === null) return textIn;
    throw new ShardStateError(
      `${name}: the state carries no seal, and this merge has a shard-key: give every shard job the same shard-key`,
    );
  }
  if (key === null) {
    throw new ShardStateError(
      `${name}: the state is sealed, but this merge has no shard-key to check it with: give the merge job the shard jobs' shard-key`,
    );
  }
  const body = `${textIn.slice(0, at)}}`;
  const want = Buffer.from(sealOf(key, body), "hex");
  if (!timingSafeEqual(want, Buffer.from(m[1]!, "hex"))) {
    throw new ShardStateError(
      `${name}: the state's seal does not match: it was not written by a shard job of this workflow run with this shard-key, or it was changed after`,
    );
  }
  return body;
}

/**
 * A state read back from a file (`name` for messages); refused unless it is well formed
 * and, with a key, sealed by it.
 */
export function parseState(textIn: string, name: string, key: Buffer | null = null): ShardState {
  let value: unknown;
  try {
    value = JSON.parse(unseal(textIn, name, key));
  } catch (e) {
    if (e instanceof ShardStateError) throw e;
    throw new ShardStateError(`${name}: not a shard state (not JSON)`);
  }
  const kind = (value as { kind?: unknown } | null)?.kind;
  if (kind !== STATE_KIND) throw new ShardStateError(`${name}: not a heldout-gate shard state`);
  const version = (value as { state_version?: unknown }).state_version;
  if (version !== STATE_VERSION) {
    throw new ShardStateError(
      `${name}: a shard state of version ${String(version)}; this heldout-gate (${VERSION}) reads version ${STATE_VERSION}: run every shard and the merge with the same release`,
    );
  }
  const parsed = shardStateSchema.safeParse(value);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const at = first ? first.path.join(".") : "";
    throw new ShardStateError(
      `${name}: the shard state is malformed at ${at || "its top"}: ${first?.message ?? ""}`,
    );
  }
  const s = parsed.data;
  if (s.slice.index >= s.slice.count) {
    throw new ShardStateError(`${name}: shard ${s.slice.index} of ${s.slice.count} does not exist`);
  }
  if (runKey(s.config) !== s.run_key) {
    throw new ShardStateError(`${name}: the state's settings do not match its run key`);
  }
  return s;
}

/**
 * Refuses a set of states that is not exactly one run's shards, each once; `expect`: the
 * shard count the merging job was given (its own, not the states').
 */
function checkCover(states: readonly ShardState[], partial: boolean, expect?: number): void {
  const first = states[0];
  if (first === undefined) throw new ShardStateError("no shard states to merge");
  const n = first.slice.count;
  if (expect !== undefined && n !== expect) {
    throw new ShardStateError(
      `state 1 is shard ${first.slice.index} of ${n}, but this merge takes the states of ${expect} shards (its shard-count)`,
    );
  }
  const seen = new Map<number, number>();
  states.forEach((s, i) => {
    if (s.run_key !== first.run_key || s.tool_version !== first.tool_version) {
      throw new ShardStateError(
        `state ${i + 1} (shard ${s.slice.index} of ${s.slice.count}) is from another run: its settings or heldout-gate version differ from the first state's`,
      );
    }
    if (
      s.slice.count !== n ||
      s.slice.block !== first.slice.block ||
      s.slice.threads !== first.slice.threads
    ) {
      throw new ShardStateError(
        `state ${i + 1} is shard ${s.slice.index} of ${s.slice.count}, the first is of ${n}: shards of one run share one count`,
      );
    }
    const dup = seen.get(s.slice.index);
    if (dup !== undefined) {
      throw new ShardStateError(
        `shard ${s.slice.index} of ${n} is given twice (states ${dup + 1} and ${i + 1})`,
      );
    }
    seen.set(s.slice.index, i);
  });
  if (partial) return;
  const missing = [...Array(n).keys()].filter((k) => !seen.has(k));
  if (missing.length > 0) {
    throw new ShardStateError(
      `shard${missing.length > 1 ? "s" : ""} ${missing.join(", ")} of ${n} ${missing.length > 1 ? "are" : "is"} missing: every shard's state is needed`,
    );
  }
}

function loadPart(s: PartState, at: string): FilePart {
  const problems = new ProblemCollector(s.summary.path);
  problems.loadState(s.problems, `${at}.problems`);
  const summary: FileSummary = {
    ...s.summary,
    problems: problems.list(),
    problem_count: problems.count,
    problem_groups: problems.groupList(),
  };
  const p: FilePart = { summary, problems, media: s.media, notes: s.notes, cover: s.cover };
  if (s.tasks) p.tasks = new Set(s.tasks);
  if (s.runs) p.runs = new Map(s.runs);
  return p;
}

/**
 * The same file across shards, merged; a shard that read another file is refused. `full`:
 * these are all the run's parts, so they must cover the file's lines exactly once.
 */
function mergeFile(parts: FilePart[], what: string, full: boolean): FilePart {
  let merged: FilePart;
  try {
    merged = mergeParts(parts);
  } catch (e) {
    throw new ShardStateError(`${what}: ${(e as Error).message}`);
  }
  const c0 = parts[0]!.cover;
  for (const p of parts) {
    if (p.cover.whole !== c0.whole || (!c0.whole && p.cover.lines !== c0.lines)) {
      throw new ShardStateError(`${what}: the shards' states disagree on how the file is cut`);
    }
  }
  const { lines, owned } = merged.cover;
  if (full && owned !== lines) {
    throw new ShardStateError(
      `${what}: the shards' states cover ${owned} of its ${lines} ${c0.whole ? "lines (read whole)" : "lines"}: every line must be read by exactly one shard`,
    );
  }
  return merged;
}

function same(states: readonly ShardState[], get: (s: ShardState) => unknown, what: string) {
  const want = JSON.stringify(get(states[0]!));
  states.forEach((s) => {
    if (JSON.stringify(get(s)) !== want) {
      throw new ShardStateError(
        `shard ${s.slice.index} read a different ${what} from shard ${states[0]!.slice.index}`,
      );
    }
  });
}

/** A token counter that only says how it counted: a merge counts no tokens. */
function countedBy(c: { kind: "tokenizer" | "estimate"; method: string }) {
  return {
    kind: c.kind,
    method: c.method,
    encode(): never {
      throw new Error("a merged run counts no tokens");
    },
  };
}

function mergeTraining(
  config: RunConfig,
  ordered: readonly ShardState[],
  full: boolean,
): TrainingParts {
  same(ordered, (s) => s.training.train, "trainer config");
  const t0 = ordered[0]!.training;
  const train: { check: PairTrainCheck; summary: FileSummary } | null = t0.train && {
    check: {
      config: t0.train.config as PairTrainCheck["config"],
      counter: countedBy(t0.train.counter),
      cutShare: t0.train.cut_share,
      template: t0.train.template && {
        info: {
          file: t0.train.template.file,
          source: t0.train.template.source,
          named: t0.train.template.named,
          generation: t0.train.template.generation,
        },
        budget: t0.train.template.budget,
      },
    },
    summary: t0.train.summary,
  };
  // The statistics of the test the gates report are in each gate's state; no text is needed.
  const index = new HeldoutIndex([], config.gates.ngram);
  // Every shard read the whole served-prompts file: they must have read the same one.
  same(ordered, (s) => s.training.served, "served-prompts file");
  let served: TrainingParts["served"] = null;
  if (t0.served) {
    const profile = new ServedProfile("served-prompts");
    profile.loadState(t0.served.profile, "training.served.profile");
    served = { profile, summary: t0.served.summary };
  }
  const out: TrainingParts = { train, pairs: null, sft: null, served };
  if (t0.pairs) {
    const file = t0.pairs.part.summary.path;
    let gates: PairGates | null = null;
    let unpaired: UnpairedGates | null = null;
    const parts: FilePart[] = [];
    for (const s of ordered) {
      const at = `shard ${s.slice.index}: training.pairs`;
      const p = s.training.pairs!;
      parts.push(loadPart(p.part, `${at}.part`));
      const g = createPairGates(config.gates, index, file, train?.check ?? null);
      g.loadState(p.gates, `${at}.gates`);
      if (gates === null) gates = g;
      else gates.merge(g);
      if (p.unpaired !== null) {
        const u = new UnpairedGates(config.gates, index, file);
        u.loadState(p.unpaired, `${at}.unpaired`);
        if (unpaired === null) unpaired = u;
        else unpaired.merge(u);
      }
    }
    out.pairs = { gates: gates!, unpaired, part: mergeFile(parts, file, full) };
  }
  if (t0.sft) {
    const file = t0.sft.part.summary.path;
    let gates: SftGates | null = null;
    const parts: FilePart[] = [];
    for (const s of ordered) {
      const at = `shard ${s.slice.index}: training.sft`;
      parts.push(loadPart(s.training.sft!.part, `${at}.part`));
      const g = createSftGates(config.gates, index, file);
      g.loadState(s.training.sft!.gates, `${at}.gates`);
      if (gates === null) gates = g;
      else gates.merge(g);
    }
    out.sft = { gates: gates!, part: mergeFile(parts, file, full) };
  }
  return out;
}

function mergeSide(
  sides: { state: SideState; shard: number }[],
  what: string,
  index: LabelIndex | null,
  full: boolean,
): SideParts {
  const s0 = sides[0]!.state;
  const tally = new SideTally();
  const arm = what === "candidate" ? "candidate" : "baseline";
  const judge = index === null ? null : new JudgeSeen(index, arm);
  const served = s0.served === null ? null : new ServedProfile("baseline");
  const byFile: FilePart[][] = s0.files.map(() => []);
  for (const { state, shard } of sides) {
    const at = `shard ${shard}: model.${what}`;
    if (JSON.stringify(state.files) !== JSON.stringify(s0.files)) {
      throw new ShardStateError(`${at}: the shards read different ${what} files`);
    }
    const t = new SideTally();
    t.loadState(state.tally, `${at}.tally`);
    tally.merge(t);
    if (judge !== null) {
      const j = new JudgeSeen(index!, arm);
      j.loadState(state.judge, `${at}.judge`);
      judge.merge(j);
    } else if (state.judge !== null) {
      throw new ShardStateError(`${at}: judge rows without a labels file`);
    }
    if ((state.served === null) !== (served === null)) {
      throw new ShardStateError(`${at}: served contexts on one shard's ${what} and not another's`);
    }
    if (served !== null) {
      const p = new ServedProfile("baseline");
      p.loadState(state.served, `${at}.served`);
      served.merge(p);
    }
    if (state.parts.length !== s0.files.length) {
      throw new ShardStateError(
        `${at}: ${state.parts.length} file reads for ${s0.files.length} files`,
      );
    }
    state.parts.forEach((p, i) => byFile[i]!.push(loadPart(p, `${at}.parts.${i}`)));
  }
  return {
    tally,
    files: s0.files,
    path: s0.path,
    parts: byFile.map((ps, i) => mergeFile(ps, s0.files[i]!, full)),
    judge,
    served,
  };
}

function mergeModel(ordered: readonly ShardState[], full: boolean): ModelParts | null {
  const m0 = ordered[0]!.model;
  if (m0 === null) return null;
  same(ordered, (s) => s.model?.notes, "baseline source");
  // Every shard read the whole labels file: they must have read the same one.
  same(ordered, (s) => s.model?.labels, "judge-labels file");
  const labels = m0.labels && loadLabels(m0.labels.read, "model.labels.read", m0.labels.summary);
  const index = labels && new LabelIndex(labels.labels);
  const side = (get: (m: NonNullable<ShardState["model"]>) => SideState | null, what: string) =>
    mergeSide(
      ordered.map((s) => ({ state: get(s.model!)!, shard: s.slice.index })),
      what,
      index,
      full,
    );
  return {
    notes: m0.notes,
    base: side((m) => m.base, "baseline"),
    cand: side((m) => m.cand, "candidate"),
    regrade: m0.regrade ? side((m) => m.regrade, "baseline-regraded") : null,
    labels,
  };
}

/** A Config to judge with, from the settings the shards ran with. */
export function judgeConfig(config: RunConfig): Config {
  return {
    ...(config as unknown as Config),
    outDir: "",
    github: {
      token: "",
      checkName: "",
      comment: false,
      mode: "gate",
      annotations: false,
      retentionDays: 30,
      allowUnsafePrData: false,
      allowOutsideWorkspace: false,
      shardKey: "",
    },
  };
}

/**
 * The merged parts of every shard, in shard order, built with `config`: the merging job's
 * own settings, never a state's (design §11.3). `partial`: the states are some of the
 * slices only (the threads of one shard job), so none is missing.
 */
export function mergeRunParts(
  states: readonly ShardState[],
  config: RunConfig,
  partial = false,
  expect?: number,
): RunParts {
  checkCover(states, partial, expect);
  const ordered = [...states].sort((a, b) => a.slice.index - b.slice.index);
  same(ordered, (s) => s.frozen.summary, "held-out test");
  same(ordered, (s) => s.frozen.heldout, "held-out test");
  const f0 = ordered[0]!.frozen;
  const tasks: HeldoutTask[] = (f0.tasks ?? []).map(([task_id, family, line]) =>
    family === null ? { line, task_id, prompt: "" } : { line, task_id, prompt: "", family },
  );
  try {
    return {
      frozen: { tasks, summary: f0.summary, heldout: f0.heldout },
      training: mergeTraining(config, ordered, !partial),
      model: mergeModel(ordered, !partial),
    };
  } catch (e) {
    if (e instanceof ShardStateError) throw e;
    throw new ShardStateError((e as Error).message);
  }
}

/** The first place two settings differ, as a path (`gates.overlap`), or null. */
function firstDifference(a: unknown, b: unknown, at: string): string | null {
  if (sortedJson(a) === sortedJson(b)) return null;
  const objects = (v: unknown) => v !== null && typeof v === "object" && !Array.isArray(v);
  if (!objects(a) || !objects(b)) return at;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(ra), ...Object.keys(rb)])].sort();
  for (const k of keys) {
    const d = firstDifference(ra[k], rb[k], at === "" ? k : `${at}.${k}`);
    if (d !== null) return d;
  }
  return at;
}

function valueAt(v: unknown, path: string): unknown {
  for (const k of path.split(".")) {
    if (v === null || typeof v !== "object" || !Object.hasOwn(v, k)) return undefined;
    v = (v as Record<string, unknown>)[k];
  }
  return v;
}

/**
 * Refuses a state not run with the merging job's own settings and release: the merge
 * decides by its own inputs, so a state cannot bring looser ones (design §11.3).
 */
function checkSettings(states: readonly ShardState[], own: RunConfig): void {
  states.forEach((s, i) => {
    const which = `state ${i + 1} (shard ${s.slice.index} of ${s.slice.count})`;
    if (s.tool_version !== VERSION) {
      throw new ShardStateError(
        `${which} was written by another heldout-gate release than this merge's (${VERSION}): run every shard and the merge with the same release`,
      );
    }
    const d = firstDifference(own, s.config, "");
    if (d === null) return;
    const shown = (v: unknown) => (v === undefined ? "unset" : describeValue(v));
    throw new ShardStateError(
      `${which} was run with other settings than this merge job: ${d || "the settings"} is ${shown(valueAt(s.config, d))} in the state and ${shown(valueAt(own, d))} here; give the merge job the shard jobs' inputs`,
    );
  });
}

/**
 * The report of the whole run from every shard's state, decided with the merging job's
 * own settings (`own`): a state run with other settings, of another shard count than
 * `own.shards`, or a missing, duplicated or foreign shard is refused with a message naming
 * it. The states' seals are checked when they are read (parseState).
 */
export async function mergeStates(
  states: readonly ShardState[],
  own: Config,
  ledgerAt?: LedgerSource,
): Promise<Report> {
  const config = runConfig(own);
  checkSettings(states, config);
  const parts = mergeRunParts(states, config, false, own.shards ?? undefined);
  return finishRun(judgeConfig(config), parts, ledgerAt);
}

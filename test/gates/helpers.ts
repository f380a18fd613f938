// Shared builders for the gate tests: default settings, a pair factory, and the
// real fixtures turned into canonical pairs without the reader (so these tests
// pin the gates, not the reader's shape detection).
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import type { CanonicalPair, HeldoutTask } from "../../src/io/canonical.js";
import type { GateSettings } from "../../src/config.js";
import { findGate, type FiguresOf, type GateName, type GateResult } from "../../src/report.js";

export const SETTINGS: GateSettings = {
  lengthFailShare: 0.8,
  styleAlpha: 0.05,
  styleMinShare: 0.05,
  stylePhrases: {},
  ngram: 8,
  overlap: 0.8,
  contaminationFields: ["prompt"],
  minMargin: null,
};

/** The named gate among a data check's gates; the test fails when there is none. */
export function gateOf<N extends GateName>(
  gates: readonly GateResult[],
  name: N,
): Extract<GateResult, { name: N }> {
  const g = findGate({ gates }, name);
  if (g === undefined) throw new Error(`no ${name} gate`);
  return g;
}

/**
 * The named gate's figures, narrowed to the variant that carries `key`: "pairs" for a pair
 * file's, "rows" for an SFT file's, "desirable" for an unpaired file's.
 */
export function figuresWith<N extends GateName, K extends string>(
  gates: readonly GateResult[],
  name: N,
  key: K,
): Extract<FiguresOf<N>, Record<K, unknown>> {
  const f = gateOf(gates, name).figures;
  if (!(key in f)) throw new Error(`the ${name} figures have no ${key}`);
  // Checked just above; TypeScript cannot narrow a generic gate's figures by a key.
  return f as Extract<FiguresOf<N>, Record<K, unknown>>;
}

export function settings(over: Partial<GateSettings> = {}): GateSettings {
  return { ...SETTINGS, ...over };
}

export function pair(line: number, over: Partial<CanonicalPair> = {}): CanonicalPair {
  const prompt = over.prompt ?? `question number ${line}`;
  const chosen = over.chosen ?? `a good answer to ${line}.`;
  const rejected = over.rejected ?? `a poor answer to ${line}.`;
  return {
    line,
    shape: "trl-standard",
    prompt,
    chosen,
    rejected,
    prompt_messages: [{ role: "user", content: prompt }],
    chosen_messages: [{ role: "assistant", content: chosen }],
    rejected_messages: [{ role: "assistant", content: rejected }],
    eval_lineage: false,
    prompt_mismatch: false,
    ...over,
  };
}

export function task(
  line: number,
  task_id: string,
  prompt: string,
  over: Partial<HeldoutTask> = {},
): HeldoutTask {
  return { line, task_id, prompt, ...over };
}

const ROOT = new URL("../../fixtures/", import.meta.url);

/** HH-RLHF transcripts: each side's last assistant turn is its completion, the rest the prompt. */
export function hhPairs(): CanonicalPair[] {
  const text = gunzipSync(
    readFileSync(new URL("real/hh-rlhf/harmless-base-test.jsonl.gz", ROOT)),
  ).toString("utf8");
  const TURN = "\n\nAssistant:";
  return text
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l, i) => {
      const r = JSON.parse(l) as { chosen: string; rejected: string };
      const kc = r.chosen.lastIndexOf(TURN);
      const kr = r.rejected.lastIndexOf(TURN);
      const prompt = r.chosen.slice(0, kc).trim();
      const chosen = r.chosen.slice(kc + TURN.length).trim();
      const rejected = r.rejected.slice(kr + TURN.length).trim();
      return pair(i + 1, {
        shape: "transcript",
        prompt,
        chosen,
        rejected,
        prompt_mismatch: r.chosen.slice(0, kc) !== r.rejected.slice(0, kr),
      });
    });
}

/** AgentAlign's 14 step-level pairs (TRL standard strings plus task ids). */
export function agentAlignPairs(): CanonicalPair[] {
  const text = readFileSync(new URL("real/agentalign-v2/dpo_eval.jsonl", ROOT), "utf8");
  return text
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l, i) => {
      const r = JSON.parse(l) as Record<string, unknown>;
      return pair(i + 1, {
        prompt: String(r.prompt),
        chosen: String(r.chosen),
        rejected: String(r.rejected),
        task_id: String(r.task_id),
        step_index: Number(r.step_index),
        reject_reason: String(r.reject_reason),
        source: String(r.source),
      });
    });
}

export function agentAlignTaskIds(): Record<string, string[]> {
  return JSON.parse(
    readFileSync(new URL("real/agentalign-v2/task_ids.json", ROOT), "utf8"),
  ) as Record<string, string[]>;
}

/** A pair drawn by a property test: the fields it varies, each optional where a row may lack it. */
export interface DrawnPair {
  prompt: string;
  chosen: string;
  rejected: string;
  task?: string | undefined;
  scores?: readonly number[] | undefined;
  models?: readonly string[] | undefined;
  lineage: boolean;
  finish?: string | undefined;
  shape?: CanonicalPair["shape"] | undefined;
  /** The rejected side's score in a group of graded samples (`group`), when drawn. */
  rejectedFromGroup?: number | undefined;
}

/** Drawn pairs as canonical pairs on lines 1..n; a group draw carries `group` as its rewards. */
export function drawnPairs(raws: readonly DrawnPair[], group: number[]): CanonicalPair[] {
  return raws.map((r, i) =>
    pair(i + 1, {
      ...(r.shape ? { shape: r.shape } : {}),
      prompt: r.prompt,
      chosen: r.chosen,
      rejected: r.rejected,
      task_id: r.task,
      chosen_score: r.scores?.[0],
      rejected_score: r.scores?.[1],
      chosen_model: r.models?.[0],
      rejected_model: r.models?.[1],
      eval_lineage: r.lineage,
      chosen_finish_reason: r.finish,
      ...(r.rejectedFromGroup === undefined
        ? {}
        : { group_rewards: group, chosen_score: 0.6, rejected_score: r.rejectedFromGroup }),
    }),
  );
}

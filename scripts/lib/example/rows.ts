// Graded rollouts in the whileai row shape (schema_version "1"): steps for the SDK,
// OpenAI-style messages with tool calls for trainers and the product's readers.
import { pyJsonDumps } from "../jsonl.js";
import { rollout, type AgentSpec, type ToolStep } from "./agent.js";
import { judge } from "./judge.js";
import { POLICY, type Ask } from "./world.js";

export interface ToolCall {
  id: string;
  type: "function";
  function: { name: string; arguments: string };
}

export interface RowMessage {
  role: "system" | "user" | "assistant" | "tool";
  content: string;
  tool_calls?: ToolCall[];
  tool_call_id?: string;
  name?: string;
}

export interface GradedRow {
  schema_version: "1";
  scenario_id: string;
  family: string;
  prompt: string;
  rollout_index: number;
  model_version: string;
  reward: number;
  reason: string;
  markers: Record<string, number>;
  lineage: { source: "eval"; eval_run: number } | { source: "grade" };
  steps: ToolStep[];
  final_text: string;
  messages: RowMessage[];
  finish_reason: "stop";
}

/** The conversation a trainer sees: policy, the ask, each tool call and its result, the reply. */
export function messagesOf(
  ask: string,
  steps: readonly ToolStep[],
  finalText: string,
): RowMessage[] {
  const messages: RowMessage[] = [
    { role: "system", content: POLICY },
    { role: "user", content: ask },
  ];
  steps.forEach((step, i) => {
    const id = `call_${String(i).padStart(4, "0")}`;
    messages.push({
      role: "assistant",
      content: "",
      tool_calls: [
        {
          id,
          type: "function",
          function: { name: step.tool, arguments: JSON.stringify(step.arguments) },
        },
      ],
    });
    messages.push({
      role: "tool",
      content: pyJsonDumps(step.result),
      tool_call_id: id,
      name: step.tool,
    });
  });
  messages.push({ role: "assistant", content: finalText });
  return messages;
}

export interface Batch {
  agent: AgentSpec;
  asks: readonly Ask[];
  rollouts: number;
  /** "train" rows carry lineage.source "grade"; eval rows carry source "eval" and the run. */
  kind: "train" | "eval";
  run?: number;
}

/** Every rollout of one batch, graded, in ask order then rollout order. */
export function gradedRows(batch: Batch): GradedRow[] {
  const phase = batch.kind === "train" ? "train" : `eval-${batch.run ?? 0}`;
  const rows: GradedRow[] = [];
  for (const ask of batch.asks) {
    for (let i = 0; i < batch.rollouts; i++) {
      const r = rollout(batch.agent, ask.prompt, i, phase);
      const v = judge(ask.prompt, r.steps);
      rows.push({
        schema_version: "1",
        scenario_id: ask.id,
        family: ask.family,
        prompt: ask.prompt,
        rollout_index: i,
        model_version: batch.agent.model,
        reward: v.reward,
        reason: v.reason,
        markers: v.markers,
        lineage:
          batch.kind === "eval"
            ? { source: "eval", eval_run: batch.run ?? 0 }
            : { source: "grade" },
        steps: r.steps,
        final_text: r.final_text,
        messages: messagesOf(ask.prompt, r.steps, r.final_text),
        finish_reason: "stop",
      });
    }
  }
  return rows;
}

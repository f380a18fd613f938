// tau-bench v1 results and tau2-bench simulations, against a plain recount of the same
// files (JSON.parse, no reader) and the figures that recount gives, written out.
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { F, mean, recordsOf, rowsOf } from "./helpers.js";

const V1 = `${F}/tau-bench/gpt-4o-airline.json.gz`;
const TAU2 = `${F}/tau2-bench/2025-10-13T11-40-16.379079_airline_llm_agent_grok-3_user_simulator_grok-3.json`;

type V1Row = {
  task_id: number;
  reward: number;
  trial: number;
  info: { task: { instruction: string } };
};
const v1 = JSON.parse(gunzipSync(readFileSync(V1)).toString("utf8")) as V1Row[];

type Sim = { task_id: string; trial: number; reward_info: { reward: number } };
const tau2 = JSON.parse(readFileSync(TAU2, "utf8")) as {
  simulations: Sim[];
  tasks: { id: string; user_scenario: { instructions: Record<string, string | null> } }[];
};

describe("tau-bench v1 results", () => {
  it("every rollout is read: task 0 included, trial = run, the recount's 0.420", async () => {
    const { rows, summary, problems } = await rowsOf(V1);
    expect(problems).toEqual([]);
    expect(summary.shape).toBe("tau-bench");
    expect(rows).toHaveLength(v1.length);
    expect(rows.map((r) => [r.task, r.run, r.reward])).toEqual(
      v1.map((x) => [String(x.task_id), String(x.trial), x.reward]),
    );
    expect(mean(rows.map((r) => r.reward))).toBeCloseTo(mean(v1.map((x) => x.reward)), 12);
    // Written out from the recount: 84 of 200 rollouts pass; 21, 22, 20, 21 of 50 per trial.
    expect(mean(rows.map((r) => r.reward))).toBeCloseTo(0.42, 12);
    for (const [trial, passed] of [
      ["0", 21],
      ["1", 22],
      ["2", 20],
      ["3", 21],
    ] as const) {
      const mine = rows.filter((r) => r.run === trial);
      expect([mine.length, mine.reduce((a, r) => a + r.reward, 0)]).toEqual([50, passed]);
    }
    expect(summary.tasks).toBe(50);
    expect(summary.runs).toEqual(["0", "1", "2", "3"]);
    expect(rows.filter((r) => r.task === "0")).toHaveLength(4);
  });

  it("freeze takes each task once, with the user's instruction as its prompt", async () => {
    const { records, problems } = await recordsOf(V1);
    expect(problems).toEqual([]);
    const first = new Map<string, string>();
    for (const x of v1)
      if (!first.has(String(x.task_id))) first.set(String(x.task_id), x.info.task.instruction);
    expect(new Set(records.map((r) => r.task)).size).toBe(50);
    for (const r of records) expect(r.prompt).toBe(first.get(r.task));
  });

  it("a rollout that crashed (info.error) is a problem, not a 0", async () => {
    const row = (id: number, info: object) =>
      JSON.stringify({ task_id: id, reward: 0.0, info, traj: [], trial: 0 });
    const data = Buffer.from(`[${row(0, { error: "rate limited" })}, ${row(1, {})}]`);
    const { rows, problems } = await rowsOf({ name: "tau.json", data });
    expect(rows.map((r) => r.task)).toEqual(["1"]);
    expect(problems).toEqual([
      "tau.json:1: info.error: tau-bench reports an error for this rollout, not a grade: rerun it or remove the row",
    ]);
  });
});

describe("tau2-bench simulations", () => {
  it("rows under simulations[]: task_id, trial = run, reward_info.reward, equal to the recount", async () => {
    const { rows, summary, problems } = await rowsOf(TAU2);
    expect(problems).toEqual([]);
    expect(summary.shape).toBe("tau-bench");
    expect(rows.map((r) => [r.task, r.run, r.reward])).toEqual(
      tau2.simulations.map((s) => [s.task_id, String(s.trial), s.reward_info.reward]),
    );
    // From the recount: task 8 passes all 4 trials, tasks 11, 24 and 32 one each: 7 of 16.
    expect(mean(rows.map((r) => r.reward))).toBeCloseTo(7 / 16, 12);
    expect(summary.tasks).toBe(4);
    expect([...(summary.runs ?? [])].sort()).toEqual(["0", "1", "2", "3"]);
  });

  it("freeze takes the task texts from tasks[]", async () => {
    const { records, problems } = await recordsOf(TAU2);
    expect(problems).toEqual([]);
    const t8 = tau2.tasks.find((t) => t.id === "8")!.user_scenario.instructions;
    const rec = records.find((r) => r.task === "8")!;
    expect(rec.prompt).toContain(t8.reason_for_call!);
    expect(rec.prompt).toContain(t8.known_info!);
    expect(records.every((r) => (r.prompt ?? "") !== "")).toBe(true);
  });

  it("a simulation without reward_info is a problem", async () => {
    const doc = {
      info: {},
      tasks: [],
      simulations: [
        { task_id: "1", trial: 0, termination_reason: "agent_error", reward_info: null },
      ],
    };
    const { rows, problems } = await rowsOf({
      name: "sim.json",
      data: Buffer.from(JSON.stringify(doc, null, 1)),
    });
    expect(rows).toEqual([]);
    expect(problems).toEqual([
      "sim.json:5: reward_info.reward: is missing: this simulation was not graded",
    ]);
  });

  it("a document written on one line reads the same, task texts included", async () => {
    const data = Buffer.from(JSON.stringify(tau2));
    const one = await rowsOf({ name: "sim.json", data });
    const pretty = await rowsOf(TAU2);
    expect(one.problems).toEqual([]);
    const strip = (rows: typeof one.rows) => rows.map((r) => [r.task, r.run, r.reward]);
    expect(strip(one.rows)).toEqual(strip(pretty.rows));
    const frozen = await recordsOf({ name: "sim.json", data });
    expect(frozen.records.every((r) => (r.prompt ?? "") !== "")).toBe(true);
  });
});

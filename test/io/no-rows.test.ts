// A read that yields no rows is a problem with exit 2, never a verdict on nothing (issue 22
// item 5): the message names the file, where rows were looked for and the fields used.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { main } from "../../src/cli.js";
import { captureConsole } from "../helpers/console.js";
import { F, rowsOf } from "./formats/helpers.js";

const TAU2 = `${F}/tau2-bench/2025-10-13T11-40-16.379079_airline_llm_agent_grok-3_user_simulator_grok-3.json`;
const TB = `${F}/terminal-bench/2025-08-25__12-29-38__results.json`;
const tmp = mkdtempSync(join(tmpdir(), "hg-no-rows-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

describe("a read with no rows is a problem", () => {
  it("tau2-bench through fields with a where no simulation matches: 16 left out, one problem", async () => {
    const fields = {
      task: "task_id",
      reward: "reward_info.reward",
      where: "termination_reason:max_steps",
    };
    const r = await rowsOf(TAU2, { fields });
    expect(r.rows).toEqual([]);
    expect(r.summary.left_out?.map((k) => k.count)).toEqual([16]);
    expect(r.problems).toEqual([
      `${TAU2}:0: no rows read from this file (looked for in its arrays at samples, results.results, ` +
        "simulations, results through fields task=task_id, reward=reward_info.reward, " +
        "where=termination_reason:max_steps; 16 met, 16 left out): a file with no rows is refused, " +
        "not judged; check the paths and the where filter",
    ]);
  });

  it("the same file through the same fields without the filter gives its 16 rows and no problem", async () => {
    const r = await rowsOf(TAU2, { fields: { task: "task_id", reward: "reward_info.reward" } });
    expect(r.problems).toEqual([]);
    expect(r.rows).toHaveLength(16);
  });

  it("a results object whose rows sit under a key no reader knows says so, with no row met", async () => {
    const path = join(tmp, "runs.json");
    writeFileSync(
      path,
      JSON.stringify({ runs: [{ task_id: "t1", is_resolved: true }], accuracy: 1 }, null, 2),
    );
    const r = await rowsOf(path, { fields: { task: "task_id", reward: "is_resolved" } });
    expect(r.rows).toEqual([]);
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]).toContain(
      `${path}:0: no rows read from this file (looked for in its arrays at`,
    );
    expect(r.problems[0]).toContain(
      "through fields task=task_id, reward=is_resolved; 0 met, 0 left out)",
    );
    // The file's content is never quoted.
    expect(r.problems[0]).not.toContain("t1");
  });

  it("check exits 2 (bad input), not 1 (a verdict), on a Terminal-Bench file filtered to nothing", async () => {
    const { out } = captureConsole();
    const heldout = "fixtures/example/heldout.jsonl";
    const args = [
      "check",
      "--heldout",
      heldout,
      "--baseline",
      TB,
      "--candidate",
      TB,
      "--out",
      join(tmp, "out"),
    ];
    const fields = "task=task_id,reward=is_resolved,where=failure_mode:no_such_mode";
    expect(await main([...args, "--fields", fields])).toBe(2);
    expect(out.join("\n")).toContain("no rows read from this file");
    vi.restoreAllMocks();
    const again = captureConsole();
    await main([...args, "--fields", "task=task_id,reward=is_resolved"]);
    expect(again.out.join("\n")).toContain("eval, 77 rows, 77 tasks");
    expect(again.out.join("\n")).not.toContain("no rows read");
  });
});

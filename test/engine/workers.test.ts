// Worker threads read slices of one run and the main thread merges their states: the
// report is the one a single thread writes (docs/design.md §11). The threads load the
// TypeScript source through tsx here; the bundle test runs the built CLI with --workers.
import { describe, expect, it } from "vitest";
import { exampleInputs } from "../../src/cli.js";
import { parseConfig } from "../../src/config.js";
import { buildReport, reportJson } from "../../src/engine.js";
import {
  buildReportWithWorkers,
  buildShardStateWithWorkers,
  workerCount,
} from "../../src/engine/workers.js";
import { mergeStates, parseState, stateJson } from "../../src/engine/shard.js";

const EX = "fixtures/example";
const raw = exampleInputs(EX);

describe("worker threads", () => {
  it("three threads write the single thread's report", async () => {
    const cfg = parseConfig(raw);
    const one = reportJson(await buildReport(cfg));
    expect(reportJson(await buildReportWithWorkers(cfg, 3))).toBe(one);
  });

  it("a stopped input stops the threaded run with the same stop", async () => {
    const cfg = parseConfig({ ...raw, pairs: `${EX}/no-such-file.jsonl` });
    const single = await buildReport(cfg).catch((e: unknown) => e);
    const threaded = await buildReportWithWorkers(cfg, 2).catch((e: unknown) => e);
    expect((threaded as Error).name).toBe("RunStopped");
    expect((threaded as Error).message).toBe((single as Error).message);
  });

  it("auto takes the cores only for data big enough to share", () => {
    expect(workerCount("auto", 10 << 20, 4)).toBe(1);
    expect(workerCount("auto", 100 << 20, 4)).toBe(3);
    expect(workerCount("auto", 10 * 2 ** 30, 4)).toBe(4);
    expect(workerCount(8, 0, 2)).toBe(8);
    expect(workerCount(1000, 0, 2)).toBe(64);
  });
});

describe("shards read by threads", () => {
  it("two shard jobs of two threads each merge into the single thread's report", async () => {
    const cfg = parseConfig(raw);
    const one = reportJson(await buildReport(cfg));
    const states = [];
    for (const index of [0, 1]) {
      const s = await buildShardStateWithWorkers(cfg, { index, count: 2, block: 2 }, 2);
      expect(s.slice).toEqual({ index, count: 2, block: 2, threads: 2 });
      states.push(parseState(stateJson(s), `state-${index}.json`));
    }
    expect(reportJson(await mergeStates(states, cfg))).toBe(one);
    // A job read by one thread cut the file otherwise: merge refuses to mix them.
    const alone = await buildShardStateWithWorkers(cfg, { index: 1, count: 2, block: 2 }, 1);
    await expect(mergeStates([states[0]!, alone], cfg)).rejects.toThrow(/share one count/);
  });
});

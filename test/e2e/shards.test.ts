// run() in shard and merge modes: each shard job writes and uploads its state and posts
// nothing; the merge job finds the states in the same run's artifacts and posts as gate
// mode does. The engine's sharding is a stand-in here (its own tests live with it); the
// report the stand-in merges to is a real one, so the posting path is the real one.
import { existsSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseConfig, type Config } from "../../src/config.js";
import * as engine from "../../src/engine.js";
import * as shardEngine from "../../src/engine/shard.js";
import { ShardStateError, type ShardState, type Slice } from "../../src/engine/shard.js";
import type { EngineSources } from "../../src/engine/sources.js";
import { run, type Engine, type ShardEngine } from "../../src/main.js";
import type { Report } from "../../src/report.js";
import { FakeGitHub } from "../github/fake-api.js";
import {
  fakeArtifacts,
  fakeRunner,
  HEAD,
  makeWorld,
  prEvent,
  restoreRunnerAfterEach,
  runDeps,
  type World,
  expectPostedPass,
} from "./runner.js";

restoreRunnerAfterEach();

type Artifacts = ReturnType<typeof fakeArtifacts>;

const dataInputs = (w: World): Record<string, string> => ({
  heldout: w.file("heldout.jsonl"),
  baseline: w.file("before.jsonl"),
  candidate: w.file("after.jsonl"),
  "graded-by": "program",
  resamples: "1000",
});

/** The report a merge of the example world's shards stands for, built by the real engine. */
async function wholeReport(w: World): Promise<Report> {
  return engine.buildReport(parseConfig(dataInputs(w)), {});
}

/**
 * The engine's shard functions as the contract describes them: a state per slice, parsed
 * back only when it is one, merged only when every slice of one count is there once.
 */
function standIn(merged: Report | (() => Report)) {
  const built: { slice: Slice; sources: EngineSources; cfg: Config }[] = [];
  const mergedStates: ShardState[][] = [];
  const shards: ShardEngine = {
    async buildShardState(cfg, slice, sources = {}) {
      built.push({ cfg, slice, sources });
      return { kind: "heldout-gate-shard", state_version: 1, slice, run_key: "k" } as ShardState;
    },
    stateJson: (state) => JSON.stringify(state) + "\n",
    sealKey: () => Buffer.alloc(32),
    parseState(text, name) {
      const v = JSON.parse(text) as ShardState;
      if (v.kind !== "heldout-gate-shard") throw new ShardStateError(`${name}: not a shard state`);
      return v;
    },
    async mergeStates(states) {
      mergedStates.push([...states]);
      const count = states[0]!.slice.count;
      for (let i = 0; i < count; i++) {
        if (!states.some((s) => s.slice.index === i)) {
          throw new ShardStateError(`shard ${i} of ${count} is missing`);
        }
      }
      return typeof merged === "function" ? merged() : structuredClone(merged);
    },
  };
  return { shards, built, mergedStates };
}

/** The real engine, recording whether a report was built from data files. */
function watchedEngine() {
  const calls: string[] = [];
  const e: Engine = {
    ...engine,
    async buildReport(...args) {
      calls.push("buildReport");
      return engine.buildReport(...args);
    },
  };
  return { engine: async () => e, calls };
}

/** One shard job of a four-shard run, on its own runner, into the run's artifacts. */
async function shardJob(
  w: World,
  index: number,
  arts: Artifacts,
  shards: ShardEngine,
  fake = new FakeGitHub(),
  extra: Record<string, string> = {},
) {
  const runner = fakeRunner(
    w,
    { name: "pull_request", payload: prEvent(w) },
    {
      ...dataInputs(w),
      mode: "shard",
      "shard-index": String(index),
      "shard-count": "4",
      "out-dir": join(w.root, `shard-${index}`),
      "github-token": "ghs_t",
      ...extra,
    },
  );
  const watched = watchedEngine();
  const res = await run(runDeps(fake, arts, { shards: async () => shards, ...watched }));
  const seen = {
    res,
    outputs: runner.outputs(),
    summary: runner.summary(),
    stdout: runner.stdout(),
    exitCode: process.exitCode,
    engineCalls: watched.calls,
  };
  runner.restore();
  return seen;
}

function mergeRunner(w: World, extra: Record<string, string> = {}) {
  return fakeRunner(
    w,
    { name: "pull_request", payload: prEvent(w) },
    {
      ...dataInputs(w),
      mode: "merge",
      "shard-count": "4",
      "github-token": "ghs_t",
      "out-dir": join(w.root, "merged"),
      ...extra,
    },
  );
}

describe("run() in shard mode", () => {
  it("writes and uploads its state, sets state-path, and posts nothing", async () => {
    const w = makeWorld();
    const fake = new FakeGitHub();
    const arts = fakeArtifacts();
    const s = standIn(await wholeReport(w));
    const job = await shardJob(w, 2, arts, s.shards, fake);
    expect(job.res.verdict).toBe("none");
    expect(job.exitCode).not.toBe(1);
    const path = join(w.root, "shard-2", "state-2-of-4.json");
    expect(job.res.statePath).toBe(path);
    expect(job.outputs).toEqual({ "state-path": path });
    expect(JSON.parse(readFileSync(path, "utf8"))).toEqual({
      kind: "heldout-gate-shard",
      state_version: 1,
      slice: { index: 2, count: 4 },
      run_key: "k",
    });
    expect(arts.uploads).toEqual([
      { name: "heldout-gate-state-heldout-gate-2-of-4", files: [path], retentionDays: 30 },
    ]);
    // No check run, no comment, not even a look at the PR: the merge job posts.
    expect(fake.requests).toEqual([]);
    expect(job.res.checkRunId).toBeNull();
    expect(job.engineCalls).toEqual([]);
    expect(job.summary).toContain("heldout-gate: shard 2 of 4 (0 to 3) built its state");
    expect(job.summary).toContain("`heldout-gate-state-heldout-gate-2-of-4`");
    expect(job.stdout).not.toMatch(/^::error::/m);
  });

  it("fails, not exits 0, when it cannot hand its state to the merge job", async () => {
    const w = makeWorld();
    const s = standIn(await wholeReport(w));
    const inputs = {
      ...dataInputs(w),
      mode: "shard",
      "shard-index": "0",
      "shard-count": "2",
      "out-dir": join(w.root, "shard-0"),
    };
    const ev = { name: "pull_request", payload: prEvent(w) };
    // No artifact service on this runner: the state cannot reach the merge job.
    let runner = fakeRunner(w, ev, inputs, { ACTIONS_RUNTIME_TOKEN: undefined });
    const arts = fakeArtifacts();
    let res = await run(runDeps(new FakeGitHub(), arts, { shards: async () => s.shards }));
    expect(res.verdict).toBe("error");
    expect(process.exitCode).toBe(1);
    expect(runner.stdout()).toMatch(
      /^::error::heldout-gate: shard 0 of 2 wrote .* but cannot upload it for the merge job: the runner gave this step no artifact service/m,
    );
    expect(runner.summary()).toContain("shard 0 of 2 (0 to 1) stopped.");
    expect(arts.uploads).toEqual([]);
    runner.restore();
    // The service is there but refuses the upload.
    runner = fakeRunner(w, ev, inputs);
    const broken = fakeArtifacts();
    const load = async () => ({
      ...(await broken.load()),
      uploadArtifact: async () => {
        throw new Error("503 from the artifact service");
      },
    });
    res = await run(
      runDeps(new FakeGitHub(), broken, { shards: async () => s.shards, artifacts: load }),
    );
    expect(res.verdict).toBe("error");
    expect(process.exitCode).toBe(1);
    expect(runner.stdout()).toMatch(
      /^::error::heldout-gate: shard 0 of 2 wrote .* but could not upload it as "heldout-gate-state-heldout-gate-0-of-2"/m,
    );
  });

  it("reads the frozen files at the PR's base commit as gate mode does", async () => {
    const w = makeWorld();
    const s = standIn(await wholeReport(w));
    await shardJob(w, 0, fakeArtifacts(), s.shards);
    expect(s.built).toHaveLength(1);
    expect(s.built[0]!.slice).toEqual({ index: 0, count: 4 });
    expect(s.built[0]!.cfg.shard).toEqual({ index: 0, count: 4 });
    expect(s.built[0]!.sources.heldoutAtBase?.name).toBe(
      `${w.file("heldout.jsonl")}@${w.baseSha.slice(0, 12)}`,
    );
    const [baseline] = s.built[0]!.sources.baselineFiles ?? [];
    expect(typeof baseline === "string" ? baseline : baseline?.name).toBe(
      `${w.file("before.jsonl")}@${w.baseSha.slice(0, 12)}`,
    );
  });

  it("fails, saying why in the log and the summary, when the state cannot be built", async () => {
    const w = makeWorld();
    const arts = fakeArtifacts();
    const s = standIn(await wholeReport(w));
    s.shards.buildShardState = async () => {
      throw new ShardStateError("pairs: the slice cannot be cut <b>here</b>");
    };
    const job = await shardJob(w, 1, arts, s.shards);
    expect(job.res.verdict).toBe("error");
    expect(job.exitCode).toBe(1);
    expect(job.stdout).toMatch(/^::error::heldout-gate: pairs: the slice cannot be cut/m);
    expect(job.summary).toContain("shard 1 of 4 (0 to 3) stopped.");
    expect(job.summary).toContain("the slice cannot be cut");
    expect(job.summary).not.toContain("<b>");
    expect(arts.uploads).toEqual([]);
    expect(job.outputs).toEqual({});
  });

  it("refuses a data file that leads out of the workspace before any state is built", async () => {
    const w = makeWorld();
    const secret = join(w.root, "secret.jsonl");
    writeFileSync(secret, "{}\n");
    symlinkSync(secret, w.file("evil.jsonl"));
    const s = standIn(await wholeReport(w));
    const job = await shardJob(w, 0, fakeArtifacts(), s.shards, new FakeGitHub(), {
      pairs: w.file("evil.jsonl"),
    });
    expect(job.exitCode).toBe(1);
    expect(job.stdout).toMatch(/^::error::heldout-gate: input "pairs": .*outside the workspace/m);
    expect(s.built).toEqual([]);
  });

  it("is refused on pull_request_target for a fork, as gate mode is", async () => {
    const w = makeWorld();
    const s = standIn(await wholeReport(w));
    const runner = fakeRunner(
      w,
      { name: "pull_request_target", payload: prEvent(w, { fork: true }) },
      { ...dataInputs(w), mode: "shard", "shard-index": "0", "shard-count": "2" },
    );
    const res = await run(
      runDeps(new FakeGitHub(), fakeArtifacts(), { shards: async () => s.shards }),
    );
    expect(res.verdict).toBe("error");
    expect(runner.stdout()).toMatch(
      /::error::heldout-gate: refusing mode "shard" on pull_request_target/,
    );
    expect(s.built).toEqual([]);
  });
});

describe("run() in merge mode", () => {
  it("with the real engine: four shard jobs and a merge post the report gate mode posts", async () => {
    const w = makeWorld();
    const arts = fakeArtifacts();
    for (const i of [2, 0, 3, 1]) await shardJob(w, i, arts, shardEngine);
    const merged = new FakeGitHub();
    // report.json records the merge job's rule (design §13): it is given the shards' policy input.
    const mr = mergeRunner(w, { "graded-by": "program" });
    await run(runDeps(merged, arts, { shards: async () => shardEngine }));
    const mergedReport = readFileSync(mr.outputs()["report-path"] as string, "utf8");
    mr.restore();
    const gated = new FakeGitHub();
    const gr = fakeRunner(
      w,
      { name: "pull_request", payload: prEvent(w) },
      { ...dataInputs(w), "github-token": "ghs_t", "out-dir": join(w.root, "gate") },
    );
    await run(runDeps(gated, fakeArtifacts()));
    const gateReport = readFileSync(gr.outputs()["report-path"] as string, "utf8");
    gr.restore();
    expect(mergedReport).toBe(gateReport);
    expect(merged.comments.get(7)?.[0]?.body).toBe(gated.comments.get(7)?.[0]?.body);
  });

  it("with a shard-key: sealed states merge to gate mode's report, and the key is in no output", async () => {
    const KEY = "zq-shard-key-not-for-logs-42";
    const w = makeWorld();
    const arts = fakeArtifacts();
    const seen: string[] = [];
    for (const i of [1, 3, 0, 2]) {
      const job = await shardJob(w, i, arts, shardEngine, new FakeGitHub(), { "shard-key": KEY });
      seen.push(job.stdout, job.summary, JSON.stringify(job.outputs));
      seen.push(readFileSync(job.res.statePath as string, "utf8"));
    }
    const merged = new FakeGitHub();
    const mr = mergeRunner(w, { "shard-key": KEY });
    await run(runDeps(merged, arts, { shards: async () => shardEngine }));
    const mergedReport = readFileSync(mr.outputs()["report-path"] as string, "utf8");
    seen.push(mr.stdout(), mr.summary(), JSON.stringify(mr.outputs()), mergedReport);
    seen.push(JSON.stringify(merged.requests), JSON.stringify(arts.uploads));
    expect(mr.stdout()).not.toContain("merge without shard-key");
    mr.restore();
    const gr = fakeRunner(
      w,
      { name: "pull_request", payload: prEvent(w) },
      { ...dataInputs(w), "github-token": "ghs_t", "out-dir": join(w.root, "gate") },
    );
    await run(runDeps(new FakeGitHub(), fakeArtifacts()));
    const gateReport = readFileSync(gr.outputs()["report-path"] as string, "utf8");
    gr.restore();
    expect(mergedReport).toBe(gateReport);
    // The runner is told to mask the key (::add-mask::); nothing else shows it.
    const shown = seen.map((t) => t.split(`::add-mask::${KEY}`).join(""));
    expect(shown.join("\n").length).toBeGreaterThan(1000);
    for (const t of shown) expect(t).not.toContain(KEY);
  });

  it("with a shard-key, a state not sealed by this run's shard jobs fails the merge", async () => {
    const KEY = "zq-shard-key-not-for-logs-42";
    const w = makeWorld();
    const arts = fakeArtifacts();
    for (const i of [0, 2, 3]) {
      await shardJob(w, i, arts, shardEngine, new FakeGitHub(), { "shard-key": KEY });
    }
    // Shard 1's state uploaded by a step that does not have the key.
    await shardJob(w, 1, arts, shardEngine);
    const merged = new FakeGitHub();
    const mr = mergeRunner(w, { "shard-key": KEY });
    await run(runDeps(merged, arts, { shards: async () => shardEngine }));
    expect(mr.stdout()).toMatch(
      /::error::heldout-gate: .*heldout-gate-state-heldout-gate-1-of-4: the state carries no seal/,
    );
    // Errors are not verdicts (design §5): the run stops with the reason, nothing is judged.
    expect(mr.outputs().verdict).toBe("error");
    expect(merged.comments.get(7)?.[0]?.body).toContain("**ERROR** · stopped:");
    mr.restore();
    // Without a key the merge warns that any step of the run could have written a state.
    const open = mergeRunner(w);
    await run(runDeps(new FakeGitHub(), arts, { shards: async () => shardEngine }));
    expect(open.stdout()).toMatch(/::warning::.*merge without shard-key/);
    open.restore();
  });

  it("merges the four shards of this run and posts the check run and comment as gate mode does", async () => {
    const w = makeWorld();
    const arts = fakeArtifacts();
    const s = standIn(await wholeReport(w));
    for (const i of [3, 1, 0, 2]) await shardJob(w, i, arts, s.shards);
    // Other artifacts of the run: another gate's states and verdict, and someone else's.
    arts.add("heldout-gate-state-heldout-gate-7b-0-of-1", { "state-0-of-1.json": "{}" });
    arts.add("heldout-gate-heldout-gate-7b", { "report.json": "{}" });
    arts.add("coverage", { "lcov.info": "" });
    const before = arts.downloads.length;
    const fake = new FakeGitHub();
    const runner = mergeRunner(w);
    const watched = watchedEngine();
    const res = await run(runDeps(fake, arts, { shards: async () => s.shards, ...watched }));

    expect(res.verdict).toBe("pass");
    expect(process.exitCode).not.toBe(1);
    // Only the four states were downloaded, and merged in slice order; no data was read.
    expect(arts.downloads.slice(before).sort()).toEqual([100, 101, 102, 103]);
    expect(s.mergedStates).toHaveLength(1);
    expect(s.mergedStates[0]!.map((x) => x.slice.index)).toEqual([0, 1, 2, 3]);
    expect(watched.calls).toEqual([]);
    // Posted like gate mode: check run on the head, one sticky comment, outputs, artifact.
    expectPostedPass(fake);
    const out = runner.outputs();
    expect(out.verdict).toBe("pass");
    expect(out["target-verdict"]).toBe("moved");
    expect(out["check-run-id"]).toBe(String(fake.checkRuns[0]?.id));
    const report = JSON.parse(readFileSync(out["report-path"] as string, "utf8"));
    expect(report.github).toEqual({
      repository: "acme/models",
      pr_number: 7,
      head_sha: HEAD,
      check_name: "heldout-gate",
    });
    expect(arts.uploads.at(-1)?.name).toBe("heldout-gate-heldout-gate");
    expect(arts.uploads.at(-1)?.files.map((f) => f.split("/").pop())).toEqual([
      "report.json",
      "comment.md",
    ]);
    expect(runner.summary().length).toBeGreaterThan(200);
    expect(fake.violations).toEqual([]);
  });

  it("says what the PR changes in the baseline by this job's baseline input, not a state's", async () => {
    const w = makeWorld();
    const arts = fakeArtifacts();
    const s = standIn(await wholeReport(w));
    for (const i of [0, 1, 2, 3]) await shardJob(w, i, arts, s.shards);
    // The PR edits the baseline file; its states name a file the PR leaves alone.
    writeFileSync(w.file("before.jsonl"), readFileSync(w.file("after.jsonl"), "utf8"));
    const forged: ShardEngine = {
      ...s.shards,
      parseState: (text, name, key) => ({
        ...s.shards.parseState(text, name, key),
        config: { baseline: w.file("heldout.jsonl") } as ShardState["config"],
      }),
    };
    const runner = mergeRunner(w);
    const res = await run(runDeps(new FakeGitHub(), arts, { shards: async () => forged }));
    const report = JSON.parse(readFileSync(res.reportPath as string, "utf8"));
    expect(report.binding.baseline).toEqual({
      added: [],
      removed: [],
      changed: [w.file("before.jsonl")],
      allowed: false,
    });
    runner.restore();
  });

  it("mirrors a failing merged verdict into the step result, last", async () => {
    const w = makeWorld();
    const arts = fakeArtifacts();
    const whole = await wholeReport(w);
    whole.decision = {
      ...whole.decision,
      pass: false,
      conclusion: "failure",
      headline: "FAIL: planted",
    };
    const s = standIn(whole);
    for (const i of [0, 1, 2, 3]) await shardJob(w, i, arts, s.shards);
    const fake = new FakeGitHub();
    const runner = mergeRunner(w);
    const res = await run(runDeps(fake, arts, { shards: async () => s.shards }));
    expect(res.verdict).toBe("fail");
    expect(process.exitCode).toBe(1);
    expect(fake.checkRuns[0]?.conclusion).toBe("failure");
    const cmds = runner.stdout().match(/^::(error|warning|notice)[^\n]*/gm) ?? [];
    expect(cmds.at(-1)).toBe("::error::heldout-gate: FAIL: planted");
  });

  it("a ShardStateError stops the run: verdict error, its message in the log, the summary and an ERROR check", async () => {
    const w = makeWorld();
    const arts = fakeArtifacts();
    const s = standIn(await wholeReport(w));
    for (const i of [0, 1, 3]) await shardJob(w, i, arts, s.shards);
    const fake = new FakeGitHub();
    const runner = mergeRunner(w);
    const res = await run(runDeps(fake, arts, { shards: async () => s.shards }));
    expect(res.verdict).toBe("error");
    expect(process.exitCode).toBe(1);
    expect(runner.stdout()).toMatch(
      /^::error::heldout-gate: ERROR: stopped: shard 2 of 4 is missing$/m,
    );
    expect(runner.summary()).toContain("⛔ **ERROR** · stopped: shard 2 of 4 is missing");
    expect(fake.checkRuns).toHaveLength(1);
    expect(fake.checkRuns[0]).toMatchObject({ conclusion: "failure" });
    expect(fake.checkRuns[0]?.output.title).toBe("ERROR: stopped: shard 2 of 4 is missing");
    expect(runner.outputs().verdict).toBe("error");
    expect(fake.violations).toEqual([]);
  });

  it("a malformed state is refused by name", async () => {
    const w = makeWorld();
    const arts = fakeArtifacts();
    arts.add("heldout-gate-state-heldout-gate-0-of-1", { "state-0-of-1.json": '{"kind":"x"}' });
    const s = standIn(await wholeReport(w));
    const runner = mergeRunner(w);
    await run(runDeps(new FakeGitHub(), arts, { shards: async () => s.shards }));
    expect(runner.stdout()).toMatch(
      /^::error::heldout-gate: ERROR: stopped: heldout-gate-state-heldout-gate-0-of-1: not a shard state$/m,
    );
    expect(s.mergedStates).toEqual([]);
  });

  it("a hostile value in a state reaches the log as one plain line", async () => {
    const w = makeWorld();
    const arts = fakeArtifacts();
    // Its version is echoed in the refusal: here it carries controls and a command.
    const state = {
      kind: "heldout-gate-shard",
      state_version: "\u001b[2J\u202eevil\n::warning::x",
    };
    arts.add("heldout-gate-state-heldout-gate-0-of-1", {
      "state-0-of-1.json": JSON.stringify(state),
    });
    const runner = mergeRunner(w);
    await run(runDeps(new FakeGitHub(), arts, { shards: async () => shardEngine }));
    const out = runner.stdout();
    expect(out).toMatch(
      /^::error::heldout-gate: ERROR: stopped: heldout-gate-state-heldout-gate-0-of-1: .*evil/m,
    );
    expect(out).not.toContain("\u001b");
    expect(out).not.toContain("\u202e");
    expect(out).not.toMatch(/^::warning::x/m);
  });

  it("refuses a state whose slice is not the one its artifact's name says", async () => {
    const w = makeWorld();
    const arts = fakeArtifacts();
    const state = {
      kind: "heldout-gate-shard",
      state_version: 1,
      slice: { index: 1, count: 2 },
      run_key: "k",
    };
    arts.add("heldout-gate-state-heldout-gate-0-of-2", {
      "state-0-of-2.json": JSON.stringify(state),
    });
    const s = standIn(await wholeReport(w));
    const runner = mergeRunner(w);
    await run(runDeps(new FakeGitHub(), arts, { shards: async () => s.shards }));
    expect(runner.stdout()).toMatch(
      /::error::heldout-gate: ERROR: stopped: artifact "heldout-gate-state-heldout-gate-0-of-2" holds the state of shard 1 of 2/,
    );
    expect(s.mergedStates).toEqual([]);
  });

  it("refuses over the caps before downloading anything", async () => {
    const w = makeWorld();
    const s = standIn(await wholeReport(w));
    const big = fakeArtifacts();
    big.add("heldout-gate-state-heldout-gate-0-of-1", {}, 2 ** 30 + 1);
    let runner = mergeRunner(w);
    await run(runDeps(new FakeGitHub(), big, { shards: async () => s.shards }));
    expect(runner.stdout()).toMatch(
      /::error::heldout-gate: ERROR: stopped: .*over the 1073741824-byte cap/,
    );
    expect(runner.summary()).toContain("⛔ **ERROR** · stopped:");
    expect(big.downloads).toEqual([]);
    runner.restore();

    const many = fakeArtifacts();
    for (let i = 0; i < 256; i++) many.add(`heldout-gate-state-heldout-gate-${i}-of-256`, {});
    many.add("heldout-gate-state-heldout-gate-0-of-200", {});
    runner = mergeRunner(w);
    await run(runDeps(new FakeGitHub(), many, { shards: async () => s.shards }));
    expect(runner.stdout()).toMatch(
      /::error::heldout-gate: ERROR: stopped: this run has 257 shard states .*over the 256/,
    );
    expect(many.downloads).toEqual([]);
  });

  it("says what it looked for when the run has no states of its check name", async () => {
    const w = makeWorld();
    const arts = fakeArtifacts();
    arts.add("heldout-gate-state-nightly-0-of-1", { "state-0-of-1.json": "{}" });
    const s = standIn(await wholeReport(w));
    const runner = mergeRunner(w);
    await run(runDeps(new FakeGitHub(), arts, { shards: async () => s.shards }));
    expect(runner.stdout()).toMatch(
      /::error::heldout-gate: ERROR: stopped: this run has no shard states of check "heldout-gate" \(artifacts named heldout-gate-state-heldout-gate-<index>-of-<count>\)/,
    );
    expect(arts.downloads).toEqual([]);
  });

  it("needs the artifact service: on GHES it refuses with the reason", async () => {
    const w = makeWorld();
    const arts = fakeArtifacts();
    const s = standIn(await wholeReport(w));
    const runner = fakeRunner(
      w,
      { name: "pull_request", payload: prEvent(w) },
      { mode: "merge", "shard-count": "4", "github-token": "ghs_t" },
      {
        GITHUB_SERVER_URL: "https://git.acme.corp",
        GITHUB_API_URL: "https://git.acme.corp/api/v3",
      },
    );
    await run(runDeps(new FakeGitHub(), arts, { shards: async () => s.shards }));
    expect(runner.stdout()).toMatch(
      /::error::heldout-gate: ERROR: stopped: mode "merge" reads the shards' states from this run's artifacts: artifacts are not available on GitHub Enterprise Server/,
    );
    expect(arts.loads()).toBe(0);
  });

  it("a merge the engine stops on an input posts a stopped report, as gate mode does", async () => {
    const w = makeWorld();
    const arts = fakeArtifacts();
    const s = standIn(() => {
      const e = new Error('input "resamples": too many draws') as Error & { stop: object };
      e.name = "RunStopped";
      e.stop = { input: "resamples", path: null, reason: "too many draws" };
      throw e;
    });
    for (const i of [0, 1, 2, 3]) await shardJob(w, i, arts, s.shards);
    const fake = new FakeGitHub();
    const runner = mergeRunner(w);
    const res = await run(runDeps(fake, arts, { shards: async () => s.shards }));
    expect(res.verdict).toBe("error");
    const report = JSON.parse(readFileSync(res.reportPath as string, "utf8"));
    expect(report.stopped).toEqual({ input: "resamples", path: null, reason: "too many draws" });
    expect(report.decision.verdict).toBe("error");
    expect(fake.checkRuns[0]?.conclusion).toBe("failure");
    expect(fake.comments.get(7)?.[0]?.body).toContain('the run stopped on input "resamples"');
    expect(existsSync(join(w.root, "merged", "comment.md"))).toBe(true);
    expect(runner.outputs().verdict).toBe("error");
  });
});

// Forged shard states (issue 24.2, docs/design.md §11.3): a merge decides with its own
// settings and shard count, proves the states cover every line of every input once, and,
// with a shard-key, takes only states sealed by this run's shard jobs. Each forgery below
// merged to a report before; each is refused here with a message that says why.
import { describe, expect, it } from "vitest";
import { exampleInputs } from "../../src/cli.js";
import { parseConfig } from "../../src/config.js";
import { buildReport, reportJson } from "../../src/engine.js";
import {
  buildShardState,
  mergeStates,
  parseState,
  sealKey,
  stateJson,
} from "../../src/engine/shard.js";

const raw = exampleInputs("fixtures/example");
const SECRET = "a-secret-of-this-repository";
const RUN = "acme/models#1234";
const KEY = sealKey(SECRET, RUN);

const own = (inputs: Record<string, string>, count: number) =>
  parseConfig({ ...inputs, mode: "merge", "shard-count": String(count) });

/** The state texts of shards 0..count-1, as each shard job writes them. */
async function texts(
  inputs: Record<string, string>,
  count: number,
  block: number,
  key: Buffer | null = null,
): Promise<string[]> {
  const cfg = parseConfig(inputs);
  const out: string[] = [];
  for (let index = 0; index < count; index++) {
    out.push(stateJson(await buildShardState(cfg, { index, count, block }), key));
  }
  return out;
}

const parsed = (ts: string[], key: Buffer | null = null) =>
  ts.map((t, i) => parseState(t, `state-${i}`, key));

describe("an honest sharded run still merges to the single run's report", () => {
  it("sealed states, merged with the same key, give the report's bytes", async () => {
    const want = reportJson(await buildReport(parseConfig(raw)));
    const states = parsed(await texts(raw, 3, 5, KEY), KEY);
    expect(reportJson(await mergeStates(states.reverse(), own(raw, 3)))).toBe(want);
  });
});

describe("merge refuses a forged state", () => {
  it("looser settings: a state run (and keyed) with a looser overlap threshold", async () => {
    const loose = parsed(await texts({ ...raw, "contamination-overlap": "0.99" }, 2, 5));
    // The state is well formed and its run key matches its own settings: only the
    // merge's own settings can tell it is not the rule this repository set.
    await expect(mergeStates(loose, own(raw, 2))).rejects.toThrow(
      /state 1 \(shard 0 of 2\) was run with other settings than this merge job: gates\.overlap is 0\.99 in the state and 0\.8 here/,
    );
  });

  it("one shard relabelled as the only one (its rows judged alone)", async () => {
    const [first] = await texts(raw, 2, 5);
    const alone = parseState(
      first!.replace('"slice":{"index":0,"count":2', '"slice":{"index":0,"count":1'),
      "s",
    );
    await expect(mergeStates([alone], own(raw, 2))).rejects.toThrow(
      /state 1 is shard 0 of 1, but this merge takes the states of 2 shards/,
    );
    // A merge job told the wrong count still sees that the lines are not all covered.
    await expect(mergeStates([alone], own(raw, 1))).rejects.toThrow(
      /the shards' states cover 5 of its 8 lines: every line must be read by exactly one shard/,
    );
  });

  it("a missing part: another cut's shard spliced in covers other lines", async () => {
    const three = await texts(raw, 3, 5);
    const four = await texts(raw, 4, 5);
    const spliced = four[1]!.replace(
      '"slice":{"index":1,"count":4',
      '"slice":{"index":1,"count":3',
    );
    const states = parsed([three[0]!, spliced, three[2]!]);
    await expect(mergeStates(states, own(raw, 3))).rejects.toThrow(
      /cover \d+ of its \d+ lines: every line must be read by exactly one shard/,
    );
  });

  it("a duplicated part: shard 0's state given again as shard 1", async () => {
    const [a, , c] = await texts(raw, 3, 5);
    const again = a!.replace('"slice":{"index":0,"count":3', '"slice":{"index":1,"count":3');
    await expect(mergeStates(parsed([a!, again, c!]), own(raw, 3))).rejects.toThrow(
      /cover \d+ of its \d+ lines: every line must be read by exactly one shard/,
    );
  });

  it("a different input digest in one state", async () => {
    const [a, b] = await texts(raw, 2, 5);
    const digest = /"path":"fixtures\/example\/after\.jsonl"[^}]*?"sha256":"([0-9a-f]{64})"/.exec(
      b!,
    )![1]!;
    const forged = b!.replaceAll(digest, "0".repeat(64));
    await expect(mergeStates(parsed([a!, forged]), own(raw, 2))).rejects.toThrow(
      /fixtures\/example\/after\.jsonl: the shards read different files/,
    );
  });

  it("sealed: edited figures, a state of another run, and a state with no seal", async () => {
    const [a, b] = await texts(raw, 2, 5, KEY);
    // Any edit breaks the seal: here a count in the candidate's tally.
    const edited = b!.replace(/"rows":(\d+)/, (_, n: string) => `"rows":${Number(n) - 1}`);
    expect(edited).not.toBe(b);
    expect(() => parseState(edited, "state-1", KEY)).toThrow(
      /state-1: the state's seal does not match: it was not written by a shard job of this workflow run/,
    );
    // The same secret, another workflow run: its states are refused here.
    const [, other] = await texts(raw, 2, 5, sealKey(SECRET, "acme/models#1235"));
    expect(() => parseState(other!, "state-1", KEY)).toThrow(/seal does not match/);
    // A state with the seal cut off, and a sealed state read by a merge without a key.
    const [plain] = await texts(raw, 2, 5);
    expect(() => parseState(plain!, "state-0", KEY)).toThrow(
      /state-0: the state carries no seal, and this merge has a shard-key/,
    );
    expect(() => parseState(a!, "state-0", null)).toThrow(
      /state-0: the state is sealed, but this merge has no shard-key/,
    );
    // The key itself is in no state.
    expect(a).not.toContain(KEY.toString("hex"));
    expect(a).not.toContain(SECRET);
  });
});

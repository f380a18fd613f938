import { describe, expect, it } from "vitest";
import {
  appendEntry,
  entryLine,
  LedgerError,
  onlyAppends,
  packTaskMeans,
  parseLedger,
  unpackTaskMeans,
} from "../../src/ledger/entry.js";
import { formatProblem } from "../../src/io/problems.js";
import { entry, VERSION } from "./entries.js";
import { testVersion } from "../../src/ledger/test-version.js";

const PATH = "ledger/t.jsonl";

/** The problems a ledger text is refused with, as `file:line: field: reason`. */
function refusal(text: string): string[] {
  try {
    parseLedger(text, PATH, VERSION);
  } catch (err) {
    if (err instanceof LedgerError) return err.problems.map(formatProblem);
    throw err;
  }
  return [];
}

describe("ledger lines", () => {
  it("parse back to the entries written, in order", () => {
    let text = "";
    text = appendEntry(text, PATH, entry());
    text = appendEntry(text, PATH, entry({ candidate: "c2", attempt: 2 }));
    text = appendEntry(
      text,
      PATH,
      entry({
        candidate: "c2",
        attempt: 2,
        kind: "merged",
        round: 1,
        writer: { event: "push", workflow: "gate", run_id: 43 },
      }),
    );
    const l = parseLedger(text, PATH, VERSION);
    expect(l.entries.map((e) => [e.kind, e.round, e.attempt])).toEqual([
      ["attempt", null, 1],
      ["attempt", null, 2],
      ["merged", 1, 2],
    ]);
    expect(l.entries.map(entryLine).join("")).toBe(text);
  });

  it("an empty ledger is a new series", () => {
    expect(parseLedger("", PATH, VERSION).entries).toEqual([]);
  });

  it("refuse a line a pull-request job wrote, naming the file, line and field", () => {
    const pr = { event: "pull_request", workflow: "gate", run_id: 9 };
    const text = entryLine(entry()) + entryLine(entry({ candidate: "c9", attempt: 2, writer: pr }));
    expect(refusal(text)).toEqual([
      `${PATH}:2: writer.event: written by a pull-request job; only a push, workflow_run, local job writes the ledger (a PR reads it at its base)`,
    ]);
    const target = { event: "pull_request_target", workflow: null, run_id: null };
    expect(() => appendEntry("", PATH, entry({ writer: target }))).toThrow(LedgerError);
    expect(refusal(entryLine(entry({ writer: { ...pr, event: "schedule" } })))).toEqual([
      `${PATH}:1: writer.event: written by a job of another event; only a push, workflow_run, local job writes the ledger (a PR reads it at its base)`,
    ]);
  });

  it("only a series' first line names the series it follows, and never itself", () => {
    const other = testVersion([{ task_id: "t9", prompt: "q" }], "grader@1");
    const first = entry({ follows: other });
    expect(parseLedger(entryLine(first), PATH, VERSION).entries[0]!.follows).toBe(other);
    // Absent stays absent: an old line is the same bytes.
    expect(entryLine(entry())).not.toContain("follows");
    expect(
      refusal(
        entryLine(entry()) + entryLine(entry({ candidate: "c2", attempt: 2, follows: other })),
      ),
    ).toEqual([`${PATH}:2: follows: only a series' first line names the series it follows`]);
    expect(refusal(entryLine(entry({ follows: VERSION })))).toEqual([
      `${PATH}:1: follows: a series cannot follow itself`,
    ]);
    expect(refusal(`${JSON.stringify({ ...entry(), follows: "t-1" })}\n`)[0]).toMatch(
      `${PATH}:1: follows: expected t- and 64 hex digits`,
    );
  });

  it("refuse attempts out of order, a skipped round and a round on an attempt", () => {
    expect(refusal(entryLine(entry({ attempt: 2 })))).toEqual([
      `${PATH}:1: attempt: a new candidate is attempt 1 (the candidates above are 0)`,
    ]);
    expect(refusal(entryLine(entry()) + entryLine(entry({ attempt: 2 })))).toEqual([
      `${PATH}:2: attempt: this candidate is attempt 1, as its first line says`,
    ]);
    expect(
      refusal(
        entryLine(
          entry({
            kind: "merged",
            round: 2,
            writer: { event: "push", workflow: null, run_id: null },
          }),
        ),
      ),
    ).toEqual([`${PATH}:1: round: expected round 1, the next after the merged rounds above`]);
    expect(refusal(entryLine(entry({ round: 1 })))).toEqual([
      `${PATH}:1: round: only a merged round has a round number`,
    ]);
  });

  it("refuse a line of another test version, bad JSON, a bad field and a cut last line", () => {
    const other = `t-${"0".repeat(64)}`;
    expect(refusal(entryLine(entry({ test_version: other })))).toEqual([
      `${PATH}:1: test_version: belongs to another test version's ledger`,
    ]);
    expect(refusal('{"ledger": 1, "secret-token-abc\n')[0]).toMatch(
      /^ledger\/t\.jsonl:1: not valid JSON/,
    );
    expect(refusal('{"ledger": 1, "secret-token-abc\n')[0]).not.toContain("secret");
    const bad = entryLine(entry()).replace('"verdict":"fail"', '"verdict":"maybe-secret-words"');
    const r = refusal(bad);
    expect(r).toHaveLength(1);
    expect(r[0]).toMatch(/^ledger\/t\.jsonl:1: verdict: /);
    expect(r[0]).not.toContain("secret");
    expect(refusal(entryLine(entry()).trimEnd())).toEqual([
      `${PATH}:1: the last line has no newline: the file was cut while written, or edited by hand`,
    ]);
  });

  it("refuse per-task means that do not match their hash", () => {
    const e = entry();
    const other = packTaskMeans(
      "pass_at_1",
      new Map([
        ["t1", 0.25],
        ["t2", 0.75],
      ]),
    );
    const tampered = { ...e, task_means: { ...e.task_means, deflate: other.deflate } };
    expect(refusal(entryLine(tampered))).toEqual([
      `${PATH}:1: task_means: the packed per-task means do not inflate to the list their sha256 names`,
    ]);
  });

  it("pack per-task means so they unpack to the same map, whatever the order given", () => {
    const m = new Map([
      ["b", 1 / 3],
      ["a", 0.1],
      ["c", 1],
    ]);
    const p = packTaskMeans("pass_at_1", m);
    expect(p.tasks).toBe(3);
    expect(packTaskMeans("pass_at_1", new Map([...m].reverse()))).toEqual(p);
    expect([...unpackTaskMeans(p)!]).toEqual([
      ["a", 0.1],
      ["b", 1 / 3],
      ["c", 1],
    ]);
  });

  it("a ledger may only grow at its end", () => {
    const one = entryLine(entry());
    const two = one + entryLine(entry({ candidate: "c2", attempt: 2 }));
    expect(onlyAppends(one, two)).toBe(true);
    expect(onlyAppends(two, one)).toBe(false);
    expect(onlyAppends(one, entryLine(entry({ candidate: "c2" })))).toBe(false);
  });
});

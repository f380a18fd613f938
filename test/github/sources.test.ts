import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/config.js";
import type { RunContext } from "../../src/github/context.js";
import {
  frozenSources,
  loadReport,
  readCapped,
  readPayload,
  StepError,
} from "../../src/github/sources.js";

const dir = mkdtempSync(join(tmpdir(), "hg-src-"));

const ctx: RunContext = {
  eventName: "push",
  owner: "acme",
  repo: "models",
  prNumber: null,
  headSha: null,
  baseSha: null,
  isFork: false,
  triggeringRunId: null,
  triggeringEvent: null,
  triggeringWorkflowPath: null,
  runUrl: null,
  triggeringRunUrl: null,
};

describe("readCapped", () => {
  it("reads small files and refuses big ones unread", async () => {
    const p = join(dir, "f.txt");
    writeFileSync(p, "hello");
    expect((await readCapped(p, 5, "file")).toString()).toBe("hello");
    await expect(readCapped(p, 4, "file")).rejects.toThrow(/5 bytes, over the 4-byte cap/);
  });
});

describe("readPayload", () => {
  it("takes a missing path or file as an empty payload, and refuses non-JSON", async () => {
    expect(await readPayload(undefined)).toEqual({});
    expect(await readPayload(join(dir, "absent.json"))).toEqual({});
    const bad = join(dir, "bad.json");
    writeFileSync(bad, "{");
    await expect(readPayload(bad)).rejects.toThrow(StepError);
    const ok = join(dir, "ok.json");
    writeFileSync(ok, '{"a":1}');
    expect(await readPayload(ok)).toEqual({ a: 1 });
  });
});

describe("frozenSources", () => {
  it("reads nothing outside a pull request", async () => {
    const cfg = parseConfig({ heldout: "h.jsonl", pairs: "p.jsonl" });
    const never = async () => {
      throw new Error("git must not run");
    };
    expect(await frozenSources(cfg, ctx, null, {}, never, () => {})).toEqual({
      sources: {},
      baseline: null,
    });
  });
});

describe("frozenSources with several baseline files", () => {
  it("reads the base commit's baseline set; says what the PR edits, adds and removes", async () => {
    const ws = mkdtempSync(join(tmpdir(), "hg-ws-"));
    mkdirSync(join(ws, "runs"));
    const row = (r: number) => `{"task_id":"t","reward":${r}}\n`;
    writeFileSync(join(ws, "h.jsonl"), '{"task_id":"t","prompt":"p"}\n');
    writeFileSync(join(ws, "runs/a.jsonl"), row(1)); // as at the base
    writeFileSync(join(ws, "runs/b.jsonl"), row(1)); // edited by the PR (0 at the base)
    writeFileSync(join(ws, "runs/c.jsonl"), row(1)); // new in the PR
    const atBase: Record<string, string> = {
      "h.jsonl": '{"task_id":"t","prompt":"p"}\n',
      "runs/a.jsonl": row(1),
      "runs/b.jsonl": row(0),
      "runs/d.jsonl": row(0), // removed by the PR
    };
    const git = async (args: string[]) => {
      if (args[0] === "cat-file") return { ok: true as const, data: Buffer.alloc(0) };
      if (args[0] === "ls-tree") {
        return { ok: true as const, data: Buffer.from(Object.keys(atBase).join("\0") + "\0") };
      }
      const rel = args[1]!.split(":./")[1]!;
      const text = atBase[rel];
      return text === undefined
        ? { ok: false as const, stderr: `fatal: path '${rel}' exists on disk, but not in 'x'` }
        : { ok: true as const, data: Buffer.from(text) };
    };
    const cfg = parseConfig({
      heldout: join(ws, "h.jsonl"),
      baseline: `${ws}/runs/*.jsonl`,
      candidate: join(ws, "h.jsonl"),
    });
    const pr = { ...ctx, baseSha: "a".repeat(40), prNumber: 1 };
    const warned: string[] = [];
    const { sources: s, baseline } = await frozenSources(
      cfg,
      pr,
      null,
      { GITHUB_WORKSPACE: ws },
      git,
      (m) => warned.push(m),
    );
    const names = s.baselineFiles!.map((f) => (typeof f === "string" ? f : f.name));
    const sha = "a".repeat(12);
    // The base's set: the file only the head's glob picks up does not enter.
    expect(names).toEqual([
      `${ws}/runs/a.jsonl@${sha}`,
      `${ws}/runs/b.jsonl@${sha}`,
      `${ws}/runs/d.jsonl@${sha}`,
    ]);
    const b = s.baselineFiles![1]!;
    expect(typeof b === "string" ? "" : b.data.toString()).toBe(row(0));
    expect(baseline).toEqual({
      added: [`${ws}/runs/c.jsonl`],
      removed: [`${ws}/runs/d.jsonl`],
      changed: [`${ws}/runs/b.jsonl`],
    });
    expect(s.notes).toEqual([
      `baseline ${ws}/runs/a.jsonl read at the PR's base commit`,
      `this PR edits the baseline ${ws}/runs/b.jsonl; the gate compared against the base commit's version`,
      `this PR removes the baseline ${ws}/runs/d.jsonl; the base commit's copy was read`,
      `this PR adds the baseline ${ws}/runs/c.jsonl; it is not at the base commit`,
    ]);
    expect(warned).toEqual(s.notes!.slice(1));
  });

  it("without git's tree, the head's matches are read at the base and the note says removals were not looked for", async () => {
    const ws = mkdtempSync(join(tmpdir(), "hg-ws-"));
    mkdirSync(join(ws, "runs"));
    writeFileSync(join(ws, "h.jsonl"), '{"task_id":"t","prompt":"p"}\n');
    writeFileSync(join(ws, "runs/a.jsonl"), '{"task_id":"t","reward":1}\n');
    const git = async (args: string[]) => {
      if (args[0] === "ls-tree") return { ok: false as const, stderr: "fatal: not a tree" };
      if (args[0] === "cat-file") return { ok: true as const, data: Buffer.alloc(0) };
      return { ok: true as const, data: Buffer.from('{"task_id":"t","reward":1}\n') };
    };
    const cfg = parseConfig({
      heldout: join(ws, "h.jsonl"),
      baseline: `${ws}/runs/*.jsonl`,
      candidate: join(ws, "h.jsonl"),
    });
    const pr = { ...ctx, baseSha: "a".repeat(40), prNumber: 1 };
    const { sources, baseline } = await frozenSources(
      cfg,
      pr,
      null,
      { GITHUB_WORKSPACE: ws },
      git,
      () => {},
    );
    expect(baseline).toEqual({ added: [], removed: [], changed: [] });
    expect(sources.notes?.[0]).toMatch(
      /^git cannot list the base commit's tree, so baseline files this PR removes from .* were not looked for/,
    );
  });
});

describe("loadReport", () => {
  it("needs a report path or a triggering run", async () => {
    const cfg = parseConfig({ mode: "report" });
    const load = async () => {
      throw new Error("artifact client must not load");
    };
    await expect(loadReport(cfg, ctx, {}, load, "n")).rejects.toThrow(/needs the input "report"/);
  });

  it("names the file it cannot read", async () => {
    const cfg = parseConfig({ mode: "report", report: join(dir, "nope.json") });
    await expect(loadReport(cfg, ctx, {}, async () => ({}) as never, "n")).rejects.toThrow(
      /cannot read the report .*nope.json/,
    );
  });
});

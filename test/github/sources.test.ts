import { mkdtempSync, writeFileSync } from "node:fs";
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
    expect(await frozenSources(cfg, ctx, null, {}, never, () => {})).toEqual({});
  });
});

describe("frozenSources with several baseline files", () => {
  it("reads the held-out file at the base, and says (log and report) that the listed baselines come from the PR head", async () => {
    const cfg = parseConfig({
      heldout: "h.jsonl",
      baseline: "runs/a.jsonl\nruns/b.jsonl",
      candidate: "c.jsonl",
    });
    const asked: string[][] = [];
    const git = async (args: string[]) => {
      asked.push(args);
      return { ok: true as const, data: Buffer.from('{"task_id":"t","prompt":"p"}\n') };
    };
    const warned: string[] = [];
    const pr = { ...ctx, baseSha: "a".repeat(40), prNumber: 1 };
    const s = await frozenSources(cfg, pr, null, { GITHUB_WORKSPACE: process.cwd() }, git, (m) =>
      warned.push(m),
    );
    expect(s.heldoutAtBase?.data.toString()).toContain('"task_id":"t"');
    expect(s.baselineAtBase).toBeUndefined();
    expect(asked.filter((a) => a[0] === "show").map((a) => a[1])).toEqual([
      `${"a".repeat(40)}:./h.jsonl`,
    ]);
    const msg =
      "baseline-from-base reads one named file; the baseline input names several files or a pattern, so they were read from the PR head";
    expect(warned).toEqual([msg]);
    expect(s.notes).toEqual([msg]);
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

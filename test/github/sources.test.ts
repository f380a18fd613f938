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

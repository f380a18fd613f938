// Several files per side: lists, globs, and how runs are labelled across files.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { expandFiles, fileList, globFiles } from "../../src/io/files.js";
import type { EvalRow } from "../../src/io/canonical.js";
import { readEvalSide } from "../../src/io/read.js";

const tmp = mkdtempSync(join(tmpdir(), "hg-files-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const limits = { maxLineBytes: 1 << 20, maxFileBytes: 1 << 30, maxRows: 1e6 };

function put(rel: string, text: string): string {
  const p = join(tmp, rel);
  mkdirSync(join(p, ".."), { recursive: true });
  writeFileSync(p, text);
  return p;
}

describe("file lists and globs", () => {
  put("runs/a/r1.jsonl", "");
  put("runs/a/r2.jsonl", "");
  put("runs/b/r3.jsonl", "");
  put("runs/b/notes.txt", "");
  put("runs/.hidden/r4.jsonl", "");

  it("splits a newline-separated list", () => {
    expect(fileList(" a.jsonl \n\n b.jsonl\n")).toEqual(["a.jsonl", "b.jsonl"]);
  });

  it("expands *, ? and ** in sorted order, skipping hidden directories", async () => {
    expect(await globFiles(`${tmp}/runs/a/*.jsonl`)).toEqual([
      `${tmp}/runs/a/r1.jsonl`,
      `${tmp}/runs/a/r2.jsonl`,
    ]);
    expect(await globFiles(`${tmp}/runs/**/r?.jsonl`)).toEqual([
      `${tmp}/runs/a/r1.jsonl`,
      `${tmp}/runs/a/r2.jsonl`,
      `${tmp}/runs/b/r3.jsonl`,
    ]);
    expect(await globFiles(`${tmp}/runs/*/r[12].jsonl`)).toEqual([
      `${tmp}/runs/a/r1.jsonl`,
      `${tmp}/runs/a/r2.jsonl`,
    ]);
  });

  it("keeps literal paths as given, and says when a pattern matches nothing", async () => {
    expect(await expandFiles(`x.jsonl\n${tmp}/runs/b/*.jsonl`, "baseline")).toEqual([
      "x.jsonl",
      `${tmp}/runs/b/r3.jsonl`,
    ]);
    await expect(expandFiles(`${tmp}/none/*.jsonl`, "candidate")).rejects.toThrow(
      `input "candidate": no file matches ${tmp}/none/*.jsonl`,
    );
  });
});

/** A side's rows as the reader hands them on, with the file index of each. */
async function sideRows(files: string[], role: "baseline" | "candidate") {
  const rows: EvalRow[] = [];
  const fileIndex: number[] = [];
  const side = await readEvalSide(files, role, limits, (r, file) => {
    rows.push(r);
    fileIndex.push(file);
  });
  return { ...side, rows, fileIndex };
}

describe("a side read from several files", () => {
  const row = (task: string, reward: number, run?: string) =>
    JSON.stringify({ task_id: task, reward, ...(run ? { lineage: { eval_run: run } } : {}) });

  it("each file is one run, labelled by its path", async () => {
    const a = put("side/a.jsonl", `${row("t1", 1)}\n${row("t2", 0)}\n`);
    const b = put("side/b.jsonl", `${row("t1", 0)}\n${row("t2", 0)}\n`);
    const side = await sideRows([a, b], "baseline");
    expect(side.rows.map((r) => [r.task, r.run])).toEqual([
      ["t1", a],
      ["t2", a],
      ["t1", b],
      ["t2", b],
    ]);
    expect(side.fileIndex).toEqual([0, 0, 1, 1]);
    expect(side.files).toEqual([a, b]);
    expect(side.summaries.map((s) => s.path)).toEqual([a, b]);
    expect(side.path).toBe(`${a} (and 1 more)`);
  });

  it("rows that carry a run keep it: a run split over two files stays one run", async () => {
    const a = put("shard/a.jsonl", `${row("t1", 1, "r1")}\n`);
    const b = put("shard/b.jsonl", `${row("t2", 1, "r1")}\n`);
    const side = await sideRows([a, b], "baseline");
    expect(side.rows.map((r) => r.run)).toEqual(["r1", "r1"]);
  });

  it("one file alone keeps its rows as they are (no run label added)", async () => {
    const a = put("one/a.jsonl", `${row("t1", 1)}\n`);
    const side = await sideRows([a], "baseline");
    expect(side.rows.map((r) => r.run)).toEqual([undefined]);
    expect(side.path).toBe(a);
  });

  it("runs numbered within a file (promptfoo repeats) are kept apart per file", async () => {
    const pf = (vars: object) =>
      JSON.stringify({
        testIdx: 0,
        promptIdx: 0,
        provider: { id: "echo" },
        success: true,
        score: 1,
        testCase: { vars },
      });
    const a = put("pf/a.jsonl", `${pf({ q: 1 })}\n${pf({ q: 1 })}\n`);
    const b = put("pf/b.jsonl", `${pf({ q: 1 })}\n`);
    const side = await sideRows([a, b], "candidate");
    expect(side.rows.map((r) => r.run)).toEqual([`${a}#1`, `${a}#2`, `${b}#1`]);
  });
});

// Parquet files read as the same rows as JSONL (docs/design.md §15). Every file here is
// written at test time by hyparquet-writer (test/helpers/parquet.ts).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { main } from "../../src/cli.js";
import type { CanonicalPair, SftRow } from "../../src/io/canonical.js";
import { readStep } from "../../src/io/parquet.js";
import { formatProblem } from "../../src/io/problems.js";
import {
  readEvalRows,
  readHeldout,
  streamPairs,
  streamSft,
  type ReadOptions,
} from "../../src/io/read.js";
import { captureConsole } from "../helpers/console.js";
import { messagesSchema, parquetBytes, writeParquet } from "../helpers/parquet.js";

const dir = mkdtempSync(join(tmpdir(), "hg-parquet-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

const OPTS: ReadOptions = { maxLineBytes: 1 << 20, maxFileBytes: 1 << 30, maxRows: 1e6 };
const HH = gunzipSync(readFileSync("fixtures/real/hh-rlhf/harmless-base-test.jsonl.gz"))
  .toString("utf8")
  .split("\n")
  .filter((l) => l !== "")
  .map((l) => JSON.parse(l) as { chosen: string; rejected: string });

/** The HH-RLHF pairs as JSONL and as Parquet (row groups of 300 rows, and a column no gate reads). */
function hhFiles(): { jsonl: string; parquet: string } {
  const jsonl = join(dir, "hh.jsonl");
  writeFileSync(jsonl, HH.map((r) => JSON.stringify(r)).join("\n") + "\n");
  const parquet = writeParquet(
    join(dir, "hh.parquet"),
    [
      { name: "chosen", data: HH.map((r) => r.chosen), type: "STRING" },
      { name: "rejected", data: HH.map((r) => r.rejected), type: "STRING" },
    ],
    { rowGroupSize: 300 },
  );
  return { jsonl, parquet };
}

async function pairsOf(path: string, opts: ReadOptions = OPTS) {
  const got: CanonicalPair[] = [];
  const summary = await streamPairs(path, opts, (b) => got.push(...b));
  return { got, summary };
}

describe("Parquet pairs", () => {
  it("a Parquet copy of the HH-RLHF pairs gives the JSONL's report, digest and size aside", async () => {
    const { jsonl, parquet } = hhFiles();
    captureConsole();
    const args = (pairs: string, out: string) => [
      "check",
      "--heldout",
      "fixtures/example/heldout.jsonl",
      "--pairs",
      pairs,
      "--out",
      join(dir, out),
    ];
    const a = await main(args(jsonl, "out-jsonl"));
    const b = await main(args(parquet, "out-parquet"));
    expect(b).toBe(a);
    const read = (out: string, path: string) => {
      const r = JSON.parse(readFileSync(join(dir, out, "report.json"), "utf8")) as {
        inputs: { path: string; bytes: number; sha256: string }[];
      };
      for (const f of r.inputs) {
        if (f.path !== path) continue;
        f.bytes = 0;
        f.sha256 = "";
      }
      return JSON.stringify(r).split(path).join("PAIRS");
    };
    const fromJsonl = read("out-jsonl", jsonl);
    expect(read("out-parquet", parquet)).toBe(fromJsonl);
    // The gates found things on real rows, so the comparison compares something.
    expect(fromJsonl).toContain('"file":"PAIRS","line":87');
    // A Parquet file has rows, not lines: the comment says so where JSONL says file:line.
    const md = (out: string) => readFileSync(join(dir, out, "report.md"), "utf8");
    expect(md("out-jsonl")).toContain(`${jsonl}:87`);
    expect(md("out-parquet")).toContain(`${parquet} row 87`);
    expect(md("out-parquet")).not.toContain(`${parquet}:87`);
  });

  it("reads row group by row group, each row numbered over the whole file", async () => {
    const { jsonl, parquet } = hhFiles();
    const a = await pairsOf(jsonl);
    const b = await pairsOf(parquet);
    expect(b.summary.rows).toBe(2312);
    expect(b.got).toEqual(a.got);
    expect(b.got[1000]!.line).toBe(1001);
  });

  it("a row group of more than 4 MiB of columns is read in steps, and gives the same rows", async () => {
    // One group of 3,000 pairs, ~8 MB of text: read in steps of readStep's rows.
    const pairs = Array.from({ length: 3000 }, (_, i) => ({
      prompt: `q${i} ${"p".repeat(900)}`,
      chosen: `c${i} ${"c".repeat(900)}`,
      rejected: `r${i} ${"r".repeat(900)}`,
    }));
    const jsonl = join(dir, "wide.jsonl");
    writeFileSync(jsonl, pairs.map((r) => JSON.stringify(r)).join("\n") + "\n");
    const parquet = writeParquet(
      join(dir, "wide.parquet"),
      (["prompt", "chosen", "rejected"] as const).map((name) => ({
        name,
        data: pairs.map((r) => r[name]),
        type: "STRING" as const,
      })),
      { rowGroupSize: 3000, codec: "UNCOMPRESSED" },
    );
    const a = await pairsOf(jsonl);
    const b = await pairsOf(parquet);
    expect(b.summary.problems).toEqual([]);
    expect(b.got).toEqual(a.got);
    expect(b.got.map((p) => p.line)).toEqual(pairs.map((_, i) => i + 1));
    // The step: flat columns by their bytes; a list column without an offset index whole.
    const col = (name: string, bytes: number, offset?: bigint) => ({
      ...(offset !== undefined ? { offset_index_offset: offset } : {}),
      meta_data: {
        path_in_schema: [name, "list", "element"].slice(0, name === "m" ? 3 : 1),
        total_uncompressed_size: BigInt(bytes),
      },
    });
    const flat = new Set(["prompt", "chosen"]);
    const MiB = 1024 * 1024;
    expect(
      readStep(
        { columns: [col("prompt", 6 * MiB), col("chosen", 2 * MiB)] },
        flat,
        ["prompt", "chosen"],
        1000,
      ),
    ).toBe(500);
    expect(
      readStep({ columns: [col("prompt", 2 * MiB), col("x", 90 * MiB)] }, flat, ["prompt"], 1000),
    ).toBe(1000);
    expect(
      readStep(
        { columns: [col("prompt", 8 * MiB), col("m", 8 * MiB)] },
        flat,
        ["prompt", "m"],
        1000,
      ),
    ).toBe(1000);
    expect(
      readStep(
        { columns: [col("prompt", 8 * MiB), col("m", 8 * MiB, 5n)] },
        flat,
        ["prompt", "m"],
        1000,
      ),
    ).toBe(250);
  });

  it("list<struct<role, content>> columns are message lists (TRL conversational)", async () => {
    const rows = [
      {
        chosen: [
          { role: "user", content: "What is 2+2?" },
          { role: "assistant", content: "4" },
        ],
        rejected: [
          { role: "user", content: "What is 2+2?" },
          { role: "assistant", content: "5" },
        ],
      },
      {
        chosen: [
          { role: "user", content: "Name a colour." },
          { role: "assistant", content: "Blue." },
        ],
        rejected: [
          { role: "user", content: "Name a colour." },
          { role: "assistant", content: "Seven." },
        ],
      },
    ];
    const jsonl = join(dir, "conv.jsonl");
    writeFileSync(jsonl, rows.map((r) => JSON.stringify(r)).join("\n") + "\n");
    const parquet = writeParquet(
      join(dir, "conv.parquet"),
      [
        { name: "chosen", data: rows.map((r) => r.chosen) },
        { name: "rejected", data: rows.map((r) => r.rejected) },
      ],
      { schema: messagesSchema([], ["chosen", "rejected"]) },
    );
    const a = await pairsOf(jsonl);
    const b = await pairsOf(parquet);
    expect(b.summary.shape).toBe("trl-conversational");
    expect(b.summary.problem_count).toBe(0);
    expect(b.got).toEqual(a.got);
    expect(b.got[1]!.rejected).toBe("Seven.");
  });

  it("UltraFeedback's layout: a prompt string, whole conversations, INT64 and DOUBLE scores", async () => {
    const conv = (a: string) => [
      { role: "user", content: "Say hi" },
      { role: "assistant", content: a },
    ];
    const parquet = writeParquet(
      join(dir, "uf.parquet"),
      [
        { name: "prompt", data: ["Say hi", "Say hi"] },
        { name: "prompt_id", data: ["p1", "p2"] },
        { name: "chosen", data: [conv("Hi!"), conv("Hello.")] },
        { name: "rejected", data: [conv("No."), conv("Bye.")] },
        { name: "score_chosen", data: [8.5, 7] },
        { name: "score_rejected", data: [2n, 3n] },
      ],
      {
        schema: [
          ...messagesSchema(["prompt", "prompt_id"], ["chosen", "rejected"]).map((e, i) =>
            i === 0 ? { ...e, num_children: 6 } : e,
          ),
          { name: "score_chosen", type: "DOUBLE", repetition_type: "OPTIONAL" },
          { name: "score_rejected", type: "INT64", repetition_type: "OPTIONAL" },
        ],
      },
    );
    const { got, summary } = await pairsOf(parquet);
    expect(summary.problem_count).toBe(0);
    expect(summary.shape).toBe("ultrafeedback");
    expect(got.map((p) => [p.chosen, p.rejected])).toEqual([
      ["Hi!", "No."],
      ["Hello.", "Bye."],
    ]);
  });

  it("an INT64 beyond 2^53 is a problem at its row and column, naming the row group", async () => {
    const parquet = writeParquet(
      join(dir, "big.parquet"),
      [
        { name: "prompt", data: ["a", "b", "c"], type: "STRING" },
        { name: "chosen", data: ["x", "y", "z"], type: "STRING" },
        { name: "rejected", data: ["u", "v", "w"], type: "STRING" },
        { name: "step_index", data: [1n, 9007199254740993n, 3n], type: "INT64" },
      ],
      { rowGroupSize: 2 },
    );
    const { got, summary } = await pairsOf(parquet);
    expect(got.map((p) => p.line)).toEqual([1, 3]);
    expect(summary.problems).toEqual([
      {
        file: parquet,
        line: 2,
        field: "step_index",
        reason:
          "an INT64 value beyond 2^53, which a number cannot hold exactly (row group 0, row 1 of it)",
      },
    ]);
    expect(formatProblem(summary.problems[0]!)).toBe(
      `${parquet} row 2: step_index: an INT64 value beyond 2^53, which a number cannot hold exactly (row group 0, row 1 of it)`,
    );
  });

  it("reads only the columns the role uses and counts the others as left out", async () => {
    const parquet = writeParquet(join(dir, "extra.parquet"), [
      { name: "prompt", data: ["a", "b"], type: "STRING" },
      { name: "chosen", data: ["x", "y"], type: "STRING" },
      { name: "rejected", data: ["u", "v"], type: "STRING" },
      { name: "image", data: [new Uint8Array([1, 2]), new Uint8Array([3])], type: "BYTE_ARRAY" },
      { name: "annotator", data: ["p", "q"], type: "STRING" },
    ]);
    const { got, summary } = await pairsOf(parquet);
    expect(got).toHaveLength(2);
    expect(summary.shape).toBe("trl-standard");
    expect(summary.left_out).toEqual([
      {
        what: "values",
        field: "annotator",
        reason: "a Parquet column no reader of this role uses: not read",
        count: 2,
        lines: [],
      },
      {
        what: "values",
        field: "image",
        reason: "a Parquet column no reader of this role uses: not read",
        count: 2,
        lines: [],
      },
    ]);
    // A mapping's columns are read too.
    const mapped = await pairsOf(parquet, { ...OPTS, fields: { prompt: "annotator" } });
    expect(mapped.got.map((p) => p.prompt)).toEqual(["p", "q"]);
  });

  it("shards split the file by row group and merge to the report one process writes", async () => {
    const { parquet } = hhFiles();
    captureConsole();
    const base = ["check", "--heldout", "fixtures/example/heldout.jsonl", "--pairs", parquet];
    for (const s of ["0/3", "1/3", "2/3"]) {
      await main([...base, "--shard", s, "--out", join(dir, "sh")]);
    }
    const states = [0, 1, 2].map((i) => join(dir, "sh", `state-${i}-of-3.json`));
    const merged = await main(["merge", ...states, ...base.slice(1), "--out", join(dir, "merged")]);
    const whole = await main([...base, "--out", join(dir, "whole")]);
    expect(merged).toBe(whole);
    expect(readFileSync(join(dir, "merged", "report.json"), "utf8")).toBe(
      readFileSync(join(dir, "whole", "report.json"), "utf8"),
    );
  });
});

describe("the committed Parquet fixture", () => {
  it("holds the first 50 HH-RLHF pairs (scripts/make-parquet-fixture.ts)", async () => {
    const fixture = "fixtures/train-formats/parquet/hh-rlhf-harmless-test-first50.parquet";
    const jsonl = join(dir, "hh50.jsonl");
    writeFileSync(
      jsonl,
      HH.slice(0, 50)
        .map((r) => JSON.stringify(r))
        .join("\n") + "\n",
    );
    const a = await pairsOf(jsonl);
    const b = await pairsOf(fixture);
    expect(b.summary.rows).toBe(50);
    expect(b.got).toEqual(a.got);
  });
});

describe("Parquet SFT, eval rows and the held-out test", () => {
  it("Alpaca SFT rows: the input is part of the prompt (gzip pages)", async () => {
    const parquet = writeParquet(
      join(dir, "alpaca.parquet"),
      [
        { name: "instruction", data: ["Translate.", "Sum these."], type: "STRING" },
        { name: "input", data: ["bonjour", null], type: "STRING" },
        { name: "output", data: ["hello", "3"], type: "STRING" },
      ],
      { codec: "GZIP" },
    );
    const got: SftRow[] = [];
    const s = await streamSft(parquet, OPTS, (b) => got.push(...b));
    expect(s.problem_count).toBe(0);
    expect(got.map((r) => r.prompt)).toEqual(["Translate.\nbonjour", "Sum these."]);
  });

  it("eval rows with INT64 task ids and rewards, and a held-out test, from Parquet", async () => {
    const heldout = writeParquet(join(dir, "heldout.parquet"), [
      { name: "task_id", data: [0n, 1n, 2n], type: "INT64" },
      { name: "prompt", data: ["p0", "p1", "p2"], type: "STRING" },
    ]);
    const h = await readHeldout(heldout, OPTS);
    expect(h.summary.problem_count).toBe(0);
    expect(h.tasks.map((t) => t.task_id)).toEqual(["0", "1", "2"]);
    const evals = writeParquet(join(dir, "eval.parquet"), [
      { name: "task_id", data: [0n, 1n, 2n], type: "INT64" },
      { name: "reward", data: [1n, 0n, 1n], type: "INT64" },
    ]);
    const e = await readEvalRows(evals, "baseline", OPTS);
    expect(e.summary.problem_count).toBe(0);
    expect(e.rows.map((r) => [r.task, r.reward])).toEqual([
      ["0", 1],
      ["1", 0],
      ["2", 1],
    ]);
  });

  it("a damaged file gets one problem in our words, none of the parser's", async () => {
    const bytes = parquetBytes([{ name: "chosen", data: ["x"], type: "STRING" }]);
    const broken = join(dir, "broken.parquet");
    writeFileSync(broken, bytes.subarray(0, bytes.length - 12));
    const { got, summary } = await pairsOf(broken);
    expect(got).toEqual([]);
    expect(summary.problems.map((p) => p.reason)).toEqual([
      "not a Parquet file that can be read: its footer is missing or damaged",
    ]);
    expect(summary.sha256).toBe("");
  });

  it("a row with more text than the line cap is a problem on its row, as an over-long line is", async () => {
    const parquet = writeParquet(join(dir, "long.parquet"), [
      { name: "prompt", data: ["p", "q", "r"], type: "STRING" },
      { name: "chosen", data: ["short", "x".repeat(2000), "also short"], type: "STRING" },
      { name: "rejected", data: ["a", "b", "c"], type: "STRING" },
    ]);
    const { got, summary } = await pairsOf(parquet, { ...OPTS, maxLineBytes: 1000 });
    expect(got.map((p) => p.line)).toEqual([1, 3]);
    expect(summary.problems).toEqual([
      {
        file: parquet,
        line: 2,
        field: "",
        reason: "row holds more than 1000 bytes of text; skipped",
      },
    ]);
  });

  it("more rows than the limit: the first ones are read and the file says so", async () => {
    const { parquet } = hhFiles();
    const { got, summary } = await pairsOf(parquet, { ...OPTS, maxRows: 500 });
    expect(got.length + summary.problems.filter((p) => p.line <= 500).length).toBe(500);
    expect(summary.problems.at(-1)).toMatchObject({
      line: 501,
      reason: "more rows than the limit of 500; reading stopped",
    });
  });
});

// Property over every eval reader (issue 22, "done when"): for generated files of each tool's
// layout, every row the file holds is used, counted as left out, or named by a problem at
// its line. Nothing is dropped in silence: a file with no problems has used + left out =
// rows in, and each row made bad is a problem on its own line.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FileSummary } from "../../../src/io/canonical.js";
import type { EvalRow } from "../../../src/io/canonical.js";
import { readEvalRows, readEvalSide, type ReadOptions } from "../../../src/io/read.js";
import { parquetBytes } from "../../helpers/parquet.js";
import { zipBytes } from "../../helpers/zip.js";
import { limits } from "./helpers.js";

/** What the generator made each row: graded, to be left out by the reader, or faulty. */
type Kind = "good" | "left" | "bad";
interface Spec {
  kind: Kind;
  pass: boolean;
  /** A second score that is null ("not measured"): a value left out, the row still used. */
  nullMarker: boolean;
}

interface Built {
  name: string;
  data: Buffer;
  /** The line (or zip entry number) each generated row starts on, in order. */
  lines: number[];
  opts?: Partial<ReadOptions>;
  /** Tasks rather than rows (SWE-bench lists ids): what the left-out count is in. */
  unit?: "rows" | "tasks";
  /** Rows the file holds beyond the generated ones (a log's spec line, a second filter's rows). */
  extra?: number;
}

/** A generated JSON document written one row per line, so each row's line is known. */
function doc(
  head: Record<string, unknown>,
  key: string,
  rows: unknown[],
): { text: string; lines: number[] } {
  const parts = Object.entries(head).map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)},`);
  const out = ["{", ...parts, `${JSON.stringify(key)}: [`];
  const lines: number[] = [];
  rows.forEach((r, i) => {
    lines.push(out.length + 1);
    out.push(JSON.stringify(r) + (i < rows.length - 1 ? "," : ""));
  });
  out.push("]", "}");
  return { text: out.join("\n") + "\n", lines };
}

function jsonl(rows: unknown[], before: unknown[] = []): { text: string; lines: number[] } {
  const all = [...before, ...rows];
  return {
    text: all.map((r) => JSON.stringify(r)).join("\n") + "\n",
    lines: rows.map((_, i) => before.length + i + 1),
  };
}

const BUILDERS: Record<string, (specs: Spec[]) => Built> = {
  "whileai rows through fields with a where filter": (specs) => {
    const rows = specs.map((s, i) => ({
      type: s.kind === "left" ? "sampling" : "match",
      task_id: `t${i}`,
      reward: s.kind === "bad" ? "FAIL" : s.pass ? 1 : 0,
      markers: s.nullMarker ? { m: null } : { m: 1 },
    }));
    const { text, lines } = jsonl(rows);
    return {
      name: "own.jsonl",
      data: Buffer.from(text),
      lines,
      opts: { fields: { where: "type:match" } },
    };
  },
  "Inspect .json log": (specs) => {
    const samples = specs.map((s, i) => ({
      id: i + 1,
      epoch: 1,
      input: `q${i}`,
      scores: {
        match: { value: s.kind === "bad" ? "FAIL" : s.pass ? "C" : "I" },
        ...(s.nullMarker ? { other: { value: null } } : {}),
      },
    }));
    const { text, lines } = doc(
      { version: 2, status: "success", eval: { task: "t" } },
      "samples",
      samples,
    );
    return { name: "log.json", data: Buffer.from(text), lines };
  },
  "Inspect .eval zip": (specs) => {
    const entries = [
      { name: "header.json", data: JSON.stringify({ status: "success", eval: { task: "t" } }) },
      ...specs.map((s, i) => ({
        name:
          s.kind === "left" ? `samples/sub/${i + 1}_epoch_1.json` : `samples/${i + 1}_epoch_1.json`,
        data: JSON.stringify({
          id: i + 1,
          epoch: 1,
          input: `q${i}`,
          scores: { match: { value: s.kind === "bad" ? "FAIL" : s.pass ? "C" : "I" } },
        }),
      })),
    ];
    return { name: "log.eval", data: zipBytes(entries), lines: specs.map((_, i) => i + 2) };
  },
  "lm-eval samples": (specs) => {
    const rows = specs.map((s, i) => ({
      doc_id: i,
      doc_hash: `h${i}`,
      doc: { q: `q${i}` },
      resps: [["a"]],
      filtered_resps: ["a"],
      exact_match: s.kind === "bad" ? "FAIL" : s.pass ? 1 : 0,
      ...(s.nullMarker ? { other: null } : {}),
    }));
    const { text, lines } = jsonl(rows);
    return { name: "samples_t.jsonl", data: Buffer.from(text), lines };
  },
  "lm-eval samples, two filters": (specs) => {
    const row = (i: number, filter: string, value: unknown) => ({
      doc_id: i,
      doc_hash: `h${i}`,
      doc: { q: `q${i}` },
      resps: [["a"]],
      filtered_resps: ["a"],
      filter,
      metrics: ["exact_match"],
      exact_match: value,
    });
    // A "left" document has no strict-match row: its flexible-extract row has no row to
    // join and is left out. Every other document's flexible-extract row is read as markers.
    const graded = specs.flatMap((s, i) =>
      s.kind === "left"
        ? []
        : [
            {
              ...row(i, "strict-match", s.kind === "bad" ? "FAIL" : s.pass ? 1 : 0),
              ...(s.nullMarker ? { other: null } : {}),
            },
          ],
    );
    const other = specs.map((_, i) => row(i, "flexible-extract", 1));
    const { text } = jsonl([...graded, ...other]);
    let k = 0;
    const lines = specs.map((s, i) => (s.kind === "left" ? graded.length + i + 1 : ++k));
    return { name: "samples_gsm8k.jsonl", data: Buffer.from(text), lines, extra: graded.length };
  },
  "lighteval details (Parquet, row groups of 3)": (specs) => {
    const S = { type: "BYTE_ARRAY", converted_type: "UTF8", repetition_type: "OPTIONAL" } as const;
    const D = { type: "DOUBLE", repetition_type: "OPTIONAL" } as const;
    const schema = [
      { name: "root", num_children: 3 },
      { name: "doc", repetition_type: "OPTIONAL", num_children: 2 },
      { name: "id", ...S },
      { name: "query", ...S },
      { name: "metric", repetition_type: "OPTIONAL", num_children: 2 },
      { name: "acc", ...D },
      { name: "acc_norm", ...D },
      { name: "model_response", repetition_type: "OPTIONAL", num_children: 1 },
      { name: "text", ...S },
    ];
    // A bad row has neither doc.id nor doc.query, so no task; lighteval leaves nothing out.
    const data = parquetBytes(
      [
        {
          name: "doc",
          data: specs.map((s, i) =>
            s.kind === "bad" ? { id: null, query: null } : { id: String(i), query: `q${i}` },
          ),
        },
        {
          name: "metric",
          data: specs.map((s) => ({ acc: s.pass ? 1 : 0, acc_norm: s.nullMarker ? null : 1 })),
        },
        { name: "model_response", data: specs.map(() => ({ text: "a" })) },
      ],
      { schema: schema as never, rowGroupSize: 3 },
    );
    return { name: "details_t.parquet", data, lines: specs.map((_, i) => i + 1) };
  },
  "promptfoo JSONL": (specs) => {
    const rows = specs.map((s, i) => ({
      testIdx: i,
      promptIdx: 0,
      provider: { id: "echo" },
      testCase: { description: `t${i}`, vars: { x: i } },
      success: s.pass,
      score: s.pass ? 1 : 0,
      gradingResult: { pass: s.pass },
      namedScores: s.kind === "bad" ? { style: "FAIL" } : s.nullMarker ? { style: null } : {},
    }));
    const { text, lines } = jsonl(rows);
    return { name: "out.jsonl", data: Buffer.from(text), lines };
  },
  "oaieval record log": (specs) => {
    const rows = specs.map((s, i) =>
      s.kind === "left"
        ? { run_id: "r", event_id: i, sample_id: `s.${i}`, type: "sampling", data: { prompt: "p" } }
        : {
            run_id: "r",
            event_id: i,
            sample_id: `s.${i}`,
            type: "match",
            data: { correct: s.kind === "bad" ? "yes" : s.pass },
          },
    );
    // The log always has one graded event, so it is a log with match events.
    const { text, lines } = jsonl(rows, [
      { spec: { run_id: "r" } },
      { run_id: "r", event_id: 99, sample_id: "s.x", type: "match", data: { correct: true } },
    ]);
    // The spec line is left out and the extra event used: two rows more than generated.
    return { name: "oaieval.jsonl", data: Buffer.from(text), lines, extra: 2 };
  },
  "Evals API items": (specs) => {
    const rows = specs.map((s, i) => ({
      run_id: "run1",
      data_source_idx: i,
      item: { question: "q" },
      sample: s.kind === "left" ? { error: { message: "x" } } : { outputs: [] },
      grades: s.kind === "left" ? {} : { g: s.pass ? 1 : 0 },
      passes: s.kind === "left" ? {} : { g: s.kind === "bad" ? "yes" : s.pass },
    }));
    const { text, lines } = jsonl(rows);
    return { name: "items.jsonl", data: Buffer.from(text), lines };
  },
  "tau-bench v1 array": (specs) => {
    const rows = specs.map((s, i) => ({
      task_id: i,
      reward: s.pass ? 1 : 0,
      info: s.kind === "bad" ? { error: "crashed" } : { task: { instruction: "do" } },
      traj: [],
      trial: 0,
    }));
    const lines = rows.map((_, i) => i + 2);
    const text = [
      "[",
      ...rows.map((r, i) => JSON.stringify(r) + (i < rows.length - 1 ? "," : "")),
      "]",
    ].join("\n");
    return { name: "tau.json", data: Buffer.from(text + "\n"), lines };
  },
  "tau2-bench simulations": (specs) => {
    const sims = specs.map((s, i) => ({
      id: `sim${i}`,
      task_id: String(i),
      trial: 0,
      termination_reason: "user_stop",
      ...(s.kind === "bad" ? {} : { reward_info: { reward: s.pass ? 1 : 0 } }),
    }));
    const { text, lines } = doc({ info: { num_trials: 1 }, tasks: [] }, "simulations", sims);
    return { name: "tau2.json", data: Buffer.from(text), lines };
  },
  "Terminal-Bench results.json": (specs) => {
    const results = specs.map((s, i) => ({
      id: `trial${i}`,
      task_id: `task${i}`,
      is_resolved: s.kind === "bad" ? "maybe" : s.pass,
      failure_mode: s.pass ? "unset" : "test_failed",
    }));
    const resolved = results.filter((r) => r.is_resolved === true).map((r) => r.task_id);
    const { text, lines } = doc(
      { id: "run1", resolved_ids: resolved, n_resolved: resolved.length },
      "results",
      results,
    );
    return { name: "results.json", data: Buffer.from(text), lines };
  },
  "SWE-bench results.json": (specs) => {
    const ids = specs.map((_, i) => `repo__x-${i}`);
    const resolved = ids.filter((_, i) => specs[i]!.kind !== "left" && specs[i]!.pass);
    const unresolved = ids.filter((_, i) => specs[i]!.kind !== "left" && !specs[i]!.pass);
    const errors = ids.filter((_, i) => specs[i]!.kind === "left");
    const body = {
      submitted_ids: ids,
      completed_ids: [...resolved, ...unresolved],
      resolved_ids: resolved,
      unresolved_ids: unresolved,
      error_ids: errors,
      schema_version: 2,
    };
    return {
      name: "results.json",
      data: Buffer.from(JSON.stringify(body, null, 2)),
      lines: [],
      unit: "tasks",
    };
  },
};

/** Rows (or tasks) the summary says were left out. */
function leftOutCount(s: FileSummary, unit: "rows" | "tasks"): number {
  return (s.left_out ?? []).filter((k) => k.what === unit).reduce((n, k) => n + k.count, 0);
}

const spec = fc.record({
  kind: fc.constantFrom<Kind>("good", "good", "left", "bad"),
  pass: fc.boolean(),
  nullMarker: fc.boolean(),
});

describe("every eval reader accounts for every row", () => {
  for (const [format, build] of Object.entries(BUILDERS)) {
    it(`${format}: used + left out = rows in, and each bad row is a problem at its line`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(spec, { minLength: 1, maxLength: 10 }), async (specs) => {
          const b = build(specs);
          const extra = b.extra ?? 0;
          const { rows, summary } = await readEvalRows({ name: b.name, data: b.data }, "baseline", {
            ...limits,
            ...b.opts,
          });
          const unit = b.unit ?? "rows";
          const bad = specs.map((s, i) => (s.kind === "bad" ? b.lines[i] : undefined));
          const badLines = bad.filter((l): l is number => l !== undefined);
          const problemLines = new Set(summary.problems.map((p) => p.line));
          // Every bad row is named at its own line.
          for (const l of badLines) expect(problemLines.has(l), `line ${l}`).toBe(true);
          // A file that gives no row at all is refused with one problem for the file (issue 22.5).
          const none = rows.length === 0 && badLines.length === 0;
          if (none) expect(summary.problems.some((p) => p.line === 0)).toBe(true);
          if (unit === "tasks") {
            expect(summary.problem_count).toBe(none ? 1 : 0);
            expect(rows.length + leftOutCount(summary, "tasks")).toBe(specs.length);
            return;
          }
          // Rows used, rows left out and rows refused add up to the rows generated.
          const refused = badLines.length;
          expect(rows.length + leftOutCount(summary, "rows") + refused).toBe(specs.length + extra);
          if (badLines.length === 0) expect(summary.problem_count).toBe(none ? 1 : 0);
          // A null score is a value left out, never a row dropped.
          const nulls = (summary.left_out ?? []).filter((k) => k.what === "values");
          for (const k of nulls) expect(k.reason).toContain("null");
        }),
        { seed: 22, numRuns: 40 },
      );
    });
  }

  // BFCL comes as two files read as one side: the result file's rows are the rows, and the
  // score file lists the failed ones. Recount: a result row passes unless listed.
  it("BFCL result + score files: used + refused = result rows, a listed test 0, every other 1", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(spec, { minLength: 1, maxLength: 10 }), async (gen) => {
        // The first result is good, so the file is told as BFCL from its first row; a bad
        // result row has a number for its id.
        const specs: Spec[] = [{ kind: "good", pass: true, nullMarker: false }, ...gen];
        const id = (i: number) => `simple_python_${i}`;
        const results = specs.map((s, i) => ({
          id: s.kind === "bad" ? i : id(i),
          result: [{ f: "{}" }],
          input_token_count: 10,
          output_token_count: 5,
          latency: 0.5,
        }));
        const graded = specs.flatMap((s, i) => (s.kind === "bad" ? [] : [i]));
        const failed = graded.filter((i) => !specs[i]!.pass).map(id);
        const total = graded.length;
        const score = [
          {
            accuracy: (total - failed.length) / total,
            correct_count: total - failed.length,
            total_count: total,
          },
          ...failed.map((f) => ({
            id: f,
            test_category: "simple_python",
            valid: false,
            error: ["wrong"],
            error_type: "x",
          })),
        ];
        const rows: EvalRow[] = [];
        const side = await readEvalSide(
          [
            { name: "BFCL_v4_simple_python_result.json", data: Buffer.from(jsonl(results).text) },
            { name: "BFCL_v4_simple_python_score.json", data: Buffer.from(jsonl(score).text) },
          ],
          "baseline",
          limits,
          (r) => rows.push(r),
        );
        const [res, sc] = side.summaries;
        const badLines = specs.flatMap((s, i) => (s.kind === "bad" ? [i + 1] : []));
        expect(res!.problems.map((p) => p.line)).toEqual(badLines);
        expect(sc!.problem_count).toBe(0);
        expect(rows.length + badLines.length).toBe(specs.length);
        expect(rows.map((r) => [r.task, r.reward])).toEqual(
          graded.map((i) => [id(i), specs[i]!.pass ? 1 : 0]),
        );
      }),
      { seed: 22, numRuns: 40 },
    );
  });
});

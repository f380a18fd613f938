// Property, with docs/data-contract.md as the oracle: mutate rows of every role so that
// each breaks one rule the contract states, mix them among valid rows, and the reader
// names every refused row, and only those, at file:line with the field the rule is about.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FileSummary } from "../../src/io/canonical.js";
import { MAX_NESTING } from "../../src/io/nesting.js";
import { formatProblem } from "../../src/io/problems.js";
import {
  readEvalRows,
  readHeldout,
  streamPairs,
  streamSft,
  type ReadOptions,
} from "../../src/io/read.js";

type Row = Record<string, unknown>;
type Role = "heldout" | "eval" | "pairs" | "sft";

/** One broken rule: what it does to a valid row, and the field the problem must name. */
interface Mutation {
  field: string;
  apply: (row: Row) => void;
}

const deep = (levels: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < levels; i++) v = [v];
  return v;
};

/** Values of the wrong JSON type for a string field (null is "absent" in some roles). */
const notString = fc.constantFrom<unknown>(42, true, [], ["x"], { a: 1 });
const set = (field: string, v: unknown) => (row: Row) => void (row[field] = v);
const del = (field: string) => (row: Row) => void delete row[field];

/** The contract's rules per role, each as mutations of a valid row. */
const MUTATIONS: Record<Role, fc.Arbitrary<Mutation>> = {
  heldout: fc.oneof(
    notString.map((v) => ({ field: "prompt", apply: set("prompt", v) })),
    fc.constant({ field: "prompt", apply: del("prompt") }),
    fc.constantFrom<unknown>(true, [], { a: 1 }).map((v) => ({
      field: "task_id",
      apply: set("task_id", v),
    })),
    fc.constant({ field: "task_id", apply: set("task_id", "") }),
    notString.map((v) => ({ field: "family", apply: set("family", v) })),
    notString.map((v) => ({ field: "reference", apply: set("reference", v) })),
    fc.constant({ field: "answer", apply: set("answer", deep(MAX_NESTING + 5)) }),
  ),
  eval: fc.oneof(
    fc
      .constantFrom<unknown>("1", 1.5, -0.1, 2, [], { a: 1 }, 1e308)
      .map((v) => ({ field: "reward", apply: set("reward", v) })),
    fc.constant({ field: "reward", apply: del("reward") }),
    fc.constant({ field: "reward", apply: set("reward", null) }),
    fc
      .constantFrom<unknown>("yes", [], { a: 1 }, 2, -0.5, 1000, 1e308)
      .map((v) => ({ field: "markers.m", apply: (r: Row) => void ((r.markers as Row).m = v) })),
    fc
      .constantFrom<unknown>("x", 3, [])
      .map((v) => ({ field: "markers", apply: set("markers", v) })),
    fc.constantFrom<unknown>(true, []).map((v) => ({ field: "task_id", apply: set("task_id", v) })),
    fc
      .constantFrom<unknown>(true, [], { a: 1 })
      .map((v) => ({ field: "model_version", apply: set("model_version", v) })),
    notString.map((v) => ({ field: "family", apply: set("family", v) })),
    fc.constant({ field: "steps", apply: set("steps", deep(MAX_NESTING + 5)) }),
  ),
  pairs: fc.oneof(
    fc
      .constantFrom<unknown>("1", [], true)
      .map((v) => ({ field: "chosen_score", apply: set("chosen_score", v) })),
    fc
      .constantFrom<unknown>(1.5, "2", [])
      .map((v) => ({ field: "step_index", apply: set("step_index", v) })),
    notString.map((v) => ({ field: "reject_reason", apply: set("reject_reason", v) })),
    fc.constantFrom<unknown>(true, []).map((v) => ({ field: "task_id", apply: set("task_id", v) })),
  ),
  sft: fc.oneof(
    fc.constant({ field: "completion", apply: del("completion") }),
    fc
      .constantFrom<unknown>(42, true, { a: 1 })
      .map((v) => ({ field: "completion", apply: set("completion", v) })),
    fc
      .constantFrom<unknown>(42, true, { a: 1 })
      .map((v) => ({ field: "prompt", apply: set("prompt", v) })),
    fc.constantFrom<unknown>(true, []).map((v) => ({ field: "task_id", apply: set("task_id", v) })),
    fc.constant({ field: "messages", apply: set("messages", []) }),
  ),
};

/** A valid row of each role, as the contract's examples write them. */
function valid(role: Role, i: number): Row {
  switch (role) {
    case "heldout":
      return { task_id: `t${i}`, prompt: `What is ${i} + 1?`, family: "math" };
    case "eval":
      return { task_id: `t${i}`, reward: i % 2, markers: { m: 0.5 }, lineage: { eval_run: 0 } };
    case "pairs":
      return { prompt: `Name ${i}.`, chosen: "a", rejected: "b", task_id: `t${i}` };
    case "sft":
      return { prompt: `Say ${i}.`, completion: `${i}` };
  }
}

const dir = mkdtempSync(join(tmpdir(), "hg-mutate-"));
const OPTS: ReadOptions = { maxLineBytes: 1 << 20, maxFileBytes: 1 << 30, maxRows: 1e6 };

async function read(role: Role, path: string): Promise<FileSummary> {
  switch (role) {
    case "heldout":
      return (await readHeldout(path, OPTS)).summary;
    case "eval":
      return (await readEvalRows(path, "baseline", OPTS)).summary;
    case "pairs":
      return streamPairs(path, OPTS, () => {});
    case "sft":
      return streamSft(path, OPTS, () => {});
  }
}

let files = 0;

describe("every refused row is named at file:line with its field", () => {
  for (const role of ["heldout", "eval", "pairs", "sft"] as const) {
    it(role, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.option(MUTATIONS[role], { freq: 2 }), { minLength: 1, maxLength: 12 }),
          async (plan) => {
            // Line 1 stays valid: the pair shape is decided by the first valid row.
            const lines = [valid(role, 0), ...plan.map((_, i) => valid(role, i + 1))];
            const broken = new Map<number, string>();
            plan.forEach((m, i) => {
              if (m === null) return;
              m.apply(lines[i + 1]!);
              broken.set(i + 2, m.field);
            });
            const path = join(dir, `${role}-${files++}.jsonl`);
            writeFileSync(path, lines.map((r) => JSON.stringify(r)).join("\n") + "\n");
            const s = await read(role, path);

            // Exactly the broken lines are refused, each on the field its rule is about.
            expect(new Set(s.problems.map((p) => p.line))).toEqual(new Set(broken.keys()));
            for (const [line, field] of broken) {
              const here = s.problems.filter((p) => p.line === line);
              expect(here.map((p) => p.field)).toContain(field);
              for (const p of here) {
                expect(formatProblem(p).startsWith(`${path}:${line}: `)).toBe(true);
              }
            }
            expect(s.rows).toBe(lines.length - broken.size);
          },
        ),
        { numRuns: 60 },
      );
    });
  }
});

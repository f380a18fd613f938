// Every ```jsonl block of docs/data-contract.md is read by the real reader, so the data
// contract cannot drift from the code. Each block is preceded by a comment saying how to
// read it:
//
//   <!-- read: KIND [shape=S] [fields=MAP] [marker-ranges=RANGES] [expect-problem=FIELD]
//              [rows=N] [gzip] [file=NAME] [max-line-bytes=N] [max-file-bytes=N]
//              [max-rows=N] -->
//
// KIND is heldout, eval, pairs or sft. shape= is required for pairs; the other kinds have
// one shape each. fields= and marker-ranges= are the action's inputs of those names,
// parsed by the action's own parsers. expect-problem= names the field the block must be reported on ("-" for a
// problem with the whole line). rows= is the number of rows read; by default every
// non-blank line, less one for an expect-problem block. gzip writes the block compressed.
// A ```text block right after the ```jsonl block lists the exact messages (file:line:
// field: reason), with the file named NAME (default KIND.jsonl, or KIND.jsonl.gz).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import type { FileSummary } from "../../src/io/canonical.js";
import { parseFieldMap, parseMarkerRanges } from "../../src/config.js";
import { formatProblem } from "../../src/io/problems.js";
import {
  readEvalRows,
  readHeldout,
  streamPairs,
  streamSft,
  type ReadOptions,
} from "../../src/io/read.js";

const DOC = "docs/data-contract.md";
const KINDS = ["heldout", "eval", "pairs", "sft"] as const;
type Kind = (typeof KINDS)[number];
const PAIR_SHAPES = ["whileai", "trl-conversational", "trl-standard", "transcript"];

interface Spec {
  kind: Kind;
  shape: string;
  fields?: Record<string, string>;
  markerRanges?: Record<string, [number, number]>;
  expectProblem?: string;
  rows?: number;
  gzip: boolean;
  file?: string;
  limits: Partial<Pick<ReadOptions, "maxLineBytes" | "maxFileBytes" | "maxRows">>;
}

interface Block {
  /** 1-based line of the ```jsonl fence in the doc. */
  line: number;
  comment: string;
  spec: Spec;
  body: string;
  /** Lines of the ```text block that follows, when there is one. */
  messages?: string[];
}

const LIMIT_KEYS: Record<string, keyof Spec["limits"]> = {
  "max-line-bytes": "maxLineBytes",
  "max-file-bytes": "maxFileBytes",
  "max-rows": "maxRows",
};

function parseSpec(comment: string): Spec {
  const [kind, ...rest] = comment.trim().split(/\s+/);
  if (!KINDS.includes(kind as Kind)) throw new Error(`unknown kind "${kind}" in: ${comment}`);
  const spec: Spec = { kind: kind as Kind, shape: kind!, gzip: false, limits: {} };
  for (const token of rest) {
    if (token === "gzip") {
      spec.gzip = true;
      continue;
    }
    const eq = token.indexOf("=");
    if (eq <= 0) throw new Error(`expected key=value, got "${token}" in: ${comment}`);
    const key = token.slice(0, eq);
    const value = token.slice(eq + 1);
    if (key === "shape") spec.shape = value;
    else if (key === "fields") spec.fields = parseFieldMap(value);
    else if (key === "marker-ranges") spec.markerRanges = parseMarkerRanges(value);
    else if (key === "expect-problem") spec.expectProblem = value === "-" ? "" : value;
    else if (key === "rows") spec.rows = Number(value);
    else if (key === "file") spec.file = value;
    else if (key in LIMIT_KEYS) spec.limits[LIMIT_KEYS[key]!] = Number(value);
    else throw new Error(`unknown key "${key}" in: ${comment}`);
  }
  if (spec.kind === "pairs" && !PAIR_SHAPES.includes(spec.shape)) {
    throw new Error(`pairs need shape= one of ${PAIR_SHAPES.join(", ")}: ${comment}`);
  }
  if ((spec.fields !== undefined || spec.markerRanges !== undefined) && spec.kind !== "eval") {
    throw new Error(`fields= and marker-ranges= only apply to eval blocks: ${comment}`);
  }
  return spec;
}

/** The doc's fenced blocks: language, body and the 1-based line of the opening fence. */
function fences(md: string): { lang: string; body: string; line: number; end: number }[] {
  const lines = md.split("\n");
  const out: { lang: string; body: string; line: number; end: number }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\S*)\s*$/.exec(lines[i]!);
    if (!open) continue;
    let j = i + 1;
    while (j < lines.length && !/^```\s*$/.test(lines[j]!)) j++;
    if (j === lines.length) throw new Error(`${DOC}:${i + 1}: fence never closed`);
    out.push({ lang: open[1]!, body: lines.slice(i + 1, j).join("\n"), line: i + 1, end: j + 1 });
    i = j;
  }
  return out;
}

function extractBlocks(md: string): Block[] {
  const lines = md.split("\n");
  const all = fences(md);
  const blocks: Block[] = [];
  all.forEach((f, k) => {
    if (f.lang !== "jsonl") return;
    // The read comment is the last non-blank line before the fence.
    let p = f.line - 2;
    while (p >= 0 && lines[p]!.trim() === "") p--;
    const m = p >= 0 ? /^<!--\s*read:\s*(.*?)\s*-->$/.exec(lines[p]!.trim()) : null;
    if (!m) throw new Error(`${DOC}:${f.line}: a jsonl block without a <!-- read: ... --> comment`);
    const block: Block = { line: f.line, comment: m[1]!, spec: parseSpec(m[1]!), body: f.body };
    const next = all[k + 1];
    const between = next
      ? lines
          .slice(f.end, next.line - 1)
          .join("")
          .trim()
      : "x";
    if (next && next.lang === "text" && between === "") {
      block.messages = next.body.split("\n").filter((l) => l.trim() !== "");
    }
    blocks.push(block);
  });
  return blocks;
}

const md = readFileSync(DOC, "utf8");
const blocks = extractBlocks(md);
const dir = mkdtempSync(join(tmpdir(), "data-contract-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const BASE: ReadOptions = { maxLineBytes: 1 << 20, maxFileBytes: 1 << 30, maxRows: 1e6 };

async function read(b: Block, path: string): Promise<FileSummary> {
  const opts: ReadOptions = { ...BASE, ...b.spec.limits };
  switch (b.spec.kind) {
    case "heldout":
      return (await readHeldout(path, opts)).summary;
    case "eval":
      return (
        await readEvalRows(path, "baseline", {
          ...opts,
          fields: b.spec.fields,
          markerRanges: b.spec.markerRanges,
        })
      ).summary;
    case "pairs":
      return streamPairs(path, opts, () => {});
    case "sft":
      return streamSft(path, opts, () => {});
  }
}

describe(DOC, () => {
  it("has read blocks for every input and every pair shape", () => {
    expect(blocks.length).toBe((md.match(/^```jsonl\s*$/gm) ?? []).length);
    const ok = blocks.filter((b) => b.spec.expectProblem === undefined);
    for (const kind of KINDS) expect(ok.some((b) => b.spec.kind === kind)).toBe(true);
    for (const shape of PAIR_SHAPES) expect(ok.some((b) => b.spec.shape === shape)).toBe(true);
    expect(ok.some((b) => b.spec.fields !== undefined)).toBe(true);
    for (const kind of KINDS) {
      expect(blocks.some((b) => b.spec.kind === kind && b.spec.expectProblem !== undefined)).toBe(
        true,
      );
    }
  });

  it.each(blocks.map((b, i) => [`${DOC}:${b.line} <!-- read: ${b.comment} -->`, i] as const))(
    "%s",
    async (_name, i) => {
      const b = blocks[i]!;
      const lines = b.body.split("\n").filter((l) => l.trim() !== "");
      const name = b.spec.file ?? `${b.spec.kind}.jsonl${b.spec.gzip ? ".gz" : ""}`;
      const path = join(mkdtempSync(join(dir, "b")), name);
      const bytes = Buffer.from(`${b.body}\n`);
      const written = b.spec.gzip ? gzipSync(bytes) : bytes;
      writeFileSync(path, written);

      const summary = await read(b, path);
      const messages = summary.problems.map((p) => formatProblem({ ...p, file: basename(p.file) }));

      if (b.spec.expectProblem === undefined) {
        expect(messages).toEqual([]);
      } else {
        expect(messages.length).toBeGreaterThan(0);
        expect(summary.problems.map((p) => p.field)).toContain(b.spec.expectProblem);
      }
      if (b.messages !== undefined) expect(messages).toEqual(b.messages);
      expect(summary.shape).toBe(b.spec.shape);
      const rows = b.spec.rows ?? lines.length - (b.spec.expectProblem === undefined ? 0 : 1);
      expect(summary.rows).toBe(rows);
      expect(summary.bytes).toBe(written.length);
    },
  );
});

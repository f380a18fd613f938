// The ```jsonl examples of docs/data-contract.md and how to read them through the real
// reader: the test checks each one, and `npm run refresh` rewrites the ```text blocks of
// messages from what the reader says. Each block is preceded by a comment saying how to
// read it:
//
//   <!-- read: KIND [shape=S] [fields=MAP] [format=F] [metric=M] [marker-ranges=RANGES]
//              [expect-problem=FIELD] [rows=N] [left-out=N] [gzip] [file=NAME]
//              [max-line-bytes=N] [max-file-bytes=N] [max-rows=N] -->
//
// KIND is heldout, eval, pairs, sft or labels (judge labels). shape= is required for pairs; the other kinds have
// one shape each (an eval block read with format= has that tool's name as its shape).
// fields= (eval, pairs and sft blocks) and marker-ranges= (eval blocks) are the action's
// inputs of those names, parsed by the action's own parsers; format= is the `format`
// input. A ```json block (one JSON document) with a read comment is read the same way;
// blocks of other languages are not read. expect-problem= names the field the block must be reported on ("-" for a
// problem with the whole line). rows= is the number of rows read; by default every
// non-blank line, less one for an expect-problem block. left-out= is how many rows, values
// and tasks the file's summary counts as read but not used (default 0), so an example
// that leaves something out says so. metric= is the `metric` input. gzip writes the block
// compressed.
// A ```text block right after the ```jsonl block lists the exact messages (file:line:
// field: reason), with the file named NAME (default KIND.jsonl, or KIND.jsonl.gz).
import { mkdtempSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { gzipSync } from "node:zlib";
import type { FileSummary } from "../../src/io/canonical.js";
import { parseFieldMap, parseMarkerRanges } from "../../src/config.js";
import { EVAL_FORMATS, type EvalFormat } from "../../src/io/formats/index.js";
import { formatProblem } from "../../src/io/problems.js";
import { PAIR_SHAPES as PAIR_SHAPE_NAMES } from "../../src/io/shapes.js";
import { readLabels } from "../../src/io/labels.js";
import {
  readEvalRows,
  readHeldout,
  streamPairs,
  streamSft,
  type ReadOptions,
} from "../../src/io/read.js";

export const DOC = "docs/data-contract.md";
export const KINDS = ["heldout", "eval", "pairs", "sft", "labels"] as const;
export type Kind = (typeof KINDS)[number];
export const PAIR_SHAPES = Object.keys(PAIR_SHAPE_NAMES);

export interface Spec {
  kind: Kind;
  shape: string;
  fields?: Record<string, string>;
  format?: EvalFormat;
  metric?: string;
  markerRanges?: Record<string, [number, number]>;
  expectProblem?: string;
  rows?: number;
  leftOut: number;
  gzip: boolean;
  file?: string;
  limits: Partial<Pick<ReadOptions, "maxLineBytes" | "maxFileBytes" | "maxRows">>;
}

export interface Block {
  /** 1-based line of the ```jsonl (or ```json) fence in the doc. */
  line: number;
  lang: "jsonl" | "json";
  comment: string;
  spec: Spec;
  body: string;
  /** Lines of the ```text block that follows, when there is one. */
  messages?: string[];
  /** 1-based lines of that ```text block's opening and closing fences. */
  messagesFence?: { open: number; close: number };
}

const LIMIT_KEYS: Record<string, keyof Spec["limits"]> = {
  "max-line-bytes": "maxLineBytes",
  "max-file-bytes": "maxFileBytes",
  "max-rows": "maxRows",
};

export function parseSpec(comment: string): Spec {
  const [kind, ...rest] = comment.trim().split(/\s+/);
  if (!KINDS.includes(kind as Kind)) throw new Error(`unknown kind "${kind}" in: ${comment}`);
  const spec: Spec = { kind: kind as Kind, shape: kind!, gzip: false, leftOut: 0, limits: {} };
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
    else if (key === "format") {
      if (!(EVAL_FORMATS as readonly string[]).includes(value)) {
        throw new Error(`unknown format "${value}" in: ${comment}`);
      }
      spec.format = value as EvalFormat;
      if (value !== "auto" && value !== "whileai") spec.shape = value;
    } else if (key === "marker-ranges") spec.markerRanges = parseMarkerRanges(value);
    else if (key === "expect-problem") spec.expectProblem = value === "-" ? "" : value;
    else if (key === "rows") spec.rows = Number(value);
    else if (key === "left-out") spec.leftOut = Number(value);
    else if (key === "metric") spec.metric = value;
    else if (key === "file") spec.file = value;
    else if (key in LIMIT_KEYS) spec.limits[LIMIT_KEYS[key]!] = Number(value);
    else throw new Error(`unknown key "${key}" in: ${comment}`);
  }
  if (spec.kind === "pairs" && !PAIR_SHAPES.includes(spec.shape)) {
    throw new Error(`pairs need shape= one of ${PAIR_SHAPES.join(", ")}: ${comment}`);
  }
  if (spec.fields !== undefined && spec.kind === "heldout") {
    throw new Error(`fields= does not apply to heldout blocks: ${comment}`);
  }
  if (spec.format !== undefined && spec.kind !== "eval") {
    throw new Error(`format= only applies to eval blocks: ${comment}`);
  }
  if (spec.metric !== undefined && spec.kind !== "eval") {
    throw new Error(`metric= only applies to eval blocks: ${comment}`);
  }
  if (spec.markerRanges !== undefined && spec.kind !== "eval") {
    throw new Error(`marker-ranges= only applies to eval blocks: ${comment}`);
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

export function extractBlocks(md: string): Block[] {
  const lines = md.split("\n");
  const all = fences(md);
  const blocks: Block[] = [];
  all.forEach((f, k) => {
    if (f.lang !== "jsonl" && f.lang !== "json") return;
    // The read comment is the last non-blank line before the fence.
    let p = f.line - 2;
    while (p >= 0 && lines[p]!.trim() === "") p--;
    const m = p >= 0 ? /^<!--\s*read:\s*(.*?)\s*-->$/.exec(lines[p]!.trim()) : null;
    if (!m && f.lang === "json") return; // a JSON example that is not a file to read
    if (!m) throw new Error(`${DOC}:${f.line}: a jsonl block without a <!-- read: ... --> comment`);
    const block: Block = {
      line: f.line,
      lang: f.lang,
      comment: m[1]!,
      spec: parseSpec(m[1]!),
      body: f.body,
    };
    const next = all[k + 1];
    const between = next
      ? lines
          .slice(f.end, next.line - 1)
          .join("")
          .trim()
      : "x";
    if (next && next.lang === "text" && between === "") {
      block.messages = next.body.split("\n").filter((l) => l.trim() !== "");
      block.messagesFence = { open: next.line, close: next.end };
    }
    blocks.push(block);
  });
  return blocks;
}

const BASE: ReadOptions = { maxLineBytes: 1 << 20, maxFileBytes: 1 << 30, maxRows: 1e6 };

export interface BlockRead {
  summary: FileSummary;
  /** The problems as the reader words them, with the file's base name. */
  messages: string[];
  /** Bytes written for the block (gzipped when the spec says so). */
  bytes: number;
}

/** Writes a block to its own file under `dir` and reads it as its spec says. */
export async function readBlock(b: Block, dir: string): Promise<BlockRead> {
  const ext = b.lang === "json" ? "json" : "jsonl";
  const name = b.spec.file ?? `${b.spec.kind}.${ext}${b.spec.gzip ? ".gz" : ""}`;
  const path = join(mkdtempSync(join(dir, "b")), name);
  const plain = Buffer.from(`${b.body}\n`);
  const written = b.spec.gzip ? gzipSync(plain) : plain;
  writeFileSync(path, written);
  const opts: ReadOptions = { ...BASE, ...b.spec.limits };
  let summary: FileSummary;
  switch (b.spec.kind) {
    case "heldout":
      summary = (await readHeldout(path, opts)).summary;
      break;
    case "eval":
      summary = (
        await readEvalRows(path, "baseline", {
          ...opts,
          fields: b.spec.fields,
          format: b.spec.format,
          metric: b.spec.metric,
          markerRanges: b.spec.markerRanges,
        })
      ).summary;
      break;
    case "pairs":
      summary = await streamPairs(
        path,
        { ...opts, fields: b.spec.fields },
        () => {},
        () => {},
      );
      break;
    case "sft":
      summary = await streamSft(path, { ...opts, fields: b.spec.fields }, () => {});
      break;
    case "labels":
      summary = (await readLabels(path, opts)).summary;
      break;
  }
  const messages = summary.problems.map((p) => formatProblem({ ...p, file: basename(p.file) }));
  return { summary, messages, bytes: written.length };
}

/** The doc with every ```text block of messages replaced by what the reader says now. */
export async function refreshMessages(md: string, dir: string): Promise<string> {
  const lines = md.split("\n");
  // Bottom up, so the line numbers of the blocks not yet replaced stay right.
  for (const b of extractBlocks(md).reverse()) {
    if (!b.messagesFence) continue;
    const { messages } = await readBlock(b, dir);
    const { open, close } = b.messagesFence;
    lines.splice(open, close - open - 1, ...messages);
  }
  return lines.join("\n");
}

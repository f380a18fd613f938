// The generated parts of the README and the docs/ pages, and how to rewrite them: the
// inputs/outputs tables between the action-table markers (docs/inputs.md), the README's
// sample of `npm start` (its first ```text block) and each block marked
// <!-- sample: ARGS --> in README.md or a docs/*.md page. test/config/readme.test.ts
// checks them.
import { readdirSync } from "node:fs";
import { join } from "node:path";

/** The page that holds the generated inputs/outputs tables. */
export const INPUTS_DOC = "docs/inputs.md";

export const TABLE_START = "<!-- action-table:start -->\n";
export const TABLE_END = "\n<!-- action-table:end -->";

/** Runs the CLI with these arguments and returns the lines it printed. */
export type CliRun = (args: string[]) => Promise<string[]>;

/** The README and every docs/*.md page: the files whose <!-- sample: --> blocks are kept fresh. */
export function sampleDocs(root = "."): string[] {
  const pages = readdirSync(join(root, "docs"))
    .filter((f) => f.endsWith(".md"))
    .sort()
    .map((f) => join("docs", f));
  return ["README.md", ...pages];
}

/** The page with the text between the action-table markers replaced by `tables`. */
export function replaceActionTables(readme: string, tables: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`${INPUTS_DOC} has no action-table markers`);
  return readme.slice(0, start + TABLE_START.length) + tables + readme.slice(end);
}

/** Text split into runs of lines separated by blank lines. */
function paragraphs(lines: string[]): string[][] {
  const out: string[][] = [[]];
  for (const l of lines) {
    if (l.trim() === "") {
      if (out.at(-1)!.length > 0) out.push([]);
    } else out.at(-1)!.push(l);
  }
  return out.filter((p) => p.length > 0);
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/**
 * The `npm start` sample: as many blank-line-separated paragraphs of what
 * `check --example` prints as the README shows now, before its closing "  ...".
 */
export async function refreshStartSample(readme: string, run: CliRun): Promise<string> {
  const open = readme.indexOf("```text\n") + "```text\n".length;
  const close = readme.indexOf("\n  ...\n```", open);
  if (open < "```text\n".length || close < 0) {
    throw new Error('README.md: the npm start sample (```text ... "  ..." ```) is missing');
  }
  const kept = paragraphs(readme.slice(open, close).split("\n")).length;
  const printed = (await run(["check", "--example"])).join("\n").split("\n");
  // Keep the printed lines (blank ones included) up to the end of the kept-th paragraph.
  let seen = 0;
  let end = 0;
  for (let i = 0; i < printed.length; i++) {
    if (printed[i]!.trim() === "") continue;
    if (i === 0 || printed[i - 1]!.trim() === "") {
      if (seen === kept) break;
      seen++;
    }
    end = i + 1;
  }
  return readme.slice(0, open) + printed.slice(0, end).join("\n") + readme.slice(close);
}

/** Index of the line in lines[from, to) with the longest common prefix with `line`; the first on ties. */
function mostLike(lines: readonly string[], line: string, from: number, to: number): number {
  let best = from;
  for (let i = from + 1; i < to; i++) {
    if (commonPrefix(lines[i]!, line) > commonPrefix(lines[best]!, line)) best = i;
  }
  return best;
}

/**
 * The run of printed lines a README sample quotes: from the line most like the block's
 * first line to the line most like its last, within one blank-line-separated paragraph.
 * A sample may start and end mid-paragraph (one gate's lines out of a file's section).
 */
export function quotedRun(printed: readonly string[], block: string): string[] {
  const want = block.split("\n");
  const lines = printed.join("\n").split("\n");
  if (lines.every((l) => l.trim() === "")) return [];
  const start = mostLike(lines, want[0]!, 0, lines.length);
  let stop = start + 1;
  while (stop < lines.length && lines[stop]!.trim() !== "") stop++;
  const end = mostLike(lines, want.at(-1)!, start, stop);
  return lines.slice(start, end + 1);
}

/** Each <!-- sample: ARGS --> block becomes the run of lines the CLI now prints for ARGS. */
export async function refreshMarkedSamples(
  readme: string,
  run: CliRun,
  file = "README.md",
): Promise<string> {
  const re = /<!-- sample: (.+?) -->\n```text\n([\s\S]*?)\n```/g;
  let out = "";
  let last = 0;
  for (const m of readme.matchAll(re)) {
    const [whole, args, block] = m as unknown as [string, string, string];
    const quoted = quotedRun(await run(args.split(" ")), block);
    if (quoted.length === 0) throw new Error(`${file}: the CLI printed nothing for ${args}`);
    out += readme.slice(last, m.index) + `<!-- sample: ${args} -->\n\`\`\`text\n`;
    out += quoted.join("\n") + "\n```";
    last = m.index! + whole.length;
  }
  return out + readme.slice(last);
}

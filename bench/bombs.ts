// Memory bombs (issue 24.3): small files that once cost gigabytes, each read in a child
// process by the real reader at the default limits, with its time, peak RSS and what it
// said. The goal (design §7): each ends in a located problem within 256 MB and 10 s.
// Run: nice npx tsx bench/bombs.ts [name...]
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readJsonl } from "../src/io/jsonl.js";
import { formatProblem, ProblemCollector } from "../src/io/problems.js";
import { capEval, deepEval, deepJsonlGz, overlappingEval } from "../test/helpers/bombs.js";
import { childJson, peakRssMB } from "./measure.js";

const BOMBS: Record<string, { file: string; make: () => Buffer }> = {
  "deep-eval": { file: "deep.eval", make: () => deepEval() },
  "overlap-eval": { file: "overlap.eval", make: () => overlappingEval(4) },
  "deep-jsonl-gz": { file: "deep.jsonl.gz", make: () => deepJsonlGz(4) },
  "cap-eval": { file: "cap.eval", make: () => capEval(128) },
};

const LIMITS = { maxLineBytes: 64 * 1024 * 1024, maxFileBytes: 8 * 1024 ** 3, maxRows: 50_000_000 };

async function child(file: string): Promise<void> {
  const problems = new ProblemCollector(file);
  const t0 = performance.now();
  const reader = readJsonl(file, LIMITS, problems, { zip: true });
  let rows = 0;
  for await (const b of reader.batches) rows += b.length;
  const seconds = (performance.now() - t0) / 1000;
  const said = problems.list().map(formatProblem);
  console.log(
    JSON.stringify({
      seconds: Number(seconds.toFixed(2)),
      peak_rss_mb: peakRssMB(),
      rows,
      problems: said.length,
      first: (said[0] ?? "").slice(0, 160),
    }),
  );
}

async function main(): Promise<void> {
  if (process.argv[2] === "--child") return child(process.argv[3]!);
  const dir = mkdtempSync(join(tmpdir(), "hg-bombs-"));
  try {
    const names = process.argv.slice(2).length > 0 ? process.argv.slice(2) : Object.keys(BOMBS);
    for (const name of names) {
      const b = BOMBS[name]!;
      const path = join(dir, b.file);
      writeFileSync(path, b.make());
      const kb = (statSync(path).size / 1024).toFixed(1);
      const r = childJson("bench/bombs.ts", [path]);
      console.log(`${name.padEnd(14)} ${kb.padStart(7)} KB  ${JSON.stringify(r)}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();

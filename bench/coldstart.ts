// Cold start of the committed action bundle to its first error (no inputs), and the CLI's
// fixed cost on a small JSONL run (the example's held-out test and pairs: a Parquet reader
// must not add to it, design §15), beside Node's own start (`node -e 0`) in the same run.
// Goal (docs/design.md §8): <= 250 ms.
//   npx tsx bench/coldstart.ts [runs] [dist dir, default dist]
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const runs = Number(process.argv[2] ?? 15);
const dist = process.argv[3] ?? "dist";
const bundle = `${dist}/index.js`;
if (!existsSync(bundle)) {
  console.log(`${bundle} is missing: run npm run build first`);
  process.exit(1);
}
const env = { PATH: process.env.PATH ?? "", GITHUB_ACTIONS: "true" };

function time(args: string[]): { median: number; min: number } {
  const ms: number[] = [];
  for (let i = 0; i < runs + 2; i++) {
    const t0 = process.hrtime.bigint();
    spawnSync(process.execPath, args, { env, stdio: "ignore" });
    const t = Number(process.hrtime.bigint() - t0) / 1e6;
    if (i >= 2) ms.push(t); // two warm-up runs fill the page cache
  }
  ms.sort((a, b) => a - b);
  return { median: ms[Math.floor(ms.length / 2)], min: ms[0] };
}

const floor = time(["-e", "0"]);
const gate = time([bundle]);
const out = mkdtempSync(join(tmpdir(), "hg-cold-"));
const cli = time([
  `${dist}/cli/index.js`,
  "check",
  "--heldout",
  "fixtures/example/heldout.jsonl",
  "--pairs",
  "fixtures/example/pairs.jsonl",
  "--out",
  out,
]);
rmSync(out, { recursive: true, force: true });
const row = (name: string, r: { median: number; min: number }) =>
  console.log(
    `${name.padEnd(40)} median ${r.median.toFixed(0).padStart(4)} ms  min ${r.min.toFixed(0).padStart(4)} ms`,
  );
console.log(`cold start, ${runs} runs each`);
row("node -e 0 (floor)", floor);
row(`node ${bundle} -> first ::error::`, gate);
row("CLI check, example pairs (JSONL)", cli);
console.log(
  `goal <= 250 ms: ${gate.median <= 250 ? "met" : "NOT met"} (${(gate.median - floor.median).toFixed(0)} ms above the floor)`,
);

// The product as a user runs it: the committed CLI bundle over the gate bench's 1 GB pair
// file and 10,000-task held-out test (made by bench/gates.ts), timed with its peak RSS,
// beside a bare JSON.parse pass over the same file in the same run.
//   npx tsx bench/cli.ts
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";

const pairs = "bench/data/gates-pairs-1024MB.jsonl";
const held = "bench/data/gates-heldout-10k-gates-v2.jsonl";
const time = "/usr/bin/time";
for (const f of [pairs, held, "dist/cli/index.js"]) {
  if (!existsSync(f)) {
    console.log(`${f} is missing (run bench/gates.ts and npm run build first)`);
    process.exit(1);
  }
}
if (!existsSync(time)) {
  console.log(`${time} (GNU time) is missing; it measures the child's peak RSS`);
  process.exit(1);
}
const mb = statSync(pairs).size / 1e6;

function measure(args: string[]): { s: number; rssMB: number } {
  const r = spawnSync(time, ["-f", "%e %M", process.execPath, ...args], { encoding: "utf8" });
  const last = r.stderr.trim().split("\n").pop() ?? "";
  const [s, kb] = last.split(" ").map(Number);
  return { s, rssMB: kb / 1024 };
}

const floorScript =
  "const fs=require('fs');const fd=fs.openSync(process.argv[1],'r');const b=Buffer.alloc(1<<20);" +
  "let rest=Buffer.alloc(0),n=0,r;while((r=fs.readSync(fd,b,0,b.length,null))>0){let d=Buffer.concat([rest,b.subarray(0,r)]);" +
  "let s=0,i;while((i=d.indexOf(10,s))>=0){if(i>s){JSON.parse(d.toString('utf8',s,i));n++}s=i+1}rest=Buffer.from(d.subarray(s))}";
const floor = measure(["-e", floorScript, pairs]);
const cli = measure([
  "dist/cli/index.js",
  "check",
  "--heldout",
  held,
  "--pairs",
  pairs,
  "--out",
  "bench/data/cli-out",
]);
const row = (name: string, m: { s: number; rssMB: number }) =>
  console.log(
    `${name.padEnd(40)} ${(mb / m.s).toFixed(1).padStart(6)} MB/s  (${m.s.toFixed(2)} s)  peak RSS ${m.rssMB.toFixed(0)} MB`,
  );
console.log(`${pairs}: ${mb.toFixed(0)} MB against ${held}`);
row("raw-parse floor (Buffer + JSON.parse)", floor);
row("heldout-gate check (dist/cli bundle)", cli);
console.log(
  `goal >= 60 MB/s and <= 256 MB: ${mb / cli.s >= 60 && cli.rssMB <= 256 ? "met" : "NOT met"}`,
);

// Ten million eval rows through the CLI bundle: a 100,000-task held-out test, each side
// 5 runs x 10 rollouts per task (5,000,000 rows a side). The rows are tallied per run and
// task as they stream, so peak RSS must stay flat in the row count (goal <= 512 MB).
// Beside it, in the same run, the raw floor: Buffer chunks + JSON.parse of both sides.
//   npx tsx bench/eval-scale.ts [--tasks N] [--workers N|auto]   (needs npm run build; data under bench/data/)
import { spawnSync } from "node:child_process";
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import seedrandom from "seedrandom";

const tasksAt = process.argv.indexOf("--tasks");
const TASKS = tasksAt > 0 ? Number(process.argv[tasksAt + 1]) : 100_000;
// The check's --workers (its default, auto, when not given).
const workersAt = process.argv.indexOf("--workers");
const WORKERS = workersAt > 0 ? ["--workers", process.argv[workersAt + 1] as string] : [];
const RUNS = 5;
const ROLLOUTS = 10;
const GENERATOR = `eval-scale-v1 tasks=${TASKS} runs=${RUNS} rollouts=${ROLLOUTS}`;
const DIR = `bench/data/eval-scale-${TASKS}`;
const HELD = `${DIR}/heldout.jsonl`;
const SIDES = [`${DIR}/baseline.jsonl`, `${DIR}/candidate.jsonl`];
const META = `${DIR}/meta.json`;
const TIME = "/usr/bin/time";
const BUNDLE = "dist/cli/index.js";

const id = (i: number) => `t${String(i).padStart(6, "0")}`;

async function write(file: string, lines: () => Generator<string>): Promise<void> {
  const out = createWriteStream(file);
  let buf = "";
  for (const line of lines()) {
    buf += line;
    if (buf.length > 1 << 20) {
      if (!out.write(buf)) await new Promise<void>((r) => out.once("drain", () => r()));
      buf = "";
    }
  }
  out.write(buf);
  await new Promise<void>((res, rej) => out.end((e?: Error | null) => (e ? rej(e) : res())));
}

async function ensureData(): Promise<void> {
  if (existsSync(META) && readFileSync(META, "utf8").trim() === GENERATOR) return;
  mkdirSync(DIR, { recursive: true });
  const t0 = performance.now();
  await write(HELD, function* () {
    for (let i = 0; i < TASKS; i++) yield `{"task_id":"${id(i)}","prompt":"question ${i}"}\n`;
  });
  const rng = seedrandom.alea("eval-scale-1");
  const rate = Array.from({ length: TASKS }, () => rng());
  for (const [side, file] of SIDES.entries()) {
    await write(file, function* () {
      for (let r = 0; r < RUNS; r++) {
        const drift = (rng() - 0.5) * 0.02 + side * 0.02;
        for (let i = 0; i < TASKS; i++) {
          const p = Math.min(1, Math.max(0, (rate[i] as number) + drift));
          for (let j = 0; j < ROLLOUTS; j++) {
            const reward = rng() < p ? 1 : 0;
            yield `{"task_id":"${id(i)}","reward":${reward},"rollout":${j},"lineage":{"eval_run":${r}}}\n`;
          }
        }
      }
    });
  }
  writeFileSync(META, GENERATOR + "\n");
  console.log(`generated ${DIR} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

function measure(args: string[]): { s: number; rssMB: number; out: string } {
  const r = spawnSync(TIME, ["-f", "%e %M", process.execPath, ...args], {
    encoding: "utf8",
    maxBuffer: 1 << 26,
  });
  const last = r.stderr.trim().split("\n").pop() ?? "";
  const [s, kb] = last.split(" ").map(Number);
  return { s: s as number, rssMB: (kb as number) / 1024, out: r.stdout };
}

for (const f of [TIME, BUNDLE]) {
  if (!existsSync(f)) {
    console.log(
      `${f} is missing (GNU time measures the child's peak RSS; npm run build makes the bundle)`,
    );
    process.exit(1);
  }
}
await ensureData();
const mb = SIDES.reduce((n, f) => n + statSync(f).size, 0) / 1e6;
const rows = 2 * TASKS * RUNS * ROLLOUTS;

const floorScript =
  "const fs=require('fs');let n=0;for(const f of process.argv.slice(1)){const fd=fs.openSync(f,'r');const b=Buffer.alloc(1<<20);" +
  "let rest=Buffer.alloc(0),r;while((r=fs.readSync(fd,b,0,b.length,null))>0){let d=Buffer.concat([rest,b.subarray(0,r)]);" +
  "let s=0,i;while((i=d.indexOf(10,s))>=0){if(i>s){JSON.parse(d.toString('utf8',s,i));n++}s=i+1}rest=Buffer.from(d.subarray(s))}}";
const floor = measure(["-e", floorScript, ...SIDES]);
const gate = measure([
  BUNDLE,
  "check",
  "--heldout",
  HELD,
  "--baseline",
  SIDES[0] as string,
  "--candidate",
  SIDES[1] as string,
  "--out",
  `${DIR}/out`,
  ...WORKERS,
]);
const report = JSON.parse(readFileSync(`${DIR}/out/report.json`, "utf8")) as {
  model: { baseline: { rows: number }; candidate: { rows: number }; target_verdict: string } | null;
};
const counted = (report.model?.baseline.rows ?? 0) + (report.model?.candidate.rows ?? 0);
const line = (name: string, m: { s: number; rssMB: number }) =>
  console.log(
    `${name.padEnd(44)} ${(mb / m.s).toFixed(1).padStart(6)} MB/s  ${(rows / m.s / 1e6).toFixed(2)} M rows/s  (${m.s.toFixed(1)} s)  peak RSS ${m.rssMB.toFixed(0)} MB`,
  );
console.log(
  `${rows.toLocaleString("en-US")} eval rows (${mb.toFixed(0)} MB) on ${TASKS.toLocaleString("en-US")} tasks`,
);
line("raw-parse floor (Buffer + JSON.parse)", floor);
line("heldout-gate check (dist/cli bundle)", gate);
console.log(
  `rows counted in report.json: ${counted.toLocaleString("en-US")}; verdict ${report.model?.target_verdict}`,
);
if (counted !== rows) {
  console.log(`report counts ${counted} rows, not ${rows}`);
  process.exit(1);
}
const ratio = gate.s / floor.s;
console.log(
  `check / floor (same run): ${ratio.toFixed(1)}x; goal <= 3x: ${ratio <= 3 ? "met" : "NOT met"}`,
);
console.log(`goal <= 512 MB peak RSS: ${gate.rssMB <= 512 ? "met" : "NOT met"}`);

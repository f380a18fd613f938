// What the benchmarks share: peak RSS, the raw-parse floor (Buffer chunks split on
// newlines + JSON.parse, nothing else), and a measurement run in a child process so its
// peak RSS is its own.
import { spawnSync } from "node:child_process";
import { open } from "node:fs/promises";

export const MB = 1e6;

export function peakRssMB(): number {
  return Math.round(process.resourceUsage().maxRSS / 1024);
}

/** The raw-parse floor of a JSONL file. */
export async function floor(file: string) {
  const t0 = performance.now();
  const fh = await open(file, "r");
  const chunk = Buffer.allocUnsafe(1 << 20);
  let carry: Buffer = Buffer.alloc(0);
  let rows = 0;
  let bytes = 0;
  for (;;) {
    const { bytesRead } = await fh.read(chunk, 0, chunk.length, null);
    if (bytesRead === 0) break;
    bytes += bytesRead;
    const buf = carry.length
      ? Buffer.concat([carry, chunk.subarray(0, bytesRead)])
      : chunk.subarray(0, bytesRead);
    let start = 0;
    for (let nl = buf.indexOf(10, start); nl >= 0; nl = buf.indexOf(10, start)) {
      if (nl > start) {
        JSON.parse(buf.toString("utf8", start, nl));
        rows++;
      }
      start = nl + 1;
    }
    carry = Buffer.from(buf.subarray(start));
  }
  await fh.close();
  const s = (performance.now() - t0) / 1000;
  return { seconds: s, bytes, rows, mb_per_s: bytes / MB / s, peak_rss_mb: peakRssMB() };
}

/** Runs `script --child ARGS...` under tsx; its last stdout line is the JSON it measured. */
export function childJson(script: string, args: string[]): Record<string, number | string> {
  const r = spawnSync(process.execPath, ["--import", "tsx", script, "--child", ...args], {
    encoding: "utf8",
    maxBuffer: 1 << 24,
  });
  if (r.status !== 0) throw new Error(`${args.join(" ")} failed: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split("\n").pop() as string);
}

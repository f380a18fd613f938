// `npm run bench`: each part runs in its own process so its peak RSS is its own.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";

const here = dirname(fileURLToPath(import.meta.url));
const parts = [
  "coldstart.ts",
  "parse.ts",
  "formats.ts",
  "bootstrap.ts",
  "gates.ts",
  "parquet.ts",
  "cli.ts",
  "prints.ts",
  "eval-scale.ts",
  "scale.ts",
];
const only = process.argv.slice(2);
let failed = 0;
for (const part of parts) {
  if (only.length > 0 && !only.some((o) => part.startsWith(o))) continue;
  const file = join(here, part);
  if (!existsSync(file)) {
    console.log(`\n# ${part}: not present`);
    continue;
  }
  console.log(`\n# ${part}`);
  const r = spawnSync(process.execPath, ["--import", "tsx", file], { stdio: "inherit" });
  if (r.status !== 0) failed++;
}
process.exit(failed > 0 ? 1 : 0);

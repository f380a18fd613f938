// `npx tsx scripts/make-regression-world.ts [dir]`: write the regression world
// (scripts/lib/regression-world.ts) to fixtures/regression/ or the directory given.
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { generateRegressionWorld } from "./lib/regression-world.js";

const repoRoot = resolve(fileURLToPath(new URL(".", import.meta.url)), "..");
const outDir = resolve(process.argv[2] ?? join(repoRoot, "fixtures", "regression"));

mkdirSync(outDir, { recursive: true });
for (const [name, text] of generateRegressionWorld()) {
  writeFileSync(join(outDir, name), text);
  console.log(`wrote ${join(outDir, name)} (${Buffer.byteLength(text)} bytes)`);
}

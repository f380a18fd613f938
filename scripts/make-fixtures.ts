// `npm run fixtures`: regenerate the example world into fixtures/example/ (or the
// directory given as the first argument) and print the figures that prove it works.
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { generateWorld } from "./lib/example/generate.js";

const repoRoot = resolve(fileURLToPath(new URL(".", import.meta.url)), "..");
const outDir = resolve(process.argv[2] ?? join(repoRoot, "fixtures", "example"));

const world = generateWorld();
for (const line of world.log) console.log(line);
mkdirSync(outDir, { recursive: true });
for (const [name, text] of world.files) {
  writeFileSync(join(outDir, name), text);
  console.log(`wrote ${join(outDir, name)} (${Buffer.byteLength(text)} bytes)`);
}
if (world.problems.length > 0) {
  // The files are still written so they can be inspected, but the world is unfit:
  // change the asks, the wording or the salts until these go away.
  for (const p of world.problems) console.error(`unfit example world: ${p}`);
  process.exitCode = 1;
}

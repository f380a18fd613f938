// `npm run refresh [-- STEP...]`: regenerate every file that is generated from the code,
// in the order they depend on each other. Tests keep each one equal to what the code
// produces; this is the one way to rewrite them after a deliberate change.
// Steps (default: all, in this order):
//   fixtures  the example world in fixtures/example/ (scripts/make-fixtures.ts)
//   readme    docs/inputs.md's inputs/outputs tables (from action.yml), README.md's npm start
//             sample, and the CLI samples of README.md and docs/*.md
//   contract  the message blocks of docs/data-contract.md (from the real reader)
//   schema    docs/report.schema.json and docs/policy.schema.json (JSON Schemas, from zod),
//             and the field table of docs/policy.md
//   golden    fixtures/golden/ (vitest file snapshots, `vitest run -u`)
//   pictures  docs/comment*.png, the PR comment as GitHub shows it (scripts/screenshot-comment.ts;
//             needs Chromium, and says so and goes on without it)
//   dist      the committed bundles (npm run build)
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { main as cli } from "../src/cli.js";
import { actionTables } from "./action-table.js";
import { DOC, refreshMessages } from "./lib/data-contract.js";
import { SCHEMA_DOC, reportJsonSchemaText } from "./lib/report-schema.js";
import {
  POLICY_DOC,
  POLICY_SCHEMA_DOC,
  policyJsonSchemaText,
  refreshPolicyDoc,
} from "./lib/policy-schema.js";
import {
  INPUTS_DOC,
  refreshMarkedSamples,
  refreshStartSample,
  replaceActionTables,
  sampleDocs,
  type CliRun,
} from "./lib/readme.js";

const root = resolve(fileURLToPath(new URL(".", import.meta.url)), "..");
process.chdir(root);

function sh(cmd: string, args: string[]): void {
  const r = spawnSync(cmd, args, { stdio: "inherit" });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} exited ${r.status ?? r.signal}`);
}

/** Writes the file only when its text changed, and says which. */
function update(path: string, text: string): void {
  const before = existsSync(path) ? readFileSync(path, "utf8") : null;
  if (before === text) console.log(`  ${path}: unchanged`);
  else {
    writeFileSync(path, text);
    console.log(`  ${path}: rewritten`);
  }
}

const tmp = mkdtempSync(join(tmpdir(), "hg-refresh-"));

/** The CLI in this process, its console output captured; report files go to a temp dir. */
const runCli: CliRun = async (args) => {
  const lines: string[] = [];
  const log = console.log;
  console.log = (...a: unknown[]) => void lines.push(a.join(" "));
  try {
    await cli([...args, "--out", mkdtempSync(join(tmp, "out-"))]);
  } finally {
    console.log = log;
  }
  return lines;
};

const tsx = join(root, "node_modules/tsx/dist/cli.mjs");
const vitest = join(root, "node_modules/vitest/vitest.mjs");

const STEPS: Record<string, () => Promise<void> | void> = {
  fixtures: () => sh(process.execPath, [tsx, "scripts/make-fixtures.ts"]),
  readme: async () => {
    const tables = actionTables(readFileSync("action.yml", "utf8"));
    update(INPUTS_DOC, replaceActionTables(readFileSync(INPUTS_DOC, "utf8"), tables));
    update("README.md", await refreshStartSample(readFileSync("README.md", "utf8"), runCli));
    for (const file of sampleDocs()) {
      update(file, await refreshMarkedSamples(readFileSync(file, "utf8"), runCli, file));
    }
  },
  contract: async () => update(DOC, await refreshMessages(readFileSync(DOC, "utf8"), tmp)),
  schema: () => {
    update(SCHEMA_DOC, reportJsonSchemaText());
    update(POLICY_SCHEMA_DOC, policyJsonSchemaText());
    update(POLICY_DOC, refreshPolicyDoc(readFileSync(POLICY_DOC, "utf8")));
  },
  golden: () =>
    sh(process.execPath, [vitest, "run", "--update=all", "test/engine/example.test.ts"]),
  pictures: async () => {
    // Loaded here: the page code pulls in the browser driver, which no other step needs.
    const page = await import("./lib/comment-page.js");
    if (page.findChromium() === null) {
      const why = `${page.chromiumWanted()} is missing (${page.CHROMIUM_INSTALL})`;
      console.log(`  docs/comment*.png: not redrawn, ${why}`);
      return;
    }
    sh(process.execPath, [tsx, "scripts/screenshot-comment.ts"]);
  },
  dist: () => sh("npm", ["run", "build"]),
};

const asked = process.argv.slice(2);
const unknown = asked.filter((s) => !(s in STEPS));
if (unknown.length > 0) {
  console.error(
    `refresh: unknown step ${unknown.join(", ")}; steps: ${Object.keys(STEPS).join(" ")}`,
  );
  process.exit(2);
}
try {
  for (const name of Object.keys(STEPS).filter((s) => asked.length === 0 || asked.includes(s))) {
    console.log(`refresh: ${name}`);
    await STEPS[name]!();
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

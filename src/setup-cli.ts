// `heldout-gate setup`: writes what makes the gate binding in a repository (docs/security.md):
// the policy at .github/heldout-gate.yml, a pull_request workflow that computes the verdict
// with a read-only token and uploads it, and a workflow_run reporter (the default branch's
// code, with write permissions) that judges the artifact again under the base commit's
// policy and posts the check branch protection requires. It prints the CODEOWNERS lines,
// the check to require, and a ruleset. Nothing is overwritten without --force.
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { ConfigError } from "./config.js";
import { POLICY_PATH } from "./policy/fields.js";
import { parsePolicy } from "./policy/file.js";
import { terminalLine } from "./render/escape.js";

export const SETUP_USAGE = `usage: heldout-gate setup [--dir DIR] [--force] [--heldout PATH] [--baseline PATH]
                          [--candidate PATH] [--target METRIC] [--must-not-regress LIST]
                          [--graded-by program|judge] [--check-name NAME] [--uses ACTION@REF]
                          [--owners @TEAM]

Writes into DIR (default .): ${POLICY_PATH} (the rule, read at each PR's base
commit), .github/workflows/heldout-gate.yml (pull_request: computes the verdict with a
read-only token and uploads it) and .github/workflows/heldout-gate-report.yml
(workflow_run: the default branch's code judges the artifact again under the base
commit's policy and posts the check). Prints the CODEOWNERS lines, the check to require
and a ruleset to import. Refuses to overwrite a file unless --force.`;

export interface SetupOptions {
  heldout: string;
  baseline: string;
  candidate: string;
  target: string;
  mustNotRegress: string;
  gradedBy: "program" | "judge";
  checkName: string;
  uses: string;
  owners: string;
}

export const SETUP_DEFAULTS: SetupOptions = {
  heldout: "eval/heldout.jsonl",
  baseline: "eval/results/baseline.jsonl",
  candidate: "eval/results/candidate.jsonl",
  target: "pass_at_1",
  mustNotRegress: "",
  gradedBy: "program",
  checkName: "heldout-gate",
  uses: "your-org/heldout-gate@v0",
  owners: "@your-org/eval-owners",
};

export const GATE_WORKFLOW = ".github/workflows/heldout-gate.yml";
export const REPORT_WORKFLOW = ".github/workflows/heldout-gate-report.yml";
/** The gate workflow's name: the reporter's workflow_run trigger names it. */
const GATE_NAME = "heldout-gate (PR)";

const FLAGS: Record<string, keyof SetupOptions> = {
  heldout: "heldout",
  baseline: "baseline",
  candidate: "candidate",
  target: "target",
  "must-not-regress": "mustNotRegress",
  "graded-by": "gradedBy",
  "check-name": "checkName",
  uses: "uses",
  owners: "owners",
};

/** A value written into YAML unquoted must be one plain token of these characters. */
const PLAIN = /^[A-Za-z0-9_./*?@:+-]{1,200}$/;
const CHECK_NAME = /^[A-Za-z0-9][A-Za-z0-9 ._()-]{0,99}$/;
const USES = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_./-]+@[A-Za-z0-9_./-]+$/;

function checked(o: SetupOptions): SetupOptions {
  for (const k of ["heldout", "baseline", "candidate", "target"] as const) {
    if (!PLAIN.test(o[k]) || o[k].startsWith("/") || o[k].includes("..")) {
      throw new ConfigError(
        `--${k}: a repository path or metric name of letters, digits and . _ / * ? @ : + - (no "..", not absolute)`,
      );
    }
  }
  const guards = o.mustNotRegress
    .split(",")
    .map((g) => g.trim())
    .filter((g) => g !== "");
  for (const g of guards) {
    if (!PLAIN.test(g))
      throw new ConfigError("--must-not-regress: a comma-separated list of metric names");
  }
  if (o.gradedBy !== "program" && o.gradedBy !== "judge") {
    throw new ConfigError(`--graded-by: program or judge`);
  }
  if (!CHECK_NAME.test(o.checkName)) {
    throw new ConfigError("--check-name: letters, digits, spaces and . _ ( ) -, at most 100");
  }
  if (!USES.test(o.uses))
    throw new ConfigError("--uses: owner/repo@ref, e.g. your-org/heldout-gate@v0");
  if (!/^@[A-Za-z0-9_./-]{1,100}$/.test(o.owners)) {
    throw new ConfigError("--owners: a GitHub user or team, e.g. @your-org/eval-owners");
  }
  return { ...o, mustNotRegress: guards.join(", ") };
}

/** A YAML scalar in double quotes (JSON's are YAML's): a glob's `*` is no alias there. */
const q = (s: string) => JSON.stringify(s);

/** The base policy: everything that decides, with the switches that loosen it off. */
export function policyText(o: SetupOptions): string {
  const lines = [
    "# The rule that decides heldout-gate's verdict (docs/policy.md). The action reads this",
    "# file at each pull request's base commit: a PR's own edit of it is only compared with",
    "# it, and takes effect once merged. Keep it owned by the people who own the eval.",
    `target: ${q(o.target)}`,
    ...(o.mustNotRegress === "" ? [] : [`must-not-regress: ${q(o.mustNotRegress)}`]),
    `graded-by: ${o.gradedBy}`,
    "confidence: 0.95",
    "require-proof: false",
    "baseline-from-base: true",
    "allow-heldout-change: false",
    "allow-baseline-change: false",
    "allow-workflow-change: false",
  ];
  return lines.join("\n") + "\n";
}

/** Part 1: the verdict computed with a read-only token; it posts nothing that counts. */
export function gateWorkflow(o: SetupOptions): string {
  return `# Part 1 of 2 (written by heldout-gate setup): computes the verdict on every pull request
# with a read-only token, under the policy at the PR's base commit, and uploads report.json
# as the artifact the reporter (${REPORT_WORKFLOW}) judges again and posts.
# A PR can edit this file for its own run; the reporter names such an edit and fails it.
name: ${GATE_NAME}

on:
  pull_request:

permissions:
  contents: read

jobs:
  gate:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v5
        with:
          fetch-depth: 0
      - uses: ${o.uses}
        with:
          heldout: ${q(o.heldout)}
          baseline: ${q(o.baseline)}
          candidate: ${q(o.candidate)}
          # Same check name in both parts: it names the artifact and keys the comment.
          check-name: ${q(o.checkName)}
`;
}

/** Part 2: the default branch's code, with write permissions, judges the artifact again. */
export function reportWorkflow(o: SetupOptions): string {
  return `# Part 2 of 2 (written by heldout-gate setup): runs the default branch's copy of this file
# after part 1, for pull requests from forks and from this repository alike. It checks out
# and runs nothing from the PR: it downloads part 1's artifact, reads the policy at the PR's
# base commit, judges the artifact's figures again under it, lists the PR's changed files
# (an edit of part 1, the policy or the baseline is named first) and posts the check
# "${o.checkName}", the one branch protection requires.
name: heldout-gate (report)

on:
  workflow_run:
    workflows: ["${GATE_NAME}"]
    types: [completed]

permissions:
  actions: read # download the artifact of the triggering run
  checks: write # the check run on the PR's head commit
  contents: read # the policy at the PR's base commit (contents API)
  pull-requests: write # the sticky comment; read the PR and its changed files

jobs:
  report:
    # A failing verdict fails part 1 but still leaves its artifact: report it too.
    if: github.event.workflow_run.conclusion == 'success' || github.event.workflow_run.conclusion == 'failure'
    runs-on: ubuntu-latest
    steps:
      - uses: ${o.uses}
        with:
          mode: report
          check-name: ${q(o.checkName)}
          # Part 1's data paths: a PR that changes the held-out or baseline files fails.
          heldout: ${q(o.heldout)}
          baseline: ${q(o.baseline)}
          candidate: ${q(o.candidate)}
`;
}

/** What the repository's settings need, printed after the files are written. */
export function setupAdvice(o: SetupOptions): string {
  const owned = [GATE_WORKFLOW, REPORT_WORKFLOW, POLICY_PATH, o.heldout, o.baseline];
  const ruleset = {
    name: "heldout-gate",
    target: "branch",
    enforcement: "active",
    conditions: { ref_name: { include: ["~DEFAULT_BRANCH"], exclude: [] } },
    rules: [
      { type: "pull_request", parameters: pullRequestRule() },
      {
        type: "required_status_checks",
        parameters: {
          strict_required_status_checks_policy: false,
          required_status_checks: [{ context: o.checkName }],
        },
      },
    ],
  };
  return [
    "Add to .github/CODEOWNERS (and require code owner review), so a change of the rule,",
    "the workflows or the yardstick needs their owners' approval:",
    ...owned.map((p) => `  /${p.replace(/^\.\//, "")} ${o.owners}`),
    "",
    `Require the check "${o.checkName}" (posted by ${REPORT_WORKFLOW}, not the job of part 1).`,
    "A ruleset for the default branch (Settings > Rules > Rulesets > Import, or POST",
    "/repos/{owner}/{repo}/rulesets):",
    JSON.stringify(ruleset, null, 2),
    "",
    "Where the plan offers it (an organization ruleset's 'Require workflows to pass'),",
    `also require ${REPORT_WORKFLOW} from the default branch.`,
    "docs/security.md says what each of these protects against, and what none can.",
  ].join("\n");
}

function pullRequestRule() {
  return {
    required_approving_review_count: 1,
    require_code_owner_review: true,
    dismiss_stale_reviews_on_push: true,
    require_last_push_approval: true,
    required_review_thread_resolution: false,
  };
}

interface SetupArgs {
  dir: string;
  force: boolean;
  opts: SetupOptions;
}

function parseSetupArgs(argv: string[]): SetupArgs | "help" {
  const opts = { ...SETUP_DEFAULTS };
  let dir = ".";
  let force = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === "--help" || a === "-h") return "help";
    if (a === "--force") {
      force = true;
      continue;
    }
    if (!a.startsWith("--")) throw new ConfigError(`unexpected argument "${a}"`);
    const eq = a.indexOf("=");
    const name = eq > 0 ? a.slice(2, eq) : a.slice(2);
    const value = eq > 0 ? a.slice(eq + 1) : argv[++i];
    if (name !== "dir" && !(name in FLAGS)) throw new ConfigError(`unknown flag --${name}`);
    if (value === undefined || (eq < 0 && value.startsWith("--"))) {
      throw new ConfigError(`flag --${name} needs a value`);
    }
    if (name === "dir") dir = value;
    else (opts as Record<string, string>)[FLAGS[name] as string] = value;
  }
  return { dir, force, opts: checked(opts) };
}

export async function setupMain(argv: string[]): Promise<number> {
  try {
    const args = parseSetupArgs(argv);
    if (args === "help") {
      console.log(SETUP_USAGE);
      return 0;
    }
    const { dir, force, opts } = args;
    const files: [string, string][] = [
      [POLICY_PATH, policyText(opts)],
      [GATE_WORKFLOW, gateWorkflow(opts)],
      [REPORT_WORKFLOW, reportWorkflow(opts)],
    ];
    // What is written must be a policy the action accepts.
    parsePolicy(files[0]![1], POLICY_PATH);
    const there = files.map(([p]) => p).filter((p) => existsSync(join(dir, p)));
    if (there.length > 0 && !force) {
      throw new ConfigError(
        `not overwriting ${there.join(", ")} in ${dir}; pass --force to replace ${there.length === 1 ? "it" : "them"}`,
      );
    }
    for (const [p, text] of files) {
      await mkdir(dirname(join(dir, p)), { recursive: true });
      await writeFile(join(dir, p), text);
      console.log(terminalLine(`wrote ${join(dir, p)}`));
    }
    console.log("\n" + setupAdvice(opts));
    return 0;
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    console.error(terminalLine(`heldout-gate setup: ${msg}`));
    return 2;
  }
}

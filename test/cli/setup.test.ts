// heldout-gate setup: the files it writes are the binding setup (docs/security.md) and pass
// the repository's own checks: the policy parses as the action reads it, the workflows ask
// for exactly their permissions and use only inputs action.yml declares, and the reporter
// runs nothing of the PR. It never overwrites without --force.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parse } from "yaml";
import { main } from "../../src/cli.js";
import { parseConfig } from "../../src/config.js";
import { POLICY_PATH } from "../../src/policy/fields.js";
import { parsePolicy } from "../../src/policy/file.js";
import { GATE_WORKFLOW, REPORT_WORKFLOW } from "../../src/setup-cli.js";
import { captureConsole } from "../helpers/console.js";

afterEach(() => vi.restoreAllMocks());

const declared = new Set(
  [
    ...readFileSync("action.yml", "utf8")
      .split(/^outputs:/m)[0]!
      .matchAll(/^ {2}([a-z0-9-]+):$/gm),
  ].map((m) => m[1]),
);

interface Workflow {
  name: string;
  on: Record<string, { workflows?: string[]; types?: string[] } | null>;
  permissions: Record<string, string>;
  jobs: Record<string, { steps: { uses?: string; run?: string; with?: Record<string, string> }[] }>;
}

async function setup(args: string[]) {
  const dir = mkdtempSync(join(tmpdir(), "hg-setup-"));
  const io = captureConsole();
  const code = await main(["setup", "--dir", dir, ...args]);
  const read = (p: string) => readFileSync(join(dir, p), "utf8");
  return { dir, code, io, read, wf: (p: string) => parse(read(p)) as Workflow };
}

const FLAGS = [
  "--heldout",
  "eval/heldout.jsonl",
  "--baseline",
  "eval/base/*.jsonl",
  "--candidate",
  "eval/results/candidate.jsonl",
  "--must-not-regress",
  "marker:safe, marker:polite",
];

describe("heldout-gate setup", () => {
  it("writes the policy, the gate and the trusted reporter, and prints what to protect", async () => {
    const s = await setup(FLAGS);
    expect(s.code).toBe(0);
    const policy = parsePolicy(s.read(POLICY_PATH), POLICY_PATH);
    expect(policy.values).toMatchObject({
      target: "pass_at_1",
      "must-not-regress": "marker:safe, marker:polite",
      "graded-by": "program",
      "allow-workflow-change": "false",
      "allow-baseline-change": "false",
      "baseline-from-base": "true",
    });
    const out = s.io.out.join("\n");
    for (const p of [
      GATE_WORKFLOW,
      REPORT_WORKFLOW,
      POLICY_PATH,
      "eval/heldout.jsonl",
      "eval/base/*.jsonl",
    ]) {
      expect(out).toContain(`  /${p} @your-org/eval-owners`);
    }
    expect(out).toContain('Require the check "heldout-gate"');
    const ruleset = JSON.parse(out.slice(out.indexOf("\n{") + 1, out.lastIndexOf("\n}") + 2));
    expect(ruleset.rules[1]).toEqual({
      type: "required_status_checks",
      parameters: {
        strict_required_status_checks_policy: false,
        required_status_checks: [{ context: "heldout-gate" }],
      },
    });
    expect(ruleset.rules[0].parameters.require_code_owner_review).toBe(true);
  });

  it("the gate reads with a read-only token on pull_request and uploads for the reporter", async () => {
    const s = await setup(FLAGS);
    const gate = s.wf(GATE_WORKFLOW);
    expect(Object.keys(gate.on)).toEqual(["pull_request"]);
    expect(gate.permissions).toEqual({ contents: "read" });
    const steps = gate.jobs.gate!.steps;
    expect(steps.map((x) => x.uses)).toEqual(["actions/checkout@v5", "your-org/heldout-gate@v0"]);
    expect(steps[1]!.with).toEqual({
      heldout: "eval/heldout.jsonl",
      baseline: "eval/base/*.jsonl",
      candidate: "eval/results/candidate.jsonl",
      "check-name": "heldout-gate",
    });
    for (const name of Object.keys(steps[1]!.with!)) expect(declared.has(name), name).toBe(true);
  });

  it("the reporter runs on workflow_run of the gate, writes only what it posts, runs nothing of the PR", async () => {
    const s = await setup(FLAGS);
    const gate = s.wf(GATE_WORKFLOW);
    const rep = s.wf(REPORT_WORKFLOW);
    expect(rep.on).toEqual({ workflow_run: { workflows: [gate.name], types: ["completed"] } });
    expect(rep.permissions).toEqual({
      actions: "read",
      checks: "write",
      contents: "read",
      "pull-requests": "write",
    });
    const steps = rep.jobs.report!.steps;
    expect(steps).toHaveLength(1);
    expect(steps[0]!.uses).toBe("your-org/heldout-gate@v0");
    expect(s.read(REPORT_WORKFLOW)).not.toMatch(/actions\/checkout|\brun:/);
    const inputs = steps[0]!.with!;
    expect(inputs.mode).toBe("report");
    // The same check name as the gate's (it names the artifact), and the gate's data paths.
    expect(inputs["check-name"]).toBe(gate.jobs.gate!.steps[1]!.with!["check-name"]);
    expect(inputs.baseline).toBe("eval/base/*.jsonl");
    for (const name of Object.keys(inputs)) expect(declared.has(name), name).toBe(true);
    // The action takes these inputs in report mode.
    expect(parseConfig(inputs).github.mode).toBe("report");
  });

  it("refuses to overwrite without --force, and replaces with it", async () => {
    const s = await setup([]);
    writeFileSync(join(s.dir, POLICY_PATH), "confidence: 0.6\n");
    const io = captureConsole();
    expect(await main(["setup", "--dir", s.dir])).toBe(2);
    expect(io.err.join("\n")).toContain(
      `not overwriting ${POLICY_PATH}, ${GATE_WORKFLOW}, ${REPORT_WORKFLOW}`,
    );
    expect(s.read(POLICY_PATH)).toBe("confidence: 0.6\n");
    expect(await main(["setup", "--dir", s.dir, "--force"])).toBe(0);
    expect(parsePolicy(s.read(POLICY_PATH), POLICY_PATH).values.confidence).toBe("0.95");
  });

  it("refuses bad flags, naming them, and writes nothing", async () => {
    for (const [args, msg] of [
      [["--heldout", "../outside.jsonl"], "--heldout:"],
      [["--heldout", "/abs/heldout.jsonl"], "--heldout:"],
      [["--graded-by", "vibes"], "--graded-by: program or judge"],
      [["--check-name", "a\nb"], "--check-name:"],
      [["--uses", "not-an-action"], "--uses:"],
      [["--nope", "1"], "unknown flag --nope"],
      [["--target"], "flag --target needs a value"],
    ] as const) {
      const s = await setup([...args]);
      expect(s.code, args.join(" ")).toBe(2);
      expect(s.io.err.join("\n")).toContain(msg);
      expect(existsSync(join(s.dir, POLICY_PATH))).toBe(false);
    }
  });
});

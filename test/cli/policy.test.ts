// `heldout-gate check --policy FILE`: the same policy file the action reads at the base
// commit decides a local run; a flag may only tighten it.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { main } from "../../src/cli.js";
import { captureConsole } from "../helpers/console.js";

afterEach(() => vi.restoreAllMocks());

// What --example passes as flags besides the files; a policy must allow them.
const EXAMPLE = "graded-by: program\nmust-not-regress: marker:refund_only_when_allowed\n";

function policyFile(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), "hg-policy-"));
  writeFileSync(join(dir, "heldout-gate.yml"), text);
  return join(dir, "heldout-gate.yml");
}

const run = async (...args: string[]) => {
  const out = mkdtempSync(join(tmpdir(), "hg-policy-out-"));
  const code = await main(["check", "--example", "--out", out, ...args]);
  return { code, report: () => JSON.parse(readFileSync(join(out, "report.json"), "utf8")) };
};

describe("check --policy", () => {
  it("decides under the file: require-proof there fails the example's 8-task win", async () => {
    captureConsole();
    expect((await run()).code).toBe(0);
    const p = policyFile(EXAMPLE + "require-proof: true\n");
    const r = await run("--policy", p);
    expect(r.code).toBe(1);
    expect(r.report().decision.reasons.join(" ")).toMatch(/require-proof is set/);
  });

  it("refuses a flag looser than the file, naming the field, and writes no report", async () => {
    const { err } = captureConsole();
    const p = policyFile("confidence: 0.95\nmust-not-regress: marker:refund_only_when_allowed\n");
    const r = await run("--policy", p, "--confidence", "0.6");
    expect(r.code).toBe(2);
    expect(err.join("\n")).toMatch(
      /refused: a flag is looser than the policy .*: confidence: the input 0\.6 is looser than the policy's 0\.95/,
    );
  });

  it("the example's own flags are looser than a bare policy: refused", async () => {
    const { err } = captureConsole();
    expect((await run("--policy", policyFile("# defaults\n"))).code).toBe(2);
    expect(err.join("\n")).toMatch(
      /graded-by: the input program is looser than the policy's judge/,
    );
  });

  it("a tighter flag takes effect", async () => {
    captureConsole();
    const p = policyFile(EXAMPLE);
    const r = await run("--policy", p, "--require-proof", "true");
    expect(r.code).toBe(1);
    expect(r.report().settings.require_proof).toBe(true);
  });

  it("a bad policy file stops the run with file, line and field", async () => {
    const { err } = captureConsole();
    const p = policyFile("graded-by: program\nconfidence: 2\n");
    expect((await run("--policy", p)).code).toBe(2);
    expect(err.join("\n")).toMatch(/heldout-gate\.yml:2: confidence: must be a level/);
    expect((await run("--policy", join(tmpdir(), "no-such-policy.yml"))).code).toBe(2);
    expect(err.join("\n")).toMatch(/cannot read it \(ENOENT\)/);
  });
});

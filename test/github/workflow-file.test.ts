// The gate's own workflow against the base commit's (design §13).
import { describe, expect, it } from "vitest";
import { checkWorkflow, workflowPath } from "../../src/github/workflow-file.js";
import type { AtBase } from "../../src/github/frozen.js";

const BASE = "b".repeat(40);
const RAN = "c".repeat(40);
const REF = "acme/models/.github/workflows/gate.yml@refs/pull/7/merge";

function reader(files: Record<string, string>) {
  return async (path: string, sha: string): Promise<AtBase> => {
    const t = files[`${sha}:${path}`];
    return { data: t === undefined ? null : Buffer.from(t), via: "git" };
  };
}

describe("workflowPath", () => {
  it("takes the path out of GITHUB_WORKFLOW_REF, for this repository only", () => {
    expect(workflowPath(REF, "acme/models")).toBe(".github/workflows/gate.yml");
    expect(workflowPath("acme/models/.github/workflows/g.yaml@main", "acme/models")).toBe(
      ".github/workflows/g.yaml",
    );
    expect(workflowPath(REF, "acme/other")).toBeNull();
    expect(workflowPath("acme/models/../../etc/passwd@x", "acme/models")).toBeNull();
    expect(workflowPath(undefined, "acme/models")).toBeNull();
  });
});

describe("checkWorkflow", () => {
  const req = (files: Record<string, string>, ref = REF, sha: string | undefined = RAN) => ({
    ref,
    sha,
    repository: "acme/models",
    baseSha: BASE,
    at: reader(files),
  });
  const path = ".github/workflows/gate.yml";

  it("the base's copy: not changed", async () => {
    const c = await checkWorkflow(req({ [`${BASE}:${path}`]: "a", [`${RAN}:${path}`]: "a" }));
    expect(c).toEqual({
      path,
      changed: false,
      note: `the gate's workflow ${path} is the base commit's`,
    });
  });

  it("an edited or a new workflow is a change", async () => {
    const edited = await checkWorkflow(req({ [`${BASE}:${path}`]: "a", [`${RAN}:${path}`]: "b" }));
    expect(edited.changed).toBe(true);
    expect(edited.note).toBe(`this PR edits the gate's workflow ${path}`);
    const added = await checkWorkflow(req({ [`${RAN}:${path}`]: "b" }));
    expect(added).toMatchObject({
      changed: true,
      note: `this PR adds the gate's workflow ${path}`,
    });
  });

  it("a PR that drops the ledger input is a change (design §16: no ledger, no attempt count)", async () => {
    const step = (extra: string) =>
      [
        "jobs:",
        "  gate:",
        "    runs-on: ubuntu-latest",
        "    steps:",
        "      - uses: acme/heldout-gate@v1",
        "        with:",
        "          heldout: eval/heldout.jsonl",
        extra,
        "          candidate: eval/after.jsonl",
        "",
      ].join("\n");
    const base = step("          ledger: .heldout-gate/ledger");
    const dropped = step("          # ledger: .heldout-gate/ledger");
    const c = await checkWorkflow(req({ [`${BASE}:${path}`]: base, [`${RAN}:${path}`]: dropped }));
    // A changed workflow fails the run unless the base policy allows it (test/e2e/binding).
    expect(c).toEqual({ path, changed: true, note: `this PR edits the gate's workflow ${path}` });
    const kept = await checkWorkflow(req({ [`${BASE}:${path}`]: base, [`${RAN}:${path}`]: base }));
    expect(kept.changed).toBe(false);
  });

  it("without the runner's names nothing is compared, and the note says why", async () => {
    const c = await checkWorkflow(req({}, "", undefined));
    expect(c.changed).toBeNull();
    expect(c.note).toMatch(/GITHUB_WORKFLOW_REF/);
  });
});

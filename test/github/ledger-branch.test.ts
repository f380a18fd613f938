// Who writes the ledger branch, and where on it (docs/design.md §16).
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/config.js";
import { branchFolder, ledgerWriter, pushInfo } from "../../src/github/ledger-branch.js";

const main = { ref: "refs/heads/main", defaultBranch: "main", before: null };

describe("ledgerWriter", () => {
  it("a pull_request or pull_request_target job never writes, in any mode", () => {
    for (const eventName of ["pull_request", "pull_request_target"]) {
      for (const mode of ["gate", "merge", "report"]) {
        const w = ledgerWriter({ eventName }, mode, main);
        expect(w.kind).toBeNull();
        expect(w).toMatchObject({ reason: expect.stringContaining("never writes the ledger") });
      }
    }
  });
  it("a push to the default branch writes the merged round; the reporter the attempt", () => {
    expect(ledgerWriter({ eventName: "push" }, "gate", main)).toEqual({
      kind: "merged",
      event: "push",
    });
    expect(ledgerWriter({ eventName: "push" }, "merge", main).kind).toBe("merged");
    expect(ledgerWriter({ eventName: "push" }, "report", main).kind).toBeNull();
    expect(
      ledgerWriter({ eventName: "push" }, "gate", { ...main, ref: "refs/heads/main-2" }).kind,
    ).toBeNull();
    expect(
      ledgerWriter({ eventName: "push" }, "gate", { ...main, defaultBranch: null }).kind,
    ).toBeNull();
    expect(ledgerWriter({ eventName: "workflow_run" }, "report", main)).toEqual({
      kind: "attempt",
      event: "workflow_run",
    });
    expect(ledgerWriter({ eventName: "workflow_run" }, "gate", main).kind).toBeNull();
    expect(ledgerWriter({ eventName: "workflow_dispatch" }, "gate", main).kind).toBeNull();
  });
  it("pushInfo reads the ref and default branch of a push only; a new branch has no before", () => {
    const payload = {
      ref: "refs/heads/main",
      before: "0".repeat(40),
      repository: { default_branch: "main" },
    };
    expect(pushInfo("push", payload)).toEqual({
      ref: "refs/heads/main",
      defaultBranch: "main",
      before: null,
    });
    expect(pushInfo("push", { ...payload, before: "a".repeat(40) }).before).toBe("a".repeat(40));
    expect(pushInfo("pull_request", payload)).toEqual({
      ref: null,
      defaultBranch: null,
      before: null,
    });
  });
});

describe("ledger-branch and the folder in it", () => {
  it("takes plain branch names only, and the folder is a relative path in the branch", () => {
    expect(parseConfig({ "ledger-branch": "heldout-gate-ledger", mode: "report" })).toMatchObject({
      ledgerBranch: "heldout-gate-ledger",
      ledger: ".",
    });
    for (const bad of ["../main", "a..b", "-x", "x.lock", "x/", "a//b", "x y"]) {
      expect(() => parseConfig({ "ledger-branch": bad, mode: "report" }), bad).toThrow(
        /input "ledger-branch" must be a plain branch name/,
      );
    }
    expect(branchFolder(".")).toBe("");
    expect(branchFolder(undefined)).toBe("");
    expect(branchFolder("ledger/")).toBe("ledger/");
    expect(branchFolder("./a/b")).toBe("a/b/");
    expect(() => branchFolder("../x")).toThrow(/a folder inside that branch/);
    expect(() => branchFolder("/abs")).toThrow(/a folder inside that branch/);
  });
});

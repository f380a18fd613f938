import { describe, expect, it } from "vitest";
import { guardTrigger } from "../../src/github/guard.js";

describe("guardTrigger", () => {
  const fork = { isFork: true, prNumber: 4 };
  const own = { isFork: false, prNumber: 4 };

  it("refuses gate mode on privileged events for fork PRs", () => {
    for (const eventName of ["pull_request_target", "workflow_run"]) {
      const r = guardTrigger({ ...fork, eventName }, "gate", false);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.reason).toContain(eventName);
        expect(r.reason).toContain("allow-unsafe-pr-data");
      }
    }
  });

  it("lets an explicit opt-in through, with a warning", () => {
    const r = guardTrigger({ ...fork, eventName: "pull_request_target" }, "gate", true);
    expect(r.ok).toBe(true);
    expect(r.warnings.join(" ")).toMatch(/write token/);
  });

  it("allows the safe combinations", () => {
    expect(guardTrigger({ ...fork, eventName: "pull_request" }, "gate", false).ok).toBe(true);
    expect(guardTrigger({ ...own, eventName: "pull_request_target" }, "gate", false).ok).toBe(true);
    const report = guardTrigger({ ...fork, eventName: "workflow_run" }, "report", false);
    expect(report).toEqual({ ok: true, warnings: [] });
  });

  it("warns when report mode runs outside workflow_run", () => {
    const r = guardTrigger({ ...own, eventName: "pull_request" }, "report", false);
    expect(r.ok).toBe(true);
    expect(r.warnings).toHaveLength(1);
  });

  it("refuses shard mode where it refuses gate mode: a shard reads the fork's files too", () => {
    const r = guardTrigger({ ...fork, eventName: "pull_request_target" }, "shard", false);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/^refusing mode "shard" on pull_request_target/);
    expect(guardTrigger({ ...fork, eventName: "pull_request" }, "shard", false).ok).toBe(true);
  });

  it("lets merge mode through anywhere, silently: it reads only this run's artifacts", () => {
    for (const eventName of ["pull_request", "pull_request_target", "workflow_run", "push"]) {
      expect(guardTrigger({ ...fork, eventName }, "merge", false)).toEqual({
        ok: true,
        warnings: [],
      });
    }
  });
});

// Refuses the one dangerous combination: reading a fork's files in gate mode under an event
// that hands the job a write token and secrets (pull_request_target, workflow_run). The data
// is never executed, but a privileged job that consumes a stranger's files is the shape of
// a "pwn request"; the safe pattern is gate on pull_request, report on workflow_run.
import type { RunContext } from "./context.js";

export type GuardResult =
  { ok: true; warnings: string[] } | { ok: false; reason: string; warnings: string[] };

const PRIVILEGED = new Set(["pull_request_target", "workflow_run"]);

export function guardTrigger(
  ctx: Pick<RunContext, "eventName" | "isFork" | "prNumber">,
  mode: "gate" | "report",
  allowUnsafe: boolean,
): GuardResult {
  const warnings: string[] = [];
  if (mode === "gate" && PRIVILEGED.has(ctx.eventName) && ctx.isFork) {
    if (!allowUnsafe) {
      return {
        ok: false,
        reason:
          `refusing mode "gate" on ${ctx.eventName} for a pull request from a fork: this job ` +
          `holds a write token and would read files the fork controls. Run the gate on ` +
          `pull_request and post with mode "report" from a workflow_run workflow ` +
          `(see docs/permissions.md), or set allow-unsafe-pr-data: true if you have ` +
          `reviewed the risk`,
        warnings,
      };
    }
    warnings.push(
      `mode "gate" is reading fork data on ${ctx.eventName} with a write token because ` +
        `allow-unsafe-pr-data is true`,
    );
  }
  if (mode === "report" && ctx.eventName !== "workflow_run") {
    warnings.push(
      `mode "report" is meant for a workflow_run workflow; on ${ctx.eventName || "this event"} ` +
        `the token may not be allowed to post`,
    );
  }
  return { ok: true, warnings };
}

// Refuses the one dangerous combination: reading a fork's files (gate or shard mode) under an event
// that hands the job a write token and secrets (pull_request_target, workflow_run). The data
// is never executed, but a privileged job that consumes a stranger's files is the shape of
// a "pwn request"; the safe pattern is gate on pull_request, report on workflow_run.
import type { RunMode } from "../config.js";
import type { RunContext } from "./context.js";

export type GuardResult =
  { ok: true; warnings: string[] } | { ok: false; reason: string; warnings: string[] };

const PRIVILEGED = new Set(["pull_request_target", "workflow_run"]);
/** The modes that read the PR's data files; report and merge read only artifacts. */
const READS_DATA: ReadonlySet<RunMode> = new Set(["gate", "shard"]);

export function guardTrigger(
  ctx: Pick<RunContext, "eventName" | "isFork" | "prNumber">,
  mode: RunMode,
  allowUnsafe: boolean,
): GuardResult {
  const warnings: string[] = [];
  if (READS_DATA.has(mode) && PRIVILEGED.has(ctx.eventName) && ctx.isFork) {
    if (!allowUnsafe) {
      return {
        ok: false,
        reason:
          `refusing mode "${mode}" on ${ctx.eventName} for a pull request from a fork: this job ` +
          `holds a write token and would read files the fork controls. Run the gate on ` +
          `pull_request and post with mode "report" from a workflow_run workflow ` +
          `(see docs/permissions.md), or set allow-unsafe-pr-data: true if you have ` +
          `reviewed the risk`,
        warnings,
      };
    }
    warnings.push(
      `mode "${mode}" is reading fork data on ${ctx.eventName} with a write token because ` +
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

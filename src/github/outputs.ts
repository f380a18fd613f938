// The step outputs, all strings; an empty string means "not measured" or "not posted".
import * as core from "@actions/core";
import type { Report } from "../report.js";
import { verdictOf } from "../report/verdict-word.js";

export interface Posted {
  checkRunId: number | null;
  commentId: number | null;
}

export function setOutputs(report: Report, reportPath: string, posted: Posted): void {
  const model = report.model;
  const target = model?.metrics.find((m) => m.metric === model.target) ?? null;
  const n = (x: number | null | undefined): string =>
    x === null || x === undefined ? "" : String(x);
  core.setOutput("verdict", verdictOf(report));
  core.setOutput("target-verdict", model?.target_verdict ?? "");
  core.setOutput("delta", n(target?.delta));
  core.setOutput("ci-low", n(target?.ci?.[0]));
  core.setOutput("ci-high", n(target?.ci?.[1]));
  core.setOutput("p-value", n(target?.p_value));
  core.setOutput("noise-band", n(target?.noise_band));
  // Tasks both sides graded: also for one or two, which are compared unpaired (n_paired 0).
  core.setOutput(
    "n-tasks",
    n(target ? (target.n_shared ?? target.n_paired) : report.heldout?.tasks),
  );
  core.setOutput("report-path", reportPath);
  core.setOutput("comment-id", n(posted.commentId));
  core.setOutput("check-run-id", n(posted.checkRunId));
}

/** Shard mode's one output: it has no verdict, only the state it wrote. */
export function setStateOutput(statePath: string): void {
  core.setOutput("state-path", statePath);
}

// The check run: created on the PR head commit with the verdict, then fed the remaining
// annotations 50 at a time (GitHub's per-request cap; later batches append).
import { batches } from "../render/annotations.js";
import type { GitHubClient } from "./client.js";

export interface CheckAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: "notice" | "warning" | "failure";
  message: string;
  title?: string;
}

export interface CheckRequest {
  owner: string;
  repo: string;
  headSha: string;
  name: string;
  conclusion: "success" | "failure";
  output: { title: string; summary: string; text?: string };
  annotations: CheckAnnotation[];
  detailsUrl?: string | null;
  /** ISO time the run completed; injected so tests are deterministic. */
  completedAt: string;
}

export interface CheckResult {
  id: number;
  url: string | null;
  requests: number;
}

/** GitHub's limits on one check-run request. */
export const CHECK_LIMITS = { text: 65_535, annotationsPerRequest: 50, titleChars: 1_000 };

/** Cut a text to GitHub's field limit, saying so at the end rather than failing the request. */
export function capText(text: string, max: number, note: string): string {
  if (text.length <= max) return text;
  const tail = `\n\n${note}`;
  let cut = text.slice(0, Math.max(0, max - tail.length));
  // Never leave half of a surrogate pair behind.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return cut + tail;
}

export async function publishCheck(gh: GitHubClient, req: CheckRequest): Promise<CheckResult> {
  const more = "(cut to GitHub's size limit; the full report is in the job summary and artifact)";
  const output = {
    title: req.output.title.slice(0, CHECK_LIMITS.titleChars),
    summary: capText(req.output.summary, CHECK_LIMITS.text, more),
    ...(req.output.text !== undefined && req.output.text !== ""
      ? { text: capText(req.output.text, CHECK_LIMITS.text, more) }
      : {}),
  };
  const [first = [], ...rest] = batches(req.annotations, CHECK_LIMITS.annotationsPerRequest);
  const created = await gh.request("POST /repos/{owner}/{repo}/check-runs", {
    owner: req.owner,
    repo: req.repo,
    name: req.name,
    head_sha: req.headSha,
    status: "completed",
    conclusion: req.conclusion,
    completed_at: req.completedAt,
    ...(req.detailsUrl ? { details_url: req.detailsUrl } : {}),
    output: { ...output, ...(first.length > 0 ? { annotations: first } : {}) },
  });
  const id = created.data.id;
  let requests = 1;
  for (const batch of rest) {
    // title and summary are required on every update; repeating them keeps the run as is.
    await gh.request("PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}", {
      owner: req.owner,
      repo: req.repo,
      check_run_id: id,
      output: { title: output.title, summary: output.summary, annotations: batch },
    });
    requests++;
  }
  return { id, url: created.data.html_url ?? null, requests };
}

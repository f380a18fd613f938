// The markdown views main.ts posts, gathered behind one object so run() can be given
// stand-ins in tests and loads the renderers only once a report exists.
import type { Report } from "../report.js";
import { buildAnnotations } from "../render/annotations.js";
import { hiddenMarker } from "../render/escape.js";
import { staleLine } from "../render/head.js";
import {
  renderCheckOutput,
  renderComment,
  renderSummary,
  type RenderOptions,
} from "../render/markdown.js";
import type { CheckAnnotation } from "./checks.js";

export interface Views {
  comment(report: Report, opts: RenderOptions): string;
  summary(report: Report, opts: RenderOptions): string;
  checkOutput(
    report: Report,
    opts: RenderOptions,
  ): { title: string; summary: string; text?: string };
  /** Annotations on workspace files; `skipped` counts what was left out and why. */
  annotations(
    report: Report,
    workspace: string,
  ): { annotations: CheckAnnotation[]; skipped: Record<string, number> };
  marker(checkName: string): string;
  /** The first line put on an earlier sticky comment when this run stopped (design §6). */
  stale(report: Report): string;
}

export const githubViews: Views = {
  comment: renderComment,
  summary: renderSummary,
  checkOutput: renderCheckOutput,
  annotations: buildAnnotations,
  marker: hiddenMarker,
  stale: staleLine,
};

// The trusted reporter's judgement of an artifact (docs/design.md §13). In report mode the
// report.json comes from a pull_request run the PR controls: its figures and its decision are
// the PR's word. The reporter, running the default branch's code, holds them to the rule read
// at the PR's base commit: the artifact's recorded rule may not be looser than it, the
// decision is derived again from the figures with decide(), the guards are decided again by
// Holm over the base rule's list, and what the PR changed (its workflow, the policy, the
// yardstick) is named first. What it cannot check (figures invented whole) is in
// docs/security.md. Pure: the shell (src/github/reporter.ts) reads the policy and the files.
import type { Config } from "../config.js";
import type { Decision, ModelCheck, Report } from "../report.js";
import { HEADLINE_WORD } from "../report/verdict-word.js";
import { problemTotal } from "../io/problems.js";
import { guardRegressions } from "../stats/model-changes.js";
import { metricName } from "../stats/model-metrics.js";
import { decide } from "../verdict.js";
import { looserFields, type PolicyValues } from "./bind.js";
import { POLICY_PATH, type PolicyFieldName } from "./fields.js";

/** The rule the reporter holds the artifact to: the base policy, tightened by its inputs. */
export interface ReporterRule {
  values: PolicyValues;
  cfg: Pick<
    Config,
    "mustNotRegress" | "confidence" | "guardMargin" | "requireProof" | "allowHeldoutChange"
  > & {
    judge: Pick<Config["judge"], "correction">;
  };
  /** Where it was read, for messages: "… at the base commit 0123abcd4567". */
  where: string;
}

/** One file a PR changes, as pulls/list-files lists it. */
export interface ChangedFile {
  filename: string;
  previous_filename?: string;
}

/** What the PR changes: the files, or why they could not be listed. Null: no PR. */
export type PrChanges = { files: ChangedFile[] } | { unknown: string } | null;

export interface RejudgeInput {
  report: Report;
  /** The artifact's record of the rule it was decided under; undefined when it has none. */
  record: Partial<Record<PolicyFieldName, string>> | undefined;
  rule: ReporterRule;
  changes: PrChanges;
  /** The workflow file the artifact's run ran from (workflow_run.path); null when unknown. */
  workflowPath: string | null;
  /** The reporter's own held-out and baseline paths (globs allowed), from its trusted inputs. */
  yardstick: { heldout: string[]; baseline: string[] };
}

/**
 * Fields whose loosening the reporter undoes by judging again from the figures. Every other
 * field shaped the figures themselves (an interval's level, a gate's threshold, what the
 * reward is), so a looser value there cannot be re-judged and fails the artifact.
 */
const REJUDGED: ReadonlySet<PolicyFieldName> = new Set([
  "must-not-regress",
  "require-proof",
  "allow-heldout-change",
  "judge-correction",
  "allow-baseline-change",
  "allow-workflow-change",
]);

export function rejudge(input: RejudgeInput): Report {
  const { report, rule } = input;
  // A stopped run is an error whatever it says; nothing in it can turn green.
  if (report.stopped !== undefined || report.decision.verdict === "error") return report;
  const reasons: string[] = [];
  const notices: string[] = [];
  const notes: string[] = [];
  checkRecord(input, reasons, notes);
  const model = report.model === null ? null : rejudgeModel(report.model, rule, reasons);
  const heldout = rejudgeHeldout(input, notices);
  checkChanges(input, notices, reasons);
  const d = decide(
    {
      model,
      data: report.data,
      problems: report.problems,
      problemTotal: problemTotal(report.inputs),
      heldout,
    },
    {
      requireProof: rule.cfg.requireProof,
      // The level the figures were computed at, for the headline's words; a level other than
      // the rule's has already failed the artifact above.
      confidence: report.model?.confidence ?? report.settings.confidence,
      judgeCorrection: rule.cfg.judge.correction,
    },
  );
  // An artifact that failed itself stays failed: it may know of a failure the figures here
  // do not show. Its own words are kept when the figures alone would pass.
  const pass = d.pass && reasons.length === 0 && report.decision.pass;
  if (report.decision.pass && !pass) {
    reasons.push(
      `the artifact's own decision was PASS; judged again under ${rule.where} it is FAIL`,
    );
  }
  const words = !report.decision.pass && d.pass ? report.decision : d;
  notes.unshift(`judged again by the trusted reporter under ${rule.where}`);
  return {
    ...report,
    model,
    heldout,
    notes: [...notes, ...report.notes],
    decision: decisionOf(words, pass, notices, reasons),
  };
}

function decisionOf(d: Decision, pass: boolean, notices: string[], reasons: string[]): Decision {
  const rest = d.headline.replace(HEADLINE_WORD, "");
  // decide() may start with the held-out notice; the first word is the verdict's either way.
  const body = /^(PASS|FAIL): /.test(d.headline) ? rest : d.headline.replace(/(PASS|FAIL): /, "");
  const lead = notices.length === 0 ? "" : `${notices.join(" | ")} | `;
  return {
    pass,
    verdict: pass ? "pass" : "fail",
    conclusion: pass ? "success" : "failure",
    headline: `${pass ? "PASS" : "FAIL"}: ${lead}${body}`,
    reasons: [...reasons, ...d.reasons],
    gaps: d.gaps,
  };
}

/** The artifact's recorded rule: present, not looser than the base's, and true to its settings. */
function checkRecord(input: RejudgeInput, reasons: string[], notes: string[]): void {
  const { record, rule, report } = input;
  if (record === undefined) {
    reasons.push(
      `the artifact does not record the rule it was decided under (field rule), so it cannot be held to ${rule.where}`,
    );
    return;
  }
  const looser = looserFields(rule.values, record);
  const fixed = looser.filter((t) => REJUDGED.has(fieldOf(t)));
  const fatal = looser.filter((t) => !REJUDGED.has(fieldOf(t)));
  if (fatal.length > 0) {
    reasons.push(
      `the artifact was decided under a looser rule than ${rule.where}, and its figures cannot be judged again without it: ${fatal.join("; ")}`,
    );
  }
  if (fixed.length > 0) notes.push(`the artifact's looser ${fixed.join("; ")} were judged again`);
  const s = report.settings;
  const said: [string, boolean][] = [
    ["confidence", Number(record.confidence) === s.confidence],
    ["target", metricName(record.target ?? "") === metricName(s.target)],
    ["must-not-regress", sameList(record["must-not-regress"] ?? "", s.must_not_regress)],
    ["require-proof", (record["require-proof"] === "true") === s.require_proof],
    [
      "allow-heldout-change",
      (record["allow-heldout-change"] === "true") === s.allow_heldout_change,
    ],
    ["allow-partial", (record["allow-partial"] === "true") === s.allow_partial],
  ];
  const off = said.filter(([, ok]) => !ok).map(([f]) => f);
  if (off.length > 0) {
    reasons.push(
      `the artifact contradicts itself: its recorded rule and its settings differ on ${off.join(", ")}`,
    );
  }
}

/** "confidence 0.95 -> 0.6" names its field first. */
function fieldOf(change: string): PolicyFieldName {
  return change.split(" ")[0] as PolicyFieldName;
}

function sameList(text: string, list: readonly string[]): boolean {
  const names = text.split(/[,\n]/).map((x) => x.trim());
  const a = [...new Set(names.filter((x) => x !== "").map(metricName))];
  const b = [...new Set(list.map(metricName))];
  return a.length === b.length && a.every((x) => b.includes(x));
}

/**
 * The model check under the base rule: the guards are the base list, decided again by Holm
 * over the figures' p-values (no regression the artifact names is dropped), and a target the
 * artifact calls moved must have an interval that clears zero on the good side.
 */
function rejudgeModel(artifact: ModelCheck, rule: ReporterRule, reasons: string[]): ModelCheck {
  const m = structuredClone(artifact);
  if (m.confidence !== undefined && m.confidence !== rule.cfg.confidence) {
    reasons.push(
      `the artifact's intervals are at ${m.confidence}, and ${rule.where} asks for ${rule.cfg.confidence}`,
    );
  }
  const t = m.metrics.find((r) => r.metric === m.target);
  if (m.target_verdict === "moved") {
    const clears = t?.ci != null && (t.lower_is_better ? t.ci[1] < 0 : t.ci[0] > 0);
    if (!clears) {
      reasons.push(
        `the artifact calls ${m.target} moved, but its interval does not clear zero on the good side`,
      );
    }
  }
  const guards = [...new Set(rule.cfg.mustNotRegress.map(metricName))];
  for (const g of guards) {
    if (!m.metrics.some((r) => r.metric === g)) {
      m.not_comparable.push(
        `must-not-regress names ${g}, which the artifact has no figures for, so the guard cannot be checked`,
      );
    }
  }
  for (const r of m.metrics) {
    r.guarded = guards.includes(r.metric);
    r.p_holm = null;
  }
  const g = guardRegressions(m.metrics, rule.cfg.confidence, rule.cfg.guardMargin);
  const found = [...g.byHolm, ...g.unshown.map((u) => u.metric)];
  m.regressions = [...new Set([...found, ...artifact.regressions])];
  for (const r of m.metrics) if (m.regressions.includes(r.metric)) r.tag = "down";
  return m;
}

/** The held-out test changed if the PR lists it, or its digest is not the pinned one. */
function rejudgeHeldout(input: RejudgeInput, notices: string[]): Report["heldout"] {
  const h = input.report.heldout;
  if (h === null) return null;
  const out = { ...h, change_allowed: input.rule.cfg.allowHeldoutChange };
  const pin = input.rule.values["heldout-sha256"].trim().toLowerCase();
  if (pin !== "" && h.sha256 !== pin) {
    out.changed = true;
    notices.push(`the held-out file's digest is not the one ${input.rule.where} pins`);
  }
  const files =
    "files" in (input.changes ?? {}) ? (input.changes as { files: ChangedFile[] }).files : [];
  const patterns = input.yardstick.heldout.length > 0 ? input.yardstick.heldout : [h.path];
  if (touched(files, patterns).length > 0) out.changed = true;
  return out;
}

/** The PR's changed files: the gate's workflow, the policy and the baseline named first. */
function checkChanges(input: RejudgeInput, notices: string[], reasons: string[]): void {
  const { changes, rule } = input;
  if (changes === null) return;
  if ("unknown" in changes) {
    reasons.push(
      `cannot tell which files this PR changes (${changes.unknown}), so an edit of the gate's workflow or baseline cannot be ruled out`,
    );
    return;
  }
  const files = changes.files;
  const wf = input.workflowPath;
  if (wf === null) {
    reasons.push("the event does not name the workflow that produced the artifact");
  } else if (touched(files, [wf]).length > 0) {
    if (rule.values["allow-workflow-change"] === "true") {
      notices.push(`this PR edits the gate's workflow ${wf} (allowed by the policy)`);
    } else {
      notices.push(`this PR edits the gate's workflow ${wf}`);
      reasons.push(
        `this PR edits the gate's workflow ${wf}, which produced the artifact, so its figures are the PR's own word (allow-workflow-change is off in ${rule.where})`,
      );
    }
  }
  if (touched(files, [POLICY_PATH]).length > 0) {
    notices.push(`this PR edits the policy ${POLICY_PATH} (judged under the base commit's)`);
  }
  const base = touched(files, input.yardstick.baseline);
  if (base.length > 0) {
    const shown =
      base.slice(0, 5).join(", ") + (base.length > 5 ? `, and ${base.length - 5} more` : "");
    if (rule.values["allow-baseline-change"] === "true") {
      notices.push(`this PR changes baseline files (allowed by the policy): ${shown}`);
    } else {
      notices.push(`this PR changes baseline files: ${shown}`);
      reasons.push(
        `this PR adds, removes or edits baseline files (${shown}), so the comparison is not comparable (allow-baseline-change is off in ${rule.where})`,
      );
    }
  }
}

/** The changed paths (old or new name) a pattern matches; a path given as absolute matches its tail. */
function touched(files: readonly ChangedFile[], patterns: readonly string[]): string[] {
  const res = patterns.map(globRegExp);
  const hit = (p: string | undefined) => p !== undefined && res.some((re) => re.test(p));
  return files.filter((f) => hit(f.filename) || hit(f.previous_filename)).map((f) => f.filename);
}

/** A path glob (`*`, `?`, `**`) as a RegExp over a repository path; `./` and a leading `/` are dropped. */
export function globRegExp(pattern: string): RegExp {
  const p = pattern.trim().replace(/^\.\//, "");
  const absolute = p.startsWith("/");
  const segs = p.split("/").filter((s) => s !== "" && s !== ".");
  const parts = segs.map((s) =>
    s === "**"
      ? "(?:[^/]+/)*"
      : s
          .replace(/[.+^${}()|[\]\\]/g, "\\$&")
          .replace(/\*/g, "[^/]*")
          .replace(/\?/g, "[^/]") + "/",
  );
  const body = parts.join("").replace(/\/$/, "");
  // An absolute path names the runner's checkout: match the repository path it ends with.
  return new RegExp(`${absolute ? "(?:^|/)" : "^"}${body}$`);
}

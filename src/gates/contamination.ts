// Contamination gate: a pair (or SFT row) that contains a frozen test item makes
// the held-out comparison measure memory, not skill. Rules, first hit wins, in the
// order of the SDK's decontaminate: same task id, exact text (same words in the same
// order), then word n-grams. Unlike the SDK, the n-gram rule measures coverage both
// ways: `overlap` of the row's words (the SDK's rule) OR of the test item's words (a
// test ask inside a longer prompt). So it flags more rows; `n_sdk_rule` counts the
// rows the SDK's one-way rule would flag, and RULE says so where the rule is printed.
import type { CanonicalPair, SftRow } from "../io/canonical.js";
import type { GateResultOf } from "../report.js";
import type { GateSettings } from "../config.js";
import { FindingList } from "./findings.js";
import { HeldoutIndex } from "./heldout-index.js";
import { HeldoutProbe, type TextMatch } from "./heldout-probe.js";
import { check, child, int, oneOf, record, StateError } from "../state/codec.js";

type Field = "prompt" | "chosen" | "rejected" | "completion";
const HIT_FIELDS = ["prompt", "chosen", "rejected", "completion", "task"] as const;

export interface ContaminationHit {
  rule: "same_task" | "exact" | "ngram";
  field: Field | "task";
  task: string;
  coverage: number;
  test_coverage: number;
}

/**
 * The rule as the report prints it, with how it differs from the SDK's decontaminate
 * (whose exact rule also compares lowercased, space-collapsed text rather than words).
 */
export function contaminationRule(ngram: number, overlap: number): string {
  // Kept under the 120 characters a figure cell shows.
  return `task id; same words; ${ngram}-grams covering >= ${pct(overlap)} of the row's OR the test text's words (SDK: row's only)`;
}

function pct(x: number): string {
  return `${Math.round(x * 100)}%`;
}

/** The held-out index's figures that the gate's result reports. */
interface IndexFacts {
  tasks: number;
  texts: number;
  ngrams: number;
  bytes: number;
}

export class ContaminationGate {
  private probe: HeldoutProbe;
  private n = 0;
  private withTaskId = 0;
  private counts = { same_task: 0, exact: 0, ngram: 0 };
  /** Rows the SDK's one-way rules would flag (same task, exact, or row-side coverage). */
  private sdkRule = 0;
  private byField: Record<string, number> = {};
  private findings = new FindingList();
  /** What the report says of the test; a merged run holds them without the test's texts. */
  private facts: IndexFacts;

  constructor(
    private readonly settings: GateSettings,
    readonly index: HeldoutIndex,
    private readonly file: string,
  ) {
    if (index.ngram !== settings.ngram) {
      throw new Error(
        `held-out index uses ${index.ngram}-grams but the settings ask for ${settings.ngram}`,
      );
    }
    this.probe = new HeldoutProbe(index);
    this.facts = {
      tasks: index.tasks,
      texts: index.texts,
      ngrams: index.entries,
      bytes: index.bytes,
    };
  }

  addPair(p: CanonicalPair): ContaminationHit | null {
    const fields: [Field, string][] = [];
    if (this.settings.contaminationFields.includes("prompt")) fields.push(["prompt", p.prompt]);
    if (this.settings.contaminationFields.includes("completion")) {
      fields.push(["chosen", p.chosen], ["rejected", p.rejected]);
    }
    return this.addRow(p.line, p.task_id, fields);
  }

  addSft(r: SftRow): ContaminationHit | null {
    const fields: [Field, string][] = [];
    if (this.settings.contaminationFields.includes("prompt")) fields.push(["prompt", r.prompt]);
    if (this.settings.contaminationFields.includes("completion")) {
      fields.push(["completion", r.completion]);
    }
    return this.addRow(r.line, r.task_id, fields);
  }

  private addRow(line: number, taskId: string | undefined, fields: [Field, string][]) {
    this.n++;
    let hit: ContaminationHit | null = null;
    let m: TextMatch | null = null;
    let sdk = false;
    if (taskId !== undefined && taskId !== "") {
      this.withTaskId++;
      if (this.index.taskIds.has(taskId)) {
        hit = { rule: "same_task", field: "task", task: taskId, coverage: 1, test_coverage: 1 };
        sdk = true;
      }
    }
    if (!hit) {
      for (const [field, text] of fields) {
        const fm = this.probe.check(text, this.settings.overlap);
        if (!fm) continue;
        sdk ||= fm.sdk;
        if (!hit) {
          m = fm;
          hit = {
            rule: fm.rule,
            field,
            task: this.index.textTask[fm.text],
            coverage: fm.coverage,
            test_coverage: fm.test_coverage,
          };
        }
        // A later field matters only to tell whether the SDK's rule would flag the row.
        if (sdk) break;
      }
    }
    if (sdk) this.sdkRule++;
    if (!hit) return null;
    this.counts[hit.rule]++;
    this.byField[hit.field] = (this.byField[hit.field] ?? 0) + 1;
    const kind = m ? this.index.textKind[m.text] : "task";
    let message: string;
    if (hit.rule === "same_task") {
      message = `task_id "${hit.task}" is a held-out test task`;
    } else if (hit.rule === "exact") {
      message = `${hit.field} is the held-out ${kind} of task "${hit.task}" (same words, same order)`;
    } else {
      message =
        `${hit.field} shares ${this.index.ngram}-word runs with the held-out ${kind} of task "${hit.task}": ` +
        `${pct(hit.coverage)} of the ${hit.field}'s words, ${pct(hit.test_coverage)} of the test ${kind}'s words`;
    }
    this.findings.push({
      file: this.file,
      line,
      level: "failure",
      message,
      detail: {
        rule: hit.rule,
        field: hit.field,
        task: hit.task,
        test_text: kind,
        coverage: hit.coverage,
        test_coverage: hit.test_coverage,
        match: m ? m.match : null,
      },
    });
    return hit;
  }

  merge(o: ContaminationGate): void {
    if (o.index !== this.index)
      throw new Error("cannot merge contamination gates built on different held-out indexes");
    if (JSON.stringify(o.facts) !== JSON.stringify(this.facts))
      throw new Error(
        "cannot merge contamination gates that checked against different held-out tests",
      );
    this.n += o.n;
    this.withTaskId += o.withTaskId;
    this.counts.same_task += o.counts.same_task;
    this.counts.exact += o.counts.exact;
    this.counts.ngram += o.counts.ngram;
    this.sdkRule += o.sdkRule;
    for (const [k, v] of Object.entries(o.byField)) this.byField[k] = (this.byField[k] ?? 0) + v;
    this.findings.merge(o.findings);
  }

  /** Rows (pairs) added or loaded, for checking a state's parts against each other. */
  get seen(): number {
    return this.n;
  }

  /** Counts and kept findings; the held-out index is shared, never part of the state. */
  saveState() {
    return {
      rows: this.n,
      with_task_id: this.withTaskId,
      same_task: this.counts.same_task,
      exact: this.counts.exact,
      ngram: this.counts.ngram,
      sdk_rule: this.sdkRule,
      by_field: Object.fromEntries(
        Object.entries(this.byField).sort(([a], [b]) => (a < b ? -1 : 1)),
      ),
      findings: this.findings.saveState(),
      index: { ...this.facts },
    };
  }

  loadState(state: unknown, at: string): void {
    const keys = ["rows", "with_task_id", "same_task", "exact", "ngram", "sdk_rule"] as const;
    const r = record(state, at, [...keys, "by_field", "findings", "index"]);
    const ir = record(r.index, `${at}.index`, ["tasks", "texts", "ngrams", "bytes"]);
    const facts: IndexFacts = {
      tasks: int(ir.tasks, `${at}.index.tasks`),
      texts: int(ir.texts, `${at}.index.texts`),
      ngrams: int(ir.ngrams, `${at}.index.ngrams`),
      bytes: int(ir.bytes, `${at}.index.bytes`),
    };
    const n = int(r.rows, `${at}.rows`);
    const [withTaskId, sameTask, exact, ngram, sdkRule] = keys
      .slice(1)
      .map((k) => int(r[k], `${at}.${k}`, 0, n));
    check(sameTask + exact + ngram <= n, `${at}.rows`, "fewer rows than hits");
    const bf = r.by_field;
    if (typeof bf !== "object" || bf === null || Array.isArray(bf)) {
      throw new StateError(`${at}.by_field`, "expected an object");
    }
    const byField: Record<string, number> = {};
    let hits = 0;
    for (const [k, v] of Object.entries(bf)) {
      const p = child(`${at}.by_field`, k);
      oneOf(k, p, HIT_FIELDS);
      byField[k] = int(v, p, 1);
      hits += byField[k];
    }
    check(hits === sameTask + exact + ngram, `${at}.by_field`, "does not add up to the hits");
    this.findings.loadState(r.findings, `${at}.findings`, this.file);
    check(this.findings.total === hits, `${at}.findings.total`, "not one per hit");
    this.n = n;
    this.withTaskId = withTaskId;
    this.counts = { same_task: sameTask, exact, ngram };
    this.sdkRule = sdkRule;
    this.byField = byField;
    this.facts = facts;
  }

  result(): GateResultOf<"contamination"> {
    const kept = this.findings.result();
    const total = this.counts.same_task + this.counts.exact + this.counts.ngram;
    const ix = this.index;
    const rulesSkipped: string[] = [];
    if (this.withTaskId === 0) {
      rulesSkipped.push(
        `same_task: none of the ${this.n} rows carries a task_id, so only the text rules ran`,
      );
    }
    const byField = Object.fromEntries(
      Object.entries(this.byField).sort(([a], [b]) => (a < b ? -1 : 1)),
    );
    return {
      name: "contamination",
      status: total > 0 ? "fail" : "pass",
      summary:
        total > 0
          ? `${total} of ${this.n} rows contain held-out test items (${this.counts.same_task} same task, ${this.counts.exact} exact, ${this.counts.ngram} by ${ix.ngram}-grams; ${this.sdkRule} by the SDK's one-way rule)`
          : `no row matches any of ${this.facts.tasks} held-out tasks (${ix.ngram}-grams, overlap ${pct(this.settings.overlap)}; fields: ${this.settings.contaminationFields.join(", ")})`,
      figures: {
        rows: this.n,
        n_contaminated: total,
        contamination_rate: this.n ? Math.round((total / this.n) * 10000) / 10000 : 0,
        n_same_task: this.counts.same_task,
        n_exact: this.counts.exact,
        n_near: this.counts.ngram,
        n_sdk_rule: this.sdkRule,
        rule: contaminationRule(ix.ngram, this.settings.overlap),
        by_field: byField,
        rows_with_task_id: this.withTaskId,
        ngram: ix.ngram,
        overlap: this.settings.overlap,
        fields: [...this.settings.contaminationFields],
        heldout_tasks: this.facts.tasks,
        heldout_texts: this.facts.texts,
        heldout_ngrams: this.facts.ngrams,
        index_bytes: this.facts.bytes,
        rules_skipped: rulesSkipped,
      },
      findings: kept.findings,
      findings_truncated: kept.truncated,
    };
  }
}

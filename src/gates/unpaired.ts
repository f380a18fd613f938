// Gates for an unpaired preference file (KTO): each row is one completion marked
// desirable or not. There is no pair to compare, so the pair gates (which side is longer,
// which side carries a tic, identical or mixed-policy pairs) do not apply. What does
// apply: contamination on every row, truncation (a cut-off desirable completion fails,
// as a cut-off chosen reply does), and length and style described per label.
import type { HeldoutTask, UnpairedRow } from "../io/canonical.js";
import type { ByLabel, DataCheck, Finding, GateStatus } from "../report.js";
import type { GateSettings } from "../config.js";
import { ContaminationGate } from "./contamination.js";
import { HeldoutIndex } from "./heldout-index.js";
import { buildHeldoutIndex, dataCheck, notRun, openState } from "./index.js";
import { SftLengthGate } from "./length.js";
import { SftStyleGate } from "./style.js";
import { SftTruncationGate } from "./truncation.js";
import { check, int, record, STATE_VERSION, type Json } from "../state/codec.js";

const LABELS = ["desirable", "undesirable"] as const;
type Label = (typeof LABELS)[number];

export const UNPAIRED_NOTE =
  "unpaired rows (one completion each, labelled desirable or not): the pair gates do not apply; " +
  "contamination and truncation run on every row, length and style are described per label";

/** The part of a gate's result that is merged over the two labels. */
interface LabelPart<F> {
  summary: string;
  figures: F;
  findings: Finding[];
  findings_truncated: boolean;
}

/** Two results of one gate, one per label, as one gate whose figures hold both (name it first). */
function byLabel<F>(
  parts: Record<Label, LabelPart<F>>,
  n: Record<Label, number>,
  status: GateStatus,
) {
  const d = parts.desirable;
  const figures: ByLabel<F> = { desirable: d.figures, undesirable: parts.undesirable.figures };
  return {
    status,
    summary: LABELS.map((l) => `${l} (${n[l]} rows): ${parts[l].summary}`).join("; "),
    figures,
    findings: [...d.findings, ...parts.undesirable.findings],
    findings_truncated: d.findings_truncated || parts.undesirable.findings_truncated,
  };
}

const UNPAIRED_PARTS = [
  "rows",
  "text_rows",
  "length",
  "style",
  "truncation",
  "contamination",
] as const;

export class UnpairedGates {
  private readonly length = { desirable: new SftLengthGate(), undesirable: new SftLengthGate() };
  private readonly style: Record<Label, SftStyleGate>;
  private readonly truncation: Record<Label, SftTruncationGate>;
  private readonly contamination: ContaminationGate;
  private readonly n: Record<Label, number> = { desirable: 0, undesirable: 0 };
  private textRows = 0;

  constructor(
    settings: GateSettings,
    heldout: readonly HeldoutTask[] | HeldoutIndex,
    readonly file: string,
  ) {
    const index = heldout instanceof HeldoutIndex ? heldout : buildHeldoutIndex(heldout, settings);
    this.style = { desirable: new SftStyleGate(settings), undesirable: new SftStyleGate(settings) };
    this.truncation = {
      desirable: new SftTruncationGate(file),
      undesirable: new SftTruncationGate(file),
    };
    this.contamination = new ContaminationGate(settings, index, file);
  }

  /** Feed one row; true when it is clean (no contamination). */
  add(row: UnpairedRow): boolean {
    const l: Label = row.label ? "desirable" : "undesirable";
    this.n[l]++;
    if (row.prompt !== "" || row.completion !== "") this.textRows++;
    this.length[l].add(row);
    this.style[l].add(row);
    this.truncation[l].add(row);
    return this.contamination.addSft(row) === null;
  }

  /** Fold in gates over other rows of the same file (a shard's). */
  merge(o: UnpairedGates): void {
    if (o.file !== this.file) throw new Error("unpaired gates merge only over the same file");
    for (const l of LABELS) {
      this.n[l] += o.n[l];
      this.length[l].merge(o.length[l]);
      this.style[l].merge(o.style[l]);
      this.truncation[l].merge(o.truncation[l]);
    }
    this.textRows += o.textRows;
    this.contamination.merge(o.contamination);
  }

  /** As PairGates.saveState: versioned JSON, without the settings, index or file. */
  saveState(): Json {
    const per = <T>(f: (l: Label) => T) => ({
      desirable: f("desirable"),
      undesirable: f("undesirable"),
    });
    return {
      v: STATE_VERSION,
      kind: "unpaired",
      rows: per((l) => this.n[l]),
      text_rows: this.textRows,
      length: per((l) => this.length[l].saveState()),
      style: per((l) => this.style[l].saveState()),
      truncation: per((l) => this.truncation[l].saveState()),
      contamination: this.contamination.saveState(),
    };
  }

  /** As PairGates.loadState: into fresh gates, the state checked as untrusted. */
  loadState(state: unknown, at: string): void {
    const fresh = this.n.desirable + this.n.undesirable === 0;
    const r = openState(state, at, "unpaired", UNPAIRED_PARTS, fresh);
    const rows = record(r.rows, `${at}.rows`, LABELS);
    const n = { desirable: 0, undesirable: 0 };
    for (const l of LABELS) n[l] = int(rows[l], `${at}.rows.${l}`);
    const total = n.desirable + n.undesirable;
    const textRows = int(r.text_rows, `${at}.text_rows`, 0, total);
    const parts = {
      length: record(r.length, `${at}.length`, LABELS),
      style: record(r.style, `${at}.style`, LABELS),
      truncation: record(r.truncation, `${at}.truncation`, LABELS),
    };
    for (const l of LABELS) {
      this.length[l].loadState(parts.length[l], `${at}.length.${l}`);
      this.style[l].loadState(parts.style[l], `${at}.style.${l}`);
      this.truncation[l].loadState(parts.truncation[l], `${at}.truncation.${l}`);
      for (const g of ["length", "style", "truncation"] as const) {
        const seen = this[g][l].seen;
        check(seen === n[l], `${at}.${g}.${l}`, `counts ${seen} rows, the state ${n[l]}`);
      }
    }
    this.contamination.loadState(r.contamination, `${at}.contamination`);
    const seen = this.contamination.seen;
    check(seen === total, `${at}.contamination`, `counts ${seen} rows, the state ${total}`);
    this.n.desirable = n.desirable;
    this.n.undesirable = n.undesirable;
    this.textRows = textRows;
  }

  result(): DataCheck {
    const rows = this.n.desirable + this.n.undesirable;
    const part = <R>(g: Record<Label, { result(): R }>): Record<Label, R> => ({
      desirable: g.desirable.result(),
      undesirable: g.undesirable.result(),
    });
    const trunc = part(this.truncation);
    // An undesirable completion that is cut off teaches nothing wrong: a notice, as rejected sides are.
    trunc.undesirable.findings = trunc.undesirable.findings.map((f) => ({ ...f, level: "notice" }));
    const integrity = notRun(
      {
        name: "integrity",
        status: "not_run",
        summary: "",
        figures: { rows },
        findings: [],
        findings_truncated: false,
      },
      "a pair gate; unpaired rows have no pair to check",
    );
    const dc = dataCheck("pairs", this.file, "unpaired", rows, this.textRows, [
      { name: "length", ...byLabel(part(this.length), this.n, "pass") },
      { name: "style", ...byLabel(part(this.style), this.n, "pass") },
      // As for pairs: only a cut-off reply the trainer is told to prefer fails.
      {
        name: "truncation",
        ...byLabel(trunc, this.n, trunc.desirable.status === "fail" ? "fail" : "pass"),
      },
      this.contamination.result(),
      integrity,
    ]);
    dc.note = UNPAIRED_NOTE;
    return dc;
  }
}

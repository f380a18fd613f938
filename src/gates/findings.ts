// A bounded, mergeable list of findings: keeps the first `cap` by line (then
// message), counts the rest. Keeping the smallest under a total order makes the
// kept set independent of the order rows arrive in and of how shards are merged.
import type { Finding } from "../report.js";
import {
  bool,
  check,
  child,
  int,
  list,
  num,
  oneOf,
  record,
  StateError,
  str,
} from "../state/codec.js";

export const DEFAULT_FINDINGS_CAP = 1000;

function byLine(a: Finding, b: Finding): number {
  if (a.line !== b.line) return a.line - b.line;
  if (a.message < b.message) return -1;
  if (a.message > b.message) return 1;
  return 0;
}

export class FindingList {
  private items: Finding[] = [];
  total = 0;

  constructor(readonly cap = DEFAULT_FINDINGS_CAP) {}

  push(f: Finding): void {
    this.total++;
    this.items.push(f);
    if (this.items.length >= 2 * this.cap + 16) this.compact();
  }

  merge(other: FindingList): void {
    this.total += other.total;
    for (const f of other.items) {
      this.items.push(f);
      if (this.items.length >= 2 * this.cap + 16) this.compact();
    }
  }

  /** Kept findings sorted by line, and whether some were left out. */
  result(): { findings: Finding[]; truncated: boolean } {
    this.compact();
    return { findings: this.items.slice(), truncated: this.total > this.items.length };
  }

  /**
   * The kept findings as [line, level, message, detail?] (the file is the gate's, given back
   * on load), compacted first so a state holds at most `cap`.
   */
  saveState() {
    this.compact();
    return {
      total: this.total,
      items: this.items.map((f) =>
        f.detail === undefined
          ? [f.line, f.level, f.message]
          : [f.line, f.level, f.message, f.detail],
      ),
    };
  }

  /** Load a saved list into this (empty) one; `file` is the gate's file. */
  loadState(state: unknown, at: string, file: string): void {
    const r = record(state, at, ["total", "items"]);
    const total = int(r.total, `${at}.total`);
    const items = list(r.items, `${at}.items`, this.cap, (x, p) => readFinding(x, p, file));
    check(items.length <= total, `${at}.total`, `${total} is fewer than the ${items.length} kept`);
    this.total = total;
    this.items = items;
  }

  private compact(): void {
    this.items.sort(byLine);
    if (this.items.length > this.cap) this.items.length = this.cap;
  }
}

const LEVELS = ["notice", "warning", "failure"] as const;
/** Bounds as in the report's schema, so a restored finding can be written to report.json. */
const MAX_MESSAGE = 100_000;
const MAX_SCALAR = 10_000;
const MAX_KEY = 2_000;
const MAX_DETAIL_KEYS = 32;

function readFinding(v: unknown, at: string, file: string): Finding {
  if (!Array.isArray(v) || v.length < 3 || v.length > 4) {
    throw new StateError(at, "expected [line, level, message] or [line, level, message, detail]");
  }
  const f: Finding = {
    file,
    line: int(v[0], `${at}[0]`),
    level: oneOf(v[1], `${at}[1]`, LEVELS),
    message: str(v[2], `${at}[2]`, MAX_MESSAGE),
  };
  if (v.length === 4) f.detail = readDetail(v[3], `${at}[3]`);
  return f;
}

function readDetail(v: unknown, at: string): Record<string, string | number | boolean | null> {
  if (typeof v !== "object" || v === null || Array.isArray(v)) {
    throw new StateError(at, "expected an object");
  }
  const entries = Object.entries(v);
  if (entries.length > MAX_DETAIL_KEYS)
    throw new StateError(at, `more than ${MAX_DETAIL_KEYS} keys`);
  const out: Record<string, string | number | boolean | null> = {};
  for (const [k, x] of entries) {
    const p = child(at, k);
    str(k, p, MAX_KEY);
    // Assigning this key would set the object's prototype, not a field.
    if (k === "__proto__") throw new StateError(p, "not a detail key");
    out[k] =
      x === null
        ? null
        : typeof x === "string"
          ? str(x, p, MAX_SCALAR)
          : typeof x === "boolean"
            ? bool(x, p)
            : num(x, p);
  }
  return out;
}

// A bounded, mergeable list of findings: keeps the first `cap` by line (then
// message), counts the rest. Keeping the smallest under a total order makes the
// kept set independent of the order rows arrive in and of how shards are merged.
import type { Finding } from "../report.js";

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

  private compact(): void {
    this.items.sort(byLine);
    if (this.items.length > this.cap) this.items.length = this.cap;
  }
}

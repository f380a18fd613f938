// "Did you mean": the nearest of the names the gate knows, for a name it cannot find (a
// flag, a command, a metric). Edit distance over the lower-cased names; a suggestion only
// when it is near enough that the typo is the likely cause (docs/design.md §5).

/** Levenshtein distance, capped: past `cap` the exact figure does not matter. */
export function editDistance(a: string, b: string, cap = 64): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      cur.push(Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost));
    }
    prev = cur;
  }
  return prev[b.length]!;
}

/** Spellings people write for the same thing, folded before the distance is taken. */
function fold(s: string): string {
  return s
    .toLowerCase()
    .replace(/@/g, "_at_")
    .replace(/\^/g, "_pow_")
    .replace(/[-\s.]/g, "_");
}

/**
 * The known name nearest to `name`, or null when none is near: at most a third of the
 * longer name's characters differ (at least 2), so "pass@1" finds "pass_at_1" and "sfe"
 * finds "marker:safe" but "nope" finds nothing. Ties go to the first in `known`.
 */
export function nearest(name: string, known: readonly string[]): string | null {
  const n = tailOf(fold(name));
  let best: string | null = null;
  let bestD = Infinity;
  for (const k of known) {
    // "safe" and "marker:nope" are compared without their "marker:" prefix.
    const f = tailOf(fold(k));
    const d = editDistance(n, f);
    const limit = Math.max(2, Math.floor(Math.max(n.length, f.length) / 3));
    if (d <= limit && d < bestD) {
      best = k;
      bestD = d;
    }
  }
  return best;
}

const tailOf = (s: string) => s.slice(s.indexOf(":") + 1);

/** " (did you mean X?)", or "" when nothing is near. */
export function didYouMean(
  name: string,
  known: readonly string[],
  quote = (s: string) => s,
): string {
  const n = nearest(name, known);
  return n === null ? "" : ` (did you mean ${quote(n)}?)`;
}

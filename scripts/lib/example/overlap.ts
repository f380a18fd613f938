// Train/test overlap, measured the way the contamination gate defines it: same id,
// same normalized text, or word 8-grams covering most of a training ask.

const words = (text: string): string[] => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
const norm = (text: string): string => text.toLowerCase().split(/\s+/).filter(Boolean).join(" ");

export interface Overlap {
  sharedIds: number;
  exact: number;
  /** Highest share of a training ask's words covered by n-grams of one held-out ask. */
  maxCoverage: number;
}

export function overlap(
  train: readonly { id: string; prompt: string }[],
  test: readonly { id: string; prompt: string }[],
  n = 8,
): Overlap {
  const testIds = new Set(test.map((t) => t.id));
  const testTexts = new Set(test.map((t) => norm(t.prompt)));
  let maxCoverage = 0;
  for (const tr of train) {
    const w = words(tr.prompt);
    if (w.length < n) continue;
    for (const te of test) {
      const grams = new Set<string>();
      const tw = words(te.prompt);
      for (let i = 0; i + n <= tw.length; i++) grams.add(tw.slice(i, i + n).join(" "));
      const covered = new Set<number>();
      for (let i = 0; i + n <= w.length; i++) {
        if (grams.has(w.slice(i, i + n).join(" "))) for (let j = i; j < i + n; j++) covered.add(j);
      }
      maxCoverage = Math.max(maxCoverage, covered.size / w.length);
    }
  }
  return {
    sharedIds: train.filter((t) => testIds.has(t.id)).length,
    exact: train.filter((t) => testTexts.has(norm(t.prompt))).length,
    maxCoverage,
  };
}

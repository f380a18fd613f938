// Descriptive statistics of a sample; no resampling and no randomness.

export function mean(values: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < values.length; i++) s += values[i] as number;
  return s / values.length;
}

/** Sample standard deviation (n - 1); null under two values. */
export function sampleSd(values: ArrayLike<number>): number | null {
  const n = values.length;
  if (n < 2) return null;
  const m = mean(values);
  let ss = 0;
  for (let i = 0; i < n; i++) ss += ((values[i] as number) - m) ** 2;
  return Math.sqrt(ss / (n - 1));
}

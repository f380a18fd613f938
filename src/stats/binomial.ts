// Exact two-sided sign test (McNemar's exact test on the discordant pairs), used by the
// style gate; Holm's adjustment lives in holm.ts for both the style gate and the model check.

/** ln Γ(x) for x > 0 (Lanczos, g = 7, n = 9; ~15 significant digits). */
export function lnGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
    -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
    1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
  x -= 1;
  let a = c[0];
  const t = x + 7.5;
  for (let i = 1; i < 9; i++) a += c[i] / (x + i);
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a);
}

/**
 * Two-sided exact p-value for `a` successes out of `a + b` at p = 0.5:
 * 2 * P(X <= min(a, b)), capped at 1.
 */
export function signTestP(a: number, b: number): number {
  const n = a + b;
  if (n === 0) return 1;
  const k = Math.min(a, b);
  if (2 * k === n) return 1;
  // Sum the lower tail downward from k; each term is the previous times i/(n-i+1).
  const lnTop = lnGamma(n + 1) - lnGamma(k + 1) - lnGamma(n - k + 1) - n * Math.LN2;
  let term = Math.exp(lnTop);
  let sum = term;
  for (let i = k; i > 0; i--) {
    term *= i / (n - i + 1);
    sum += term;
    if (term < sum * 1e-17) break;
  }
  return Math.min(1, 2 * sum);
}

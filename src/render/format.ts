// Number formatting for the markdown views. toFixed is locale-free, so the same report
// always gives the same characters; "-0.000" is folded into "0.000".

const NA = "n/a";

function fixed(x: number, digits: number): string {
  const s = x.toFixed(digits);
  return /^-0\.?0*$/.test(s) ? s.slice(1) : s;
}

/** Plain number with fixed decimals, or "n/a". */
export function num(x: number | null | undefined, digits = 3): string {
  return x === null || x === undefined || !Number.isFinite(x) ? NA : fixed(x, digits);
}

/** Signed number ("+0.250", "-0.012", "0.000"), or "n/a". */
export function signed(x: number | null | undefined, digits = 3): string {
  if (x === null || x === undefined || !Number.isFinite(x)) return NA;
  const s = fixed(x, digits);
  return s.startsWith("-") || /^0\.?0*$/.test(s) ? s : "+" + s;
}

/** An interval as "[-0.010, +0.120]", or "n/a". */
export function interval(ci: [number, number] | null | undefined, digits = 3): string {
  return ci ? `[${signed(ci[0], digits)}, ${signed(ci[1], digits)}]` : NA;
}

/** An interval of levels (not deltas) as "[0.458, 0.558]", or "n/a". */
export function range(ci: [number, number] | null | undefined, digits = 3): string {
  return ci ? `[${num(ci[0], digits)}, ${num(ci[1], digits)}]` : NA;
}

/** A p-value: three decimals, or "<0.001". */
export function pValue(p: number | null | undefined): string {
  if (p === null || p === undefined || !Number.isFinite(p)) return NA;
  return p < 0.001 ? "<0.001" : fixed(p, 3);
}

/** A confidence level as a percentage: 0.95 -> "95%", 0.975 -> "97.5%". */
export function level(confidence: number): string {
  const pct = Math.round(confidence * 1000) / 10;
  return `${Number.isInteger(pct) ? pct.toFixed(0) : pct.toFixed(1)}%`;
}

/** A share as a percentage with one decimal. */
export function percent(x: number | null | undefined): string {
  return x === null || x === undefined || !Number.isFinite(x) ? NA : `${fixed(x * 100, 1)}%`;
}

/** An integer count with thin grouping that does not depend on the locale: 100000 -> "100,000". */
export function count(n: number): string {
  if (!Number.isFinite(n)) return NA;
  const s = Math.trunc(Math.abs(n)).toString();
  const grouped = s.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return (n < 0 ? "-" : "") + grouped;
}

/** "1 row" / "2 rows". */
export function plural(n: number, word: string, many = word + "s"): string {
  return `${count(n)} ${n === 1 ? word : many}`;
}

/** "detectable ≈ X (Y–Z)": the printed detectable effect and the spread a few runs leave. */
export function detectableText(
  de: number | null,
  range: readonly [number | null, number | null] | undefined,
): string {
  if (de === null) return "detectable n/a";
  const r =
    range && range[0] !== null && range[1] !== null
      ? ` (${num(range[0])}–${num(range[1])})`
      : range && range[0] !== null
        ? ` (${num(range[0])}–n/a)`
        : "";
  return `detectable ≈ ${num(de)}${r}`;
}

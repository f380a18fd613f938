// The one-line verdict a reader sees first. It carries the facts of the SDK's verdict
// string (who beats whom by how much, interval vs zero, noise floor, regressions, gaps)
// in our own words.

export interface SentenceFacts {
  target: string;
  measured: boolean;
  baselineName: string;
  candidateName: string;
  /** candidate - baseline, raw. */
  delta: number | null;
  ci: [number, number] | null;
  band: number | null;
  lowerIsBetter: boolean;
  /** Multiply by this to print (100 for rates in [0, 1]: points). */
  scale: number;
  unit: string;
  replicated: boolean;
  /** What the runs replicate, in words (noise-floor.ts replicationWords). */
  replication?: string;
  runsBaseline: number;
  runsCandidate: number;
  regressions: string[];
  gaps: string[];
  gradedBy: "program" | "judge";
  /** Typed: declared, not measured. */
  judgeAgreement: number | null;
  judgeHumanN: number | null;
  /** What judge labels measured on the target, when a labels file was given. */
  judgeMeasured?: { agreement: number | null; n: number } | null;
  nTasks: number;
  notComparable: number;
}

/** Short decimal: at most `digits` places, no trailing zeros, no "-0". */
export function short(x: number, digits: number): string {
  const s = Number(x.toFixed(digits)).toString();
  return s === "-0" ? "0" : s;
}

/** Signed short decimal: "+" only when the printed digits are not zero, so 0.0001 reads "0". */
const signed = (x: number, d: number) => {
  const s = short(x, d);
  return x > 0 && s !== "0" ? "+" + s : s;
};

export function verdictSentence(f: SentenceFacts): string {
  const who = `${f.target}: ${f.candidateName}`;
  const vs = f.baselineName;
  let head: string;
  let win = false;
  if (!f.measured) {
    head = `${f.target}: not measured on both sides, so there is nothing to compare`;
  } else if (f.delta === null || f.ci === null) {
    const d = f.delta === null ? "" : ` (${signed(f.delta * f.scale, 1)} ${f.unit})`;
    head = `${who} vs ${vs}${d}: too few tasks for an interval, so no result`;
  } else {
    const d = f.delta * f.scale;
    const excludesZero = f.ci[0] > 0 || f.ci[1] < 0;
    const band = f.band === null ? null : f.band * f.scale;
    if (!excludesZero) {
      head = `${who} and ${vs} are level (${signed(d, 1)} ${f.unit}, the interval includes zero)`;
    } else if (band !== null && Math.abs(d) < band) {
      head =
        `${who} ${signed(d, 1)} ${f.unit} vs ${vs}: the interval excludes zero but the change ` +
        `is inside the re-run noise band of ${short(band, 2)}, so it is not a result`;
    } else {
      const better = f.lowerIsBetter ? d < 0 : d > 0;
      win = better;
      const floor =
        band === null
          ? "interval excludes zero, no noise floor measured"
          : `interval excludes zero and clears the noise floor of ${short(band, 2)}`;
      head = `${who} ${better ? "beats" : "trails"} ${vs} by ${short(Math.abs(d), 1)} ${f.unit} (${floor})`;
      if (better && f.replicated) {
        head += `; moved, ${f.replication ?? `replicated over ${f.runsBaseline} + ${f.runsCandidate} runs`}`;
      }
    }
  }
  if (f.regressions.length > 0) {
    head += `; ${f.regressions.length} guarded metric(s) regressed (${f.regressions.join(", ")})`;
  }
  if (f.notComparable > 0) head += `; not comparable (${f.notComparable} cause(s))`;
  const rests: string[] = [];
  const measured = f.judgeMeasured ?? null;
  if (f.gradedBy === "program") rests.push("graded by a program");
  else if (measured !== null && measured.agreement !== null) {
    rests.push(`judge agreement ${short(measured.agreement, 3)} on ${measured.n} labelled rows`);
  } else if (f.judgeAgreement !== null) {
    rests.push(
      `judge agreement ${short(f.judgeAgreement, 3)}` +
        (f.judgeHumanN !== null ? ` on ${f.judgeHumanN}` : "") +
        " declared",
    );
  }
  rests.push(`n=${f.nTasks}`);
  let line = `${head}; ${rests.join(", ")}`;
  if (win && f.gaps.length > 0) line = `unproven: ${line} (${f.gaps.join("; ")})`;
  return line;
}

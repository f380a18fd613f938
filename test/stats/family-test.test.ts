// Families as the sample: the heterogeneity F test, the family-level t, the warning and
// the modes. Figures are checked against direct computations written out here.
import { describe, expect, it } from "vitest";
import {
  FAMILY_COMPONENT_MAX,
  familyLevelTest,
  heterogeneity,
  MIN_FAMILIES,
  pairedDeltas,
  type FamilyTestInput,
} from "../../src/stats/family-test.js";
import { tCritical } from "../../src/stats/components.js";
import { fUpper, tCdf } from "../../src/stats/tdist.js";
import { makeRng } from "../../src/stats/rng.js";

/** Deltas for `g` families of `n` tasks: family f's tasks share offset[f], plus a small spread. */
function world(offsets: number[], n: number, spread = 0.02) {
  const deltas = new Map<string, number>();
  const families = new Map<string, string>();
  offsets.forEach((o, f) => {
    for (let i = 0; i < n; i++) {
      const task = `f${f}-t${String(i).padStart(3, "0")}`;
      // A fixed zig-zag, so the within-family spread is known and not random.
      deltas.set(task, o + (i % 2 === 0 ? spread : -spread) * ((i % 3) + 1));
      families.set(task, `fam${f}`);
    }
  });
  return { deltas, families };
}

const base = (o: Partial<FamilyTestInput> = {}): FamilyTestInput => ({
  metric: "pass_at_1",
  deltas: new Map(),
  families: new Map(),
  runs: null,
  level: 0.95,
  lowerIsBetter: false,
  mode: "warn",
  ...o,
});

const mean = (x: number[]) => x.reduce((a, b) => a + b, 0) / x.length;

describe("F distribution tail", () => {
  it("is the two-sided t p-value when the numerator has one df", () => {
    for (const [t, df] of [
      [2, 20],
      [1.3, 5],
      [3.1, 120],
    ] as const) {
      expect(fUpper(t * t, 1, df)).toBeCloseTo(2 * (1 - tCdf(t, df)), 12);
    }
  });
  it("gives 0.05 at the printed 5% points of the F table", () => {
    // F(3, 10) = 3.708 and F(7, 120) = 2.09 are the tabulated 95% points.
    expect(fUpper(3.708, 3, 10)).toBeCloseTo(0.05, 4);
    expect(fUpper(2.09, 7, 120)).toBeCloseTo(0.05, 2);
    expect(fUpper(0, 3, 10)).toBe(1);
  });
});

describe("heterogeneity of family mean deltas", () => {
  it("is the one-way ANOVA F, with its p and the between-family sd", () => {
    const offsets = [0.1, -0.05, 0.02, 0.08];
    const { deltas, families } = world(offsets, 6);
    const ft = familyLevelTest(base({ deltas, families })) as NonNullable<
      ReturnType<typeof familyLevelTest>
    >;
    // By hand: group means, sums of squares, F on (G - 1, N - G).
    const groups = offsets.map((_, f) =>
      [...deltas].filter(([t]) => families.get(t) === `fam${f}`).map(([, d]) => d),
    );
    const all = groups.flat();
    const grand = mean(all);
    const ssB = groups.reduce((s, g) => s + g.length * (mean(g) - grand) ** 2, 0);
    const ssW = groups.reduce((s, g) => s + g.reduce((a, d) => a + (d - mean(g)) ** 2, 0), 0);
    const F = ssB / 3 / (ssW / 20);
    expect(ft.f_stat).toBeCloseTo(F, 10);
    expect(ft.df_between).toBe(3);
    expect(ft.df_within).toBe(20);
    expect(ft.p_heterogeneity).toBeCloseTo(fUpper(F, 3, 20), 12);
    expect(ft.between_sd).toBeCloseTo(Math.sqrt((ssB / 3 - ssW / 20) / 6), 10);
    expect(ft.heterogeneous).toBe(true);
  });

  it("finds nothing when every family moves alike, and says so with sd 0", () => {
    const { deltas, families } = world([0.05, 0.05, 0.05, 0.05, 0.05], 8);
    const ft = familyLevelTest(base({ deltas, families }));
    expect(ft?.heterogeneous).toBe(false);
    expect(ft?.p_heterogeneity).toBeGreaterThan(0.5);
    expect(ft?.between_sd).toBe(0);
    expect(ft?.warning).toBeNull();
  });

  it("calls families whose tasks agree exactly but differ between them totally heterogeneous", () => {
    const h = heterogeneity([
      { n: 3, sum: 0.3, values: [0.1, 0.1, 0.1] },
      { n: 3, sum: -0.3, values: [-0.1, -0.1, -0.1] },
    ]);
    // Rounding leaves the within-family spread a hair above zero, so F is huge, not missing.
    expect(h.p_heterogeneity).toBeLessThan(1e-12);
    const exact = heterogeneity([
      { n: 2, sum: 1, values: [0.5, 0.5] },
      { n: 2, sum: -1, values: [-0.5, -0.5] },
    ]);
    expect(exact.f_stat).toBeNull();
    expect(exact.p_heterogeneity).toBe(0);
  });
});

describe("the family-level test", () => {
  it("has the t test's standard error over family mean deltas when families are equal in size and differ", () => {
    const offsets = [0.12, -0.02, 0.05, 0.09, 0.01, 0.07];
    const { deltas, families } = world(offsets, 5);
    const ft = familyLevelTest(base({ deltas, families }))!;
    const byFam = offsets.map((_, f) =>
      [...deltas].filter(([t]) => families.get(t) === `fam${f}`).map(([, d]) => d),
    );
    const fm = byFam.map(mean);
    const m = mean(fm);
    const sd = Math.sqrt(fm.reduce((s, x) => s + (x - m) ** 2, 0) / (fm.length - 1));
    const se = sd / Math.sqrt(fm.length);
    expect(ft.delta).toBeCloseTo(mean([...deltas.values()]), 12);
    expect(ft.se).toBeCloseTo(se, 12);
    // Two parts (issue 25.4): within families MS_W / N on N - G df, between them
    // (MS_B - MS_W) / N on G - 1 df, Satterthwaite df over both.
    const N = 30;
    const G = 6;
    const msW =
      byFam.reduce((s, v, f) => s + v.reduce((a, x) => a + (x - (fm[f] as number)) ** 2, 0), 0) /
      (N - G);
    const within = msW / N;
    const fam = se * se - within;
    expect(fam).toBeGreaterThan(0);
    const df = (within + fam) ** 2 / (within ** 2 / (N - G) + fam ** 2 / (G - 1));
    expect(ft.df).toBeCloseTo(df, 9);
    expect(ft.df).toBeGreaterThan(G - 1);
    const q = tCritical(ft.df, 0.95);
    expect(ft.ci[0]).toBeCloseTo(m - q * se, 12);
    expect(ft.ci[1]).toBeCloseTo(m + q * se, 12);
    expect(ft.p_value).toBeCloseTo(2 * (1 - tCdf(m / se, ft.df)), 12);
  });

  it("is the within-family interval on N - G df when the family means agree more than their tasks", () => {
    // Every family has the same mean delta: MS_B is 0, so the family part is clipped at 0.
    const { deltas, families } = world([0.05, 0.05, 0.05, 0.05], 6);
    const ft = familyLevelTest(base({ deltas, families }))!;
    const d = [...deltas.values()];
    const m = mean(d);
    const msW = d.reduce((s, x) => s + (x - m) ** 2, 0) / (24 - 4);
    expect(ft.se).toBeCloseTo(Math.sqrt(msW / 24), 12);
    expect(ft.df).toBeCloseTo(20, 9);
  });

  it("is wider than the task-level interval when families differ, on few df", () => {
    const { deltas, families } = world([0.15, -0.05, 0.1, -0.02], 25);
    const ft = familyLevelTest(base({ deltas, families }))!;
    const d = [...deltas.values()];
    const m = mean(d);
    const taskSe = Math.sqrt(d.reduce((s, x) => s + (x - m) ** 2, 0) / (d.length - 1) / d.length);
    expect(ft.se).toBeGreaterThan(2 * taskSe);
    // The family part dominates, so the df are near families - 1, not tasks - families.
    expect(ft.df).toBeGreaterThan(3);
    expect(ft.df).toBeLessThan(3.5);
  });

  it("adds the run drift to its variance, as the task-level interval does", () => {
    const { deltas, families } = world([0.1, 0.06, 0.08, 0.12], 5);
    const plain = familyLevelTest(base({ deltas, families }))!;
    const runs = { runVar: 0.0015, df: 4, within: 0, inv: 2 / 3 };
    const drift = familyLevelTest(base({ deltas, families, runs }))!;
    expect(drift.se ** 2).toBeCloseTo(plain.se ** 2 + 0.001, 12);
    expect(drift.ci[1] - drift.ci[0]).toBeGreaterThan(plain.ci[1] - plain.ci[0]);
  });

  it("counts each task without a family as a family of its own", () => {
    const { deltas, families } = world([0.1, -0.1], 4);
    deltas.set("lone-1", 0.3);
    deltas.set("lone-2", 0.2);
    const ft = familyLevelTest(base({ deltas, families }))!;
    expect(ft.named_families).toBe(2);
    expect(ft.tasks_without_family).toBe(2);
    expect(ft.families).toBe(4);
    expect(ft.tasks).toBe(10);
    // Sizes 4, 4, 1, 1: N^2 / sum n^2 = 100 / 34.
    expect(ft.effective_families).toBeCloseTo(100 / 34, 12);
  });

  it("is not run with fewer than two named families", () => {
    const { deltas, families } = world([0.1], 10);
    expect(familyLevelTest(base({ deltas, families }))).toBeNull();
    expect(familyLevelTest(base({ deltas, families: new Map() }))).toBeNull();
  });

  it("reads the direction of a lower-is-better metric", () => {
    const { deltas, families } = world([-0.2, -0.25, -0.22, -0.18], 5);
    expect(familyLevelTest(base({ deltas, families }))?.verdict).toBe("a_better");
    expect(familyLevelTest(base({ deltas, families, lowerIsBetter: true }))?.verdict).toBe(
      "b_better",
    );
  });

  it("does not depend on the order the tasks arrive in", () => {
    const { deltas, families } = world([0.1, -0.05, 0.02, 0.08, 0.2], 7);
    const shuffled = [...deltas];
    const rng = makeRng(3);
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = Math.floor(rng() * (i + 1));
      [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
    }
    const a = familyLevelTest(base({ deltas, families }));
    const b = familyLevelTest(base({ deltas: new Map(shuffled), families }));
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });
});

describe("the warning and the modes", () => {
  const few = world([0.2, -0.1, 0.15, -0.05, 0.1, -0.12, 0.18, 0.02], 25);

  it(`warns under ${MIN_FAMILIES} families with heterogeneous deltas, naming families as the sample`, () => {
    const ft = familyLevelTest(base(few))!;
    expect(ft.families).toBe(8);
    expect(ft.heterogeneous).toBe(true);
    expect(ft.warning).toContain("the effective sample is the 8 families, not the 200 tasks");
    expect(ft.warning).toContain("set family-test: auto or decide to require it");
    expect(ft.decides).toBe(false);
    expect(ft.blocks).toBe(false);
  });

  it(`does not warn at ${MIN_FAMILIES} families or more, however they differ`, () => {
    const offsets = Array.from({ length: MIN_FAMILIES }, (_, f) => (f % 2 === 0 ? 0.2 : -0.1));
    const ft = familyLevelTest(base(world(offsets, 10)))!;
    expect(ft.heterogeneous).toBe(true);
    expect(ft.warning).toBeNull();
  });

  it("decide: the family level always takes part and blocks when its interval reaches zero", () => {
    const ft = familyLevelTest(base({ ...few, mode: "decide" }))!;
    expect(ft.decides).toBe(true);
    expect(ft.ci[0]).toBeLessThan(0);
    expect(ft.blocks).toBe(true);
    const clear = familyLevelTest(base({ ...world([0.1, 0.11, 0.09, 0.1], 5), mode: "decide" }))!;
    expect(clear.decides).toBe(true);
    expect(clear.verdict).toBe("b_better");
    expect(clear.blocks).toBe(false);
  });

  it(`auto: takes part under ${FAMILY_COMPONENT_MAX} groups whatever the heterogeneity test says`, () => {
    const het = familyLevelTest(base({ ...few, mode: "auto" }))!;
    expect(het.decides).toBe(true);
    expect(het.blocks).toBe(true);
    expect(het.warning).toContain("family-test: auto requires it to clear zero too");
    // The F test finds nothing here; the family part still decides (issue 25.4).
    const homo = familyLevelTest(
      base({ ...world([0.01, 0.01, 0.01, 0.01], 6, 0.3), mode: "auto" }),
    )!;
    expect(homo.heterogeneous).toBe(false);
    expect(homo.warning).toBeNull();
    expect(homo.decides).toBe(true);
    expect(homo.blocks).toBe(true);
    const many = familyLevelTest(
      base({
        ...world(
          Array.from({ length: FAMILY_COMPONENT_MAX }, () => 0.01),
          6,
          0.3,
        ),
        mode: "auto",
      }),
    )!;
    expect(many.families).toBe(FAMILY_COMPONENT_MAX);
    expect(many.decides).toBe(false);
    expect(many.blocks).toBe(false);
  });
});

describe("pairedDeltas", () => {
  it("keeps the tasks both sides scored, candidate minus baseline", () => {
    const d = pairedDeltas(
      new Map([
        ["a", 0.5],
        ["b", 0.25],
      ]),
      new Map([
        ["b", 0.75],
        ["c", 1],
      ]),
    );
    expect([...d]).toEqual([["b", 0.5]]);
  });
});

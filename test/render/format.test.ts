import { describe, expect, it } from "vitest";
import {
  count,
  interval,
  level,
  num,
  percent,
  plural,
  pValue,
  range,
  signed,
} from "../../src/render/format.js";

describe("number formatting", () => {
  it("uses fixed decimals and folds negative zero", () => {
    expect(num(0.5)).toBe("0.500");
    expect(num(-0.0001)).toBe("0.000");
    expect(num(null)).toBe("n/a");
    expect(num(Number.NaN)).toBe("n/a");
    expect(num(Number.POSITIVE_INFINITY)).toBe("n/a");
  });

  it("signs deltas, except zero", () => {
    expect(signed(0.25)).toBe("+0.250");
    expect(signed(-0.012)).toBe("-0.012");
    expect(signed(0)).toBe("0.000");
    expect(signed(-0.0004)).toBe("0.000");
    expect(signed(undefined)).toBe("n/a");
  });

  it("writes intervals of deltas signed and of levels plain", () => {
    expect(interval([-0.01, 0.12])).toBe("[-0.010, +0.120]");
    expect(range([0.458, 0.558])).toBe("[0.458, 0.558]");
    expect(interval(null)).toBe("n/a");
  });

  it("writes p-values and levels", () => {
    expect(pValue(0.0001)).toBe("<0.001");
    expect(pValue(0.0123)).toBe("0.012");
    expect(pValue(1)).toBe("1.000");
    expect(level(0.95)).toBe("95%");
    expect(level(0.975)).toBe("97.5%");
    expect(level(0.9)).toBe("90%");
    expect(percent(0.25)).toBe("25.0%");
  });

  it("groups counts without the locale", () => {
    expect(count(100000)).toBe("100,000");
    expect(count(999)).toBe("999");
    expect(count(-1234567)).toBe("-1,234,567");
    expect(plural(1, "row")).toBe("1 row");
    expect(plural(2, "row")).toBe("2 rows");
    expect(plural(3, "family", "families")).toBe("3 families");
  });
});

// The judge's floors and judge-correction as policy fields: which way each one bends.
import { describe, expect, it } from "vitest";
import { compareField } from "../../src/policy/direction.js";
import { isPolicyInput } from "../../src/policy/fields.js";

const change = (f: Parameters<typeof compareField>[0], b: string, h: string) =>
  compareField(f, b, h).change;

describe("the judge's policy fields", () => {
  it("a higher floor tightens, a lower one loosens, the default is the empty value", () => {
    expect(change("judge-min-agreement", "0.8", "0.85")).toBe("tightens");
    expect(change("judge-min-agreement", "0.8", "0.7")).toBe("loosens");
    expect(change("judge-min-agreement", "", "0.8")).toBe("same");
    expect(change("judge-min-kappa", "0.6", "0.4")).toBe("loosens");
    expect(change("judge-min-labels", "", "100")).toBe("tightens");
    expect(change("judge-min-labels", "50", "20")).toBe("loosens");
  });

  it("judge-correction: decide is stricter than show", () => {
    expect(change("judge-correction", "", "decide")).toBe("tightens");
    expect(change("judge-correction", "decide", "show")).toBe("loosens");
  });

  it("the labels file is data, not a rule", () => {
    expect(isPolicyInput("judge-labels")).toBe(false);
    expect(isPolicyInput("judge-min-agreement")).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { didYouMean, editDistance, nearest } from "../../src/render/suggest.js";

describe("did you mean", () => {
  it("edit distance counts insertions, deletions and substitutions", () => {
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("same", "same")).toBe(0);
  });

  it("finds the near name, folding @, ^ and dashes, and ignoring a marker: prefix", () => {
    const known = ["pass_at_1", "marker:safe", "marker:looked_up_first"];
    expect(nearest("pass@1", known)).toBe("pass_at_1");
    expect(nearest("sfe", known)).toBe("marker:safe");
    expect(nearest("marker:looked-up-first", known)).toBe("marker:looked_up_first");
    expect(nearest("looked_up_frst", known)).toBe("marker:looked_up_first");
  });

  it("suggests nothing when no name is near", () => {
    const known = ["pass_at_1", "marker:safe"];
    expect(nearest("nope", known)).toBeNull();
    expect(nearest("marker:helpfulness", known)).toBeNull();
    expect(didYouMean("nope", known)).toBe("");
    expect(didYouMean("saf", known, (s) => `\`${s}\``)).toBe(" (did you mean `marker:safe`?)");
  });

  it("ties go to the first known name", () => {
    expect(nearest("ab", ["ac", "ad"])).toBe("ac");
  });
});

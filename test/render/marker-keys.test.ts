// Sticky-comment keys never collide (issue 24.5): check names the key must change get a
// digest of the whole name, so `gate+7b` and `gate=7b`, or two names in another script,
// keep their own comments; a name the key keeps as it is keeps the marker it always had.
import { describe, expect, it } from "vitest";
import { hiddenMarker } from "../../src/render/escape.js";

describe("hiddenMarker keys", () => {
  it("names that read alike once cleaned get different markers", () => {
    const names = [
      "gate+7b",
      "gate=7b",
      "gate_7b",
      "模型",
      "модель",
      "ゲート",
      "gate\u00a07b",
      "a".repeat(150),
      "a".repeat(151),
    ];
    const markers = names.map(hiddenMarker);
    expect(new Set(markers).size).toBe(names.length);
    expect(hiddenMarker("gate+7b")).toMatch(/^<!-- heldout-gate:gate_7b#[0-9a-f]{12} -->$/);
  });

  it("a plain name keeps its marker, and the digest is stable", () => {
    expect(hiddenMarker("heldout-gate")).toBe("<!-- heldout-gate:heldout-gate -->");
    expect(hiddenMarker("gate_7b")).toBe("<!-- heldout-gate:gate_7b -->");
    expect(hiddenMarker("模型")).toBe(hiddenMarker("模型"));
    for (const m of ["gate+7b", "x--y", "<!-->"].map(hiddenMarker)) {
      expect(m.slice(4, -3)).not.toContain("--");
    }
  });
});

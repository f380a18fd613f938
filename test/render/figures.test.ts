import { marked, type Tokens } from "marked";
import { describe, expect, it } from "vitest";
import { figureTables, figureValue } from "../../src/render/figures.js";
import { HOSTILE } from "./sample-report.js";

const tables = (lines: string[]) =>
  marked.lexer(lines.join("\n")).filter((t): t is Tokens.Table => t.type === "table");

describe("figureValue", () => {
  it("formats each kind of value with fixed decimals", () => {
    expect(figureValue(3)).toBe("3");
    expect(figureValue(1234567)).toBe("1,234,567");
    expect(figureValue(0.25)).toBe("0.2500");
    expect(figureValue(true)).toBe("yes");
    expect(figureValue(null)).toBe("n/a");
    expect(figureValue("")).toBe("(empty)");
    expect(figureValue([])).toBe("none");
    expect(figureValue({})).toBe("none");
    expect(figureValue({ a: 1, b: [1, 2] })).toBe("a: 1; b: 1, 2");
  });

  it("stays bounded on huge and deep values", () => {
    const big = Array.from({ length: 1_000_000 }, (_, i) => i);
    expect(figureValue(big)).toBe("0, 1, 2, 3, 4, 5, 6, 7, … (1,000,000 in all)");
    expect(figureValue({ a: { b: { c: { d: 1 } } } })).toBe("a: b: …");
  });
});

describe("figureTables", () => {
  it("puts scalars in one table and each list of records in its own", () => {
    const out = figureTables(
      {
        pairs: 8,
        alpha: 0.05,
        markers: [
          { name: "hedging", chosen_only: 3, p_value: 0.02 },
          { name: "apology", chosen_only: 0, p_value: 1 },
        ],
      },
      30,
    );
    const t = tables(out.lines);
    expect(t).toHaveLength(2);
    expect(t[0]!.rows.map((r) => r.map((c) => c.text))).toEqual([
      ["pairs", "8"],
      ["alpha", "0.0500"],
    ]);
    expect(t[1]!.header.map((h) => h.text)).toEqual(["name", "chosen\\_only", "p\\_value"]);
    expect(t[1]!.rows.map((r) => r.map((c) => c.text))).toEqual([
      ["hedging", "3", "0.0200"],
      ["apology", "0", "1"],
    ]);
    expect(out.omitted).toBe(false);
  });

  it("caps rows and says so", () => {
    const rows = Array.from({ length: 50 }, (_, i) => ({ i }));
    const out = figureTables({ rows }, 5);
    expect(tables(out.lines)[0]!.rows).toHaveLength(5);
    expect(out.lines.join("\n")).toContain("… and 45 more rows in report.json.");
    expect(out.omitted).toBe(true);
  });

  it("keeps hostile keys and values inside their cells", () => {
    const rec = Object.fromEntries(HOSTILE.map((h) => [h, h]));
    const out = figureTables({ ...rec, list: [rec, rec] }, 100);
    for (const t of tables(out.lines)) {
      for (const r of t.rows) expect(r).toHaveLength(t.header.length);
    }
    const html = marked.parse(out.lines.join("\n"), { async: false });
    expect(html).not.toMatch(/<(script|img|a)\b/);
  });

  it("renders nothing for no figures", () => {
    expect(figureTables({}, 10)).toEqual({ lines: [], omitted: false });
  });
});

// `fields` paths read a row's own keys only (issue 24.5): a mapping to `__proto__`,
// `toString` or `constructor` finds nothing on a row that lacks them, rather than the
// object's inherited function or prototype.
import { describe, expect, it } from "vitest";
import { getPath } from "../../src/io/fields.js";

describe("getPath reads own properties only", () => {
  it("inherited names find nothing, at the top and down a path", () => {
    const row = JSON.parse('{"a":{"b":1},"list":[{"x":2}]}') as Record<string, unknown>;
    for (const name of ["__proto__", "toString", "constructor", "hasOwnProperty", "valueOf"]) {
      expect(getPath(row, name), name).toBeUndefined();
      expect(getPath(row, `a.${name}`), name).toBeUndefined();
      expect(getPath(row, `${name}.name`), name).toBeUndefined();
    }
    expect(getPath(row, "list.length")).toBeUndefined();
    expect(getPath(row, "a.b")).toBe(1);
    expect(getPath(row, "list.0.x")).toBe(2);
  });

  it("a row's own key of such a name is read (JSON.parse makes __proto__ an own key)", () => {
    const row = JSON.parse('{"__proto__":{"id":"t1"},"toString":"t2"}') as Record<string, unknown>;
    expect(getPath(row, "__proto__.id")).toBe("t1");
    expect(getPath(row, "toString")).toBe("t2");
  });
});

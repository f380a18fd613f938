// Problems never quote a raw piece of a line: V8's JSON.parse message does, so it is cut.
import { expect, it } from "vitest";
import { jsonErrorReason, quoted } from "../../src/io/problems.js";

function reasonFor(text: string): string {
  try {
    JSON.parse(text);
  } catch (e) {
    return jsonErrorReason(e);
  }
  throw new Error("parsed");
}

it("drops the excerpt V8 quotes and escapes what is left", () => {
  expect(reasonFor("abc secret_token_value")).toBe("not valid JSON: Unexpected token 'a'");
  expect(reasonFor('{"k": ghp_secret}')).toBe("not valid JSON: Unexpected token 'g'");
  expect(reasonFor('{"a":1} trailing')).toMatch(/^not valid JSON: Unexpected non-whitespace/);
  expect(reasonFor("\u202e{")).toBe("not valid JSON: Unexpected token '\\u202e'");
  expect(reasonFor("{")).not.toContain("{");
});

it("quotes row values escaped and short", () => {
  expect(quoted("a\nb")).toBe('"a\\nb"');
  expect(quoted("x".repeat(100), 10)).toBe(`"${"x".repeat(10)}..."`);
});

// Problems never quote a raw piece of a line: V8's JSON.parse message does, so none of its
// words are passed on; a value is shown only when it cannot be a secret.
import { expect, it } from "vitest";
import { describeValue, jsonErrorReason, quoted } from "../../src/io/problems.js";

function reasonFor(text: string): string {
  try {
    JSON.parse(text);
  } catch (e) {
    return jsonErrorReason(e);
  }
  throw new Error("parsed");
}

it("says what is wrong in our words, and quotes nothing of the line", () => {
  expect(reasonFor("abc secret_token_value")).toBe(
    "not valid JSON: a character JSON does not allow here",
  );
  expect(reasonFor('{"k": ghp_secret}')).toBe(
    "not valid JSON: a character JSON does not allow here",
  );
  expect(reasonFor("[1,]")).toBe("not valid JSON: a character JSON does not allow here (']')");
  expect(reasonFor('{"a":1} trailing')).toMatch(
    /^not valid JSON: more text after the JSON value \(at character 9\)$/,
  );
  expect(reasonFor('{"a":"x\u0001"}')).toBe(
    "not valid JSON: a string holds a control character that must be escaped (at character 8)",
  );
  expect(reasonFor('"abc')).toBe("not valid JSON: a string is not closed (at character 5)");
  expect(reasonFor("\u202e{")).toBe("not valid JSON: a character JSON does not allow here");
  expect(reasonFor("{")).not.toContain("{");
  // A message V8 may word differently some day is still ours.
  expect(jsonErrorReason(new SyntaxError('Something new: "ghp_secret"'))).toBe("not valid JSON");
});

it("shows a string value only when it is short or reads as a number, boolean or null", () => {
  expect(describeValue("0.5")).toBe('the string "0.5"');
  expect(describeValue("N/A")).toBe('the string "N/A"');
  expect(describeValue("-1.5e-7")).toBe('the string "-1.5e-7"');
  expect(describeValue("False")).toBe('the string "False"');
  expect(describeValue("C")).toBe('the string "C"');
  expect(describeValue("ghp_0123456789abcdef")).toBe("a string of 20 characters");
  expect(describeValue("hello world")).toBe("a string of 11 characters");
});

it("quotes row values escaped and short", () => {
  expect(quoted("a\nb")).toBe('"a\\nb"');
  expect(quoted("x".repeat(100), 10)).toBe(`"${"x".repeat(10)}..."`);
});

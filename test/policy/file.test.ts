import { describe, expect, it } from "vitest";
import { parsePolicy, POLICY_MAX_BYTES } from "../../src/policy/file.js";

const err = (src: string) => {
  try {
    parsePolicy(src, ".github/heldout-gate.yml");
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error("expected a PolicyError");
};

describe("parsePolicy", () => {
  it("reads every kind of value into the input string, with its line", () => {
    const p = parsePolicy(
      [
        "# the rule main enforces",
        "confidence: 0.99",
        "must-not-regress: [marker:a, marker:b]",
        "require-proof: true",
        "family-test: decide",
        "marker-ranges: {latency_s: [0, 600]}",
        "fields: {task: task_id, reward: 'scores.match.value:C=1,I=0'}",
        'style-phrases: {hedging: ["to be fair"]}',
        "noise-floor: 0.012:3",
        "judge-agreement: null",
        "allow-baseline-change: false",
        "grader: judge@2026-01",
      ].join("\n"),
      "p.yml",
    );
    expect(p.values).toEqual({
      confidence: "0.99",
      "must-not-regress": "marker:a, marker:b",
      "require-proof": "true",
      "family-test": "decide",
      "marker-ranges": "latency_s=0..600",
      fields: "task=task_id, reward=scores.match.value:C=1,I=0",
      "style-phrases": '{"hedging":["to be fair"]}',
      "noise-floor": "0.012:3",
      "judge-agreement": "",
      "allow-baseline-change": "false",
      grader: "judge@2026-01",
    });
    expect(p.lines.confidence).toBe(2);
    expect(p.lines.grader).toBe(12);
  });

  it("an empty file or one with only comments sets nothing", () => {
    expect(parsePolicy("", "p.yml").values).toEqual({});
    expect(parsePolicy("# nothing yet\n", "p.yml").values).toEqual({});
  });

  it("names file, line and field; never quotes what the file holds", () => {
    const secret = "ghp_secretvalue0123456789";
    const cases: [string, RegExp][] = [
      [`confidence: 0.9\n${secret}: 1\n`, /heldout-gate\.yml:2: not a policy field/],
      [`confidence: "${secret}"\n`, /:1: confidence: .*expected number/],
      [`confidence: 95\n`, /:1: confidence: must be a level between 0\.5 and 1/],
      [`marker-ranges: "${secret}=5..1"\n`, /:1: marker-ranges: \(the value\) needs a name/],
      [`family-test: ${secret}\n`, /:1: family-test: .*"off"\|"warn"\|"auto"\|"decide"/],
      [`heldout-sha256: ${secret}\n`, /:1: heldout-sha256: /],
      [`grader: "${secret} x"\n`, /:1: grader: must be 1 to 200 letters/],
      [`fields: {${secret}: x}\n`, /:1: fields: unknown field/],
      [`- ${secret}\n`, /:1: a policy is a mapping/],
      [`confidence: [${secret}\n`, /not valid YAML \([A-Z_]+\)/],
      [`a: &x ${secret}\nconfidence: *x\n`, /aliases/],
      [`confidence: 0.9\nconfidence: 0.8\n`, /DUPLICATE_KEY/],
    ];
    for (const [src, re] of cases) {
      const m = err(src);
      expect(m, src).toMatch(re);
      expect(m, src).not.toContain("ghp_secret");
    }
  });

  it("says how many more problems there were past five", () => {
    const src = Array.from({ length: 8 }, (_, i) => `nope${i}: 1`).join("\n");
    expect(err(src)).toMatch(/and 3 more/);
  });

  it("refuses a file over the cap unread", () => {
    expect(err("#".repeat(POLICY_MAX_BYTES + 1))).toMatch(/over 65536 bytes/);
  });
});

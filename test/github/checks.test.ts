import { describe, expect, it } from "vitest";
import { capText, publishCheck, type CheckAnnotation } from "../../src/github/checks.js";
import { makeOctokit } from "../../src/github/client.js";
import { FakeGitHub } from "./fake-api.js";

const SHA = "a".repeat(40);
const ann = (i: number): CheckAnnotation => ({
  path: "data/pairs.jsonl",
  start_line: i + 1,
  end_line: i + 1,
  annotation_level: "warning",
  message: `finding ${i}`,
});

function setup() {
  const fake = new FakeGitHub();
  const gh = makeOctokit("t0ken", { fetch: fake.fetch, baseUrl: "https://api.test", retries: 0 });
  return { fake, gh };
}

const base = {
  owner: "acme",
  repo: "models",
  headSha: SHA,
  name: "heldout-gate",
  conclusion: "failure" as const,
  output: { title: "FAIL: x", summary: "s", text: "t" },
  completedAt: "2026-01-02T03:04:05.000Z",
};

describe("publishCheck", () => {
  it("sends 120 annotations in three requests of at most 50", async () => {
    const { fake, gh } = setup();
    const res = await publishCheck(gh, {
      ...base,
      annotations: Array.from({ length: 120 }, (_, i) => ann(i)),
    });
    expect(res.requests).toBe(3);
    expect(fake.count("checks/create")).toBe(1);
    expect(fake.count("checks/update")).toBe(2);
    const sizes = fake.requests.map(
      (r) => ((r.body as { output: { annotations?: unknown[] } }).output.annotations ?? []).length,
    );
    expect(sizes).toEqual([50, 50, 20]);
    expect(fake.checkRuns[0]?.annotations).toHaveLength(120);
    expect(fake.checkRuns[0]).toMatchObject({
      head_sha: SHA,
      conclusion: "failure",
      name: "heldout-gate",
    });
    expect(fake.violations).toEqual([]);
  });

  it("makes one request when there are no annotations", async () => {
    const { fake, gh } = setup();
    const res = await publishCheck(gh, { ...base, conclusion: "success", annotations: [] });
    expect(res.requests).toBe(1);
    expect(res.id).toBe(fake.checkRuns[0]?.id);
    expect((fake.requests[0]?.body as { output: object }).output).not.toHaveProperty("annotations");
    expect(fake.violations).toEqual([]);
  });

  it("keeps summary and text under GitHub's limit (the schema rejects more)", async () => {
    const { fake, gh } = setup();
    const huge = "x".repeat(70_000);
    await publishCheck(gh, {
      ...base,
      output: { title: "t", summary: huge, text: huge },
      annotations: [],
    });
    const out = (fake.requests[0]?.body as { output: { summary: string; text: string } }).output;
    expect(out.summary.length).toBeLessThanOrEqual(65_535);
    expect(out.text.length).toBeLessThanOrEqual(65_535);
    expect(out.summary).toMatch(/size limit/);
    expect(fake.violations).toEqual([]);
  });
});

describe("the OpenAPI check catches bad requests", () => {
  it("flags an annotation level GitHub does not accept and too many annotations", async () => {
    const { fake, gh } = setup();
    await gh.request("POST /repos/{owner}/{repo}/check-runs", {
      owner: "acme",
      repo: "models",
      name: "x",
      head_sha: SHA,
      output: {
        title: "t",
        summary: "s",
        annotations: Array.from({ length: 51 }, (_, i) => ({
          ...ann(i),
          annotation_level: "error",
        })),
      },
    } as never);
    expect(fake.violations.join("\n")).toMatch(/maxItems|must NOT have more than 50/);
    expect(fake.violations.join("\n")).toMatch(/allowed values/);
  });
});

describe("capText", () => {
  it("leaves short text alone and never splits a surrogate pair", () => {
    expect(capText("abc", 10, "n")).toBe("abc");
    const t = capText("a" + "😀".repeat(10), 8, "!");
    expect(t.length).toBeLessThanOrEqual(8);
    expect(t.endsWith("!")).toBe(true);
    expect(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/.test(t)).toBe(false);
  });
});

import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { capSummary, writeSummary } from "../../src/github/summary.js";

const saved = process.env.GITHUB_STEP_SUMMARY;
afterEach(() => {
  if (saved === undefined) delete process.env.GITHUB_STEP_SUMMARY;
  else process.env.GITHUB_STEP_SUMMARY = saved;
});

describe("capSummary", () => {
  it("leaves small summaries alone", () => {
    expect(capSummary("# ok\n", 100, "x")).toBe("# ok\n");
  });

  it("cuts by UTF-8 bytes at a line end, closes a fence and says where the rest is", () => {
    const md = "```\n" + "é line\n".repeat(5000);
    const out = capSummary(md, 4096, "the artifact");
    expect(Buffer.byteLength(out, "utf8")).toBeLessThanOrEqual(4096);
    expect(out).toContain("the full report is in the artifact");
    expect((out.match(/^```/gm) ?? []).length % 2).toBe(0);
    expect(out).not.toContain("\uFFFD");
  });
});

describe("writeSummary", () => {
  it("writes through @actions/core to the step summary file, capped", async () => {
    const dir = mkdtempSync(join(tmpdir(), "hg-sum-"));
    const file = join(dir, "summary.md");
    writeFileSync(file, "");
    process.env.GITHUB_STEP_SUMMARY = file;
    const n = await writeSummary("x\n".repeat(10_000), "the artifact", 1024);
    const written = readFileSync(file, "utf8");
    expect(n).toBeLessThanOrEqual(1024);
    expect(written.length).toBeGreaterThan(500);
    expect(written).toContain("the artifact");
  });
});

// One cap for the report the engine writes and the report report mode reads (issue 24.5):
// report mode refused 5 MB while the gate wrote 7 MB at its own limits.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { exampleInputs } from "../../src/cli.js";
import { parseConfig } from "../../src/config.js";
import { buildReport, writeReportFiles } from "../../src/engine.js";
import { parseUntrustedReport, REPORT_MAX_BYTES } from "../../src/github/report-schema.js";
import { REPORT_MAX_BYTES as WRITTEN_MAX } from "../../src/report/version.js";

const dir = mkdtempSync(join(tmpdir(), "hg-report-cap-"));

describe("the report's byte cap", () => {
  it("is one number, and a 7 MB report the gate could write is read by report mode", async () => {
    expect(REPORT_MAX_BYTES).toBe(WRITTEN_MAX);
    const report = await buildReport(parseConfig(exampleInputs("fixtures/example")));
    const { json } = await writeReportFiles(report, join(dir, "ok"));
    const text = readFileSync(json, "utf8");
    // JSON allows whitespace: the same report, 7 MB long, as 9,999 files a side write it.
    const big = Buffer.from(text + " ".repeat(7 * 1024 * 1024));
    expect(parseUntrustedReport(big, "report.json").decision).toEqual(report.decision);
  });

  it("the engine refuses to write a report report mode would not read", async () => {
    const report = await buildReport(parseConfig(exampleInputs("fixtures/example")));
    report.notes = ["x".repeat(REPORT_MAX_BYTES)];
    await expect(writeReportFiles(report, join(dir, "big"))).rejects.toThrow(
      `-byte cap report mode reads`,
    );
    const over = Buffer.alloc(REPORT_MAX_BYTES + 1, 32);
    expect(() => parseUntrustedReport(over, "r.json")).toThrow(
      `r.json: ${REPORT_MAX_BYTES + 1} bytes is over the ${REPORT_MAX_BYTES}-byte cap`,
    );
  });
});

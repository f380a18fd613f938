import { describe, expect, it } from "vitest";
import {
  parseUntrustedReport,
  REPORT_MAX_BYTES,
  ReportInputError,
} from "../../src/github/report-schema.js";
import { sampleReport } from "./sample.js";

const bytes = (v: unknown) => Buffer.from(JSON.stringify(v));
const HEAD = "a".repeat(40);

describe("parseUntrustedReport", () => {
  it("accepts what the engine writes, with its target", async () => {
    const r = await sampleReport();
    r.github = {
      repository: "acme/models",
      pr_number: 3,
      head_sha: HEAD,
      check_name: "heldout-gate",
    };
    const back = parseUntrustedReport(bytes(r), "report.json");
    expect(back).toEqual(r);
  });

  it("drops keys the schema does not know", async () => {
    const r = { ...(await sampleReport()), evil: "<script>" };
    expect(parseUntrustedReport(bytes(r), "report.json")).not.toHaveProperty("evil");
  });

  it("names the file and field of a wrong schema", async () => {
    const r = await sampleReport();
    (r.decision as unknown as { pass: string }).pass = "yes";
    expect(() => parseUntrustedReport(bytes(r), "dl/report.json")).toThrow(
      /dl\/report.json: not a heldout-gate report: field decision.pass/,
    );
    const v2 = { ...(await sampleReport()), schema_version: 2 };
    expect(() => parseUntrustedReport(bytes(v2), "r.json")).toThrow(/field schema_version/);
  });

  it("refuses oversize input before parsing and non-JSON with a clear message", () => {
    const big = Buffer.alloc(REPORT_MAX_BYTES + 1, 32);
    expect(() => parseUntrustedReport(big, "r.json")).toThrow(/over the 5242880-byte cap/);
    expect(() => parseUntrustedReport(Buffer.from("{nope"), "r.json")).toThrow(/r.json: not JSON/);
    expect(() => parseUntrustedReport(Buffer.from("[]"), "r.json")).toThrow(ReportInputError);
  });

  it("stays bounded on deeply nested input under the cap", () => {
    const deep = Buffer.from("[".repeat(2_000_000) + "]".repeat(2_000_000));
    expect(deep.length).toBeLessThan(REPORT_MAX_BYTES);
    const t0 = Date.now();
    expect(() => parseUntrustedReport(deep, "r.json")).toThrow(ReportInputError);
    expect(Date.now() - t0).toBeLessThan(5_000);
  });

  it("refuses a target that is not a commit or repository", async () => {
    const r = await sampleReport();
    r.github = {
      repository: "acme/models",
      pr_number: 3,
      head_sha: "HEAD; rm -rf /",
      check_name: "x",
    };
    expect(() => parseUntrustedReport(bytes(r), "r.json")).toThrow(/github.head_sha/);
  });
});

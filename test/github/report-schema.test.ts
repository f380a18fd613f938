import { describe, expect, it } from "vitest";
import {
  parseUntrustedReport,
  REPORT_MAX_BYTES,
  ReportInputError,
} from "../../src/github/report-schema.js";
import { SCHEMA_VERSION } from "../../src/report.js";
import { VERSION } from "../../src/version.js";
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
  });

  it("parses what the engine writes to the same bytes", async () => {
    const r = await sampleReport();
    r.github = { repository: "acme/models", pr_number: 3, head_sha: HEAD, check_name: "c" };
    const text = JSON.stringify(r, null, 2);
    expect(JSON.stringify(parseUntrustedReport(Buffer.from(text), "r.json"), null, 2)).toBe(text);
  });

  it("refuses another format version by name, before checking its fields", async () => {
    const v2 = { ...(await sampleReport()), schema_version: 2, model: "reshaped" };
    v2.tool = { name: "heldout-gate", version: "2.0.0" };
    const err = () => parseUntrustedReport(bytes(v2), "r.json");
    expect(err).toThrow(ReportInputError);
    expect(err).toThrow(
      `r.json: this report is in format version 2 (written by heldout-gate 2.0.0); ` +
        `heldout-gate ${VERSION} reads version ${SCHEMA_VERSION} only. ` +
        `Run the gate and the report workflow on the same heldout-gate release.`,
    );
    const v0 = { ...(await sampleReport()), schema_version: 0 };
    expect(() => parseUntrustedReport(bytes(v0), "r.json")).toThrow(/format version 0 /);
  });

  it("a missing or non-numeric version is a field error like any other", async () => {
    const { schema_version: _, ...none } = await sampleReport();
    expect(() => parseUntrustedReport(bytes(none), "r.json")).toThrow(/field schema_version/);
    const text = { ...(await sampleReport()), schema_version: "1" };
    expect(() => parseUntrustedReport(bytes(text), "r.json")).toThrow(/field schema_version/);
  });

  it("same version: reads an older writer's report without its later optional fields", async () => {
    const r = await sampleReport();
    delete r.model!.confidence;
    delete r.model!.metrics[0]!.bootstrap_ci;
    delete r.inputs[0]!.problem_groups;
    expect(parseUntrustedReport(bytes(r), "r.json")).toEqual(r);
  });

  it("same version: drops a newer writer's extra figure, refuses its unknown gate, says why", async () => {
    const extra = await sampleReport();
    const figures: Record<string, unknown> = extra.data[0]!.gates[0]!.figures;
    figures.newer = 1;
    const back = parseUntrustedReport(bytes(extra), "r.json");
    expect(back.data[0]!.gates[0]!.figures).not.toHaveProperty("newer");

    const gate = { ...(await sampleReport()), tool: { name: "heldout-gate", version: "9.1.0" } };
    (gate.data[0]!.gates[0] as { name: string }).name = "tone";
    expect(() => parseUntrustedReport(bytes(gate), "r.json")).toThrow(
      new RegExp(
        `field data\\.0\\.gates\\.0\\.name: .*\\. It was written by heldout-gate 9\\.1\\.0 ` +
          `and this is ${VERSION.replace(/\./g, "\\.")}: run the gate and the report workflow on the same release$`,
      ),
    );
    // Our own version: no hint, the report is simply wrong.
    const own = await sampleReport();
    (own.data[0]!.gates[0] as { name: string }).name = "tone";
    expect(() => parseUntrustedReport(bytes(own), "r.json")).toThrow(/gates\.0\.name: /);
    expect(() => parseUntrustedReport(bytes(own), "r.json")).not.toThrow(/written by/);
  });

  it("never echoes a writer version that is not a plain version string", async () => {
    const r = { ...(await sampleReport()), schema_version: 7 };
    r.tool = { name: "heldout-gate", version: "1.0\n::error::owned" };
    expect(() => parseUntrustedReport(bytes(r), "r.json")).toThrow(
      /version 7 \(written by heldout-gate \(unknown version\)\)/,
    );
    expect(() => parseUntrustedReport(bytes(r), "r.json")).not.toThrow(/owned/);
  });

  it("refuses oversize input before parsing and non-JSON with a clear message", () => {
    const big = Buffer.alloc(REPORT_MAX_BYTES + 1, 32);
    expect(() => parseUntrustedReport(big, "r.json")).toThrow(/over the 33554432-byte cap/);
    expect(() => parseUntrustedReport(Buffer.from("{nope"), "r.json")).toThrow(
      /r.json: not valid JSON/,
    );
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

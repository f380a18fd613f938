// The report schema is the report's one definition: every report the engine writes must
// parse back to the same bytes (no field dropped, no key reordered, each gate's figures
// read as the variant the gate wrote), and docs/report.schema.json must say the same
// thing as the zod schema it is generated from.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/config.js";
import { buildReport, reportJson, stoppedReport } from "../../src/engine.js";
import { postedReportSchema } from "../../src/github/report-schema.js";
import type { Report } from "../../src/report.js";
import { reportSchema } from "../../src/report/schema.js";
import { appendEntry, ledgerFileName, parseLedger } from "../../src/ledger/entry.js";
import { entryFromReport } from "../../src/ledger/record.js";
import {
  SCHEMA_DOC,
  reportJsonSchema,
  reportJsonSchemaText,
} from "../../scripts/lib/report-schema.js";
import { failReport, hostileReport, passReport } from "../render/sample-report.js";
import { regressionInputs } from "../../scripts/lib/regression-world.js";

const EX = "fixtures/example";
const REGRESSION_WORLD = "a regression on a guarded metric";
const T = "fixtures/train";
const GOLDEN = "fixtures/golden/example-report.json";

const ajv = new Ajv2020({ allErrors: true, strict: true });
const validate = ajv.compile(JSON.parse(readFileSync(SCHEMA_DOC, "utf8")));

/** Both schemas' verdicts on one value, with the first few errors when they refuse it. */
function verdicts(value: unknown): { zod: boolean; ajv: boolean; errors: unknown } {
  const z = postedReportSchema.safeParse(value);
  const a = validate(value);
  return { zod: z.success, ajv: a, errors: a ? z.error?.issues : validate.errors?.slice(0, 3) };
}

const kto = [
  { prompt: "Name a prime.", completion: "7 is prime.", label: true },
  { prompt: "Name a prime.", completion: "9 is prime, I think.", label: false },
  {
    prompt: "Explain tides.",
    completion: "The moon's gravity pulls the oceans, and",
    finish_reason: "length",
    label: false,
  },
];

/** One report per kind of data the gates see, so every figures variant is written once. */
const worlds: [string, () => Promise<Report>][] = [
  [
    "the example world: model check, pairs and SFT rows",
    () =>
      buildReport(
        parseConfig({
          heldout: `${EX}/heldout.jsonl`,
          baseline: `${EX}/before.jsonl`,
          candidate: `${EX}/after.jsonl`,
          pairs: `${EX}/pairs.jsonl`,
          sft: `${EX}/sft.jsonl`,
          "graded-by": "program",
          "must-not-regress": "marker:refund_only_when_allowed",
          resamples: "500",
        }),
      ),
  ],
  [
    REGRESSION_WORLD,
    // The regression world's own inputs (its reply_tokens scale declared), so its rows are
    // read and the guard regresses; without the range every row was an input problem.
    () =>
      buildReport(parseConfig({ ...regressionInputs("fixtures/regression"), resamples: "500" })),
  ],
  [
    "planted gate failures with findings",
    () =>
      buildReport(
        parseConfig({
          heldout: "fixtures/gates/heldout.jsonl",
          pairs: "fixtures/gates/pairs.jsonl",
        }),
      ),
  ],
  [
    "a trainer config and tokenizer: token length, config lint, rejection",
    () =>
      buildReport(
        parseConfig({
          heldout: `${EX}/heldout.jsonl`,
          pairs: `${T}/pairs.jsonl`,
          "train-config": `${T}/configs/cut.yaml`,
          tokenizer: `${T}/tokenizer.json`,
        }),
      ),
  ],
  [
    "group rewards with the rejects at the minimum",
    () =>
      buildReport(parseConfig({ heldout: `${EX}/heldout.jsonl`, pairs: `${T}/rejects-min.jsonl` })),
  ],
  [
    "unpaired (KTO) rows: figures per label",
    () =>
      buildReport(parseConfig({ heldout: `${EX}/heldout.jsonl`, pairs: "kto.jsonl" }), {
        pairs: {
          name: "kto.jsonl",
          data: Buffer.from(kto.map((r) => JSON.stringify(r)).join("\n") + "\n"),
        },
      }),
  ],
  [
    "an empty pairs file: every gate not run",
    () =>
      buildReport(
        parseConfig({ heldout: `${EX}/heldout.jsonl`, pairs: "fixtures/broken/empty.jsonl" }),
      ),
  ],
  [
    "a ledger with one merged round: the attempt, its level and the trend",
    async () => {
      const dir = mkdtempSync(join(tmpdir(), "hg-schema-ledger-"));
      const inputs = {
        heldout: `${EX}/heldout.jsonl`,
        baseline: `${EX}/before.jsonl`,
        candidate: `${EX}/after.jsonl`,
        "graded-by": "program",
        "target-effect": "0.05",
        ledger: dir,
        resamples: "500",
      };
      const first = await buildReport(parseConfig(inputs));
      const version = first.heldout!.test_version!;
      const path = join(dir, ledgerFileName(version));
      const meta = { pr: 3, commits: { base: null, head: null, merge: null } };
      const writer = { event: "local", workflow: null, run_id: null };
      const entry = entryFromReport(first, reportJson(first), parseLedger("", path, version), {
        ...meta,
        kind: "merged",
        writer,
      });
      writeFileSync(path, appendEntry("", path, entry));
      return buildReport(parseConfig(inputs));
    },
  ],
  [
    "a run stopped by its input",
    async () =>
      stoppedReport(parseConfig({ heldout: `${EX}/heldout.jsonl`, pairs: "data/pairs.jsonl" }), {
        input: "pairs",
        path: "data/pairs.jsonl",
        reason: "no such file",
      }),
  ],
];

const built = new Map<string, Promise<Report>>();
const report = (name: string, make: () => Promise<Report>) => {
  if (!built.has(name)) built.set(name, make());
  return built.get(name)!;
};

describe("every report the engine writes", () => {
  it.each(worlds)(
    "%s: parses back to the same bytes and meets the JSON Schema",
    async (n, make) => {
      const text = reportJson(await report(n, make));
      const raw: unknown = JSON.parse(text);
      expect(reportJson(reportSchema.parse(raw))).toBe(text);
      expect(verdicts(raw)).toMatchObject({ zod: true, ajv: true });
    },
  );

  it("the guarded-regression world reads its rows and regresses on its guard", async () => {
    const r = await report(REGRESSION_WORLD, worlds.find(([n]) => n === REGRESSION_WORLD)![1]);
    expect(r.inputs.map((i) => i.problem_count)).toEqual([0, 0, 0]);
    expect(r.model?.regressions).toContain("marker:refund_only_when_allowed");
    expect(r.decision.pass).toBe(false);
  });

  it("covers every figures variant of the schema", async () => {
    const seen = new Set<string>();
    for (const [n, make] of worlds) {
      for (const d of (await report(n, make)).data) {
        // The first key tells the variants apart: pairs, rows (SFT), or desirable (per label).
        for (const g of d.gates) seen.add(`${g.name}:${Object.keys(g.figures)[0]}`);
      }
    }
    expect([...seen].sort()).toEqual([
      "contamination:rows",
      "integrity:pairs",
      "integrity:rows",
      "length:desirable",
      "length:pairs",
      "length:rows",
      "rejection:pairs",
      "serve_skew:rows",
      "style:desirable",
      "style:pairs",
      "style:rows",
      "token_length:pairs",
      "train_config:trainer",
      "truncation:desirable",
      "truncation:pairs",
      "truncation:rows",
    ]);
  });

  it("and the renderer tests' hand-built reports, hostile strings included", () => {
    for (const r of [passReport(), failReport(), hostileReport()]) {
      expect(verdicts(JSON.parse(JSON.stringify(r)))).toMatchObject({ zod: true, ajv: true });
    }
  });
});

describe("the golden report of the example world", () => {
  const text = readFileSync(GOLDEN, "utf8");
  const golden: unknown = JSON.parse(text);

  it("is a valid report to zod, byte for byte after a round trip", () => {
    expect(reportJson(reportSchema.parse(golden))).toBe(text);
  });

  it("is valid against docs/report.schema.json", () => {
    expect(validate(golden), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
  });
});

describe("the JSON Schema and the zod schema refuse the same reports", () => {
  // Plain JSON to spoil at will; the gates of the golden file are, in order: length, style,
  // truncation, contamination, integrity, rejection.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const golden = (): any => JSON.parse(readFileSync(GOLDEN, "utf8"));
  const finding = { file: "p.jsonl", line: 3, level: "notice", message: "m" };
  const target = { repository: "a/b", pr_number: 1, head_sha: "a".repeat(40), check_name: "c" };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const cases: [string, (r: any) => void][] = [
    ["a count that is not whole", (r) => (r.data[0].gates[0].figures.pairs = 1.5)],
    ["a figure of the wrong type", (r) => (r.data[0].gates[3].figures.n_contaminated = "0")],
    ["a figure missing", (r) => delete r.data[0].gates[4].figures.duplicate],
    ["another gate's figures", (r) => (r.data[0].gates[3].figures = r.data[0].gates[0].figures)],
    ["a gate name it does not know", (r) => (r.data[0].gates[0].name = "vibes")],
    ["another format version", (r) => (r.schema_version = 2)],
    ["an over-long name", (r) => (r.inputs[0].path = "x".repeat(2_001))],
    ["too many gates in one file", (r) => (r.data[0].gates = Array(21).fill(r.data[0].gates[0]))],
    ["a bad digest", (r) => (r.heldout.sha256 = "not-hex")],
    [
      "a finding at a negative line",
      (r) => (r.data[0].gates[0].findings = [{ ...finding, line: -1 }]),
    ],
    [
      "a finding of no known level",
      (r) => (r.data[0].gates[0].findings = [{ ...finding, level: "x" }]),
    ],
    ["a target that is not a commit", (r) => (r.github = { ...target, head_sha: "HEAD" })],
  ];

  it("each case starts from a report both accept", () => {
    const r = golden();
    r.data[0].gates[0].findings = [finding];
    r.github = target;
    expect(verdicts(r)).toMatchObject({ zod: true, ajv: true });
  });

  it.each(cases)("%s", (_, spoil) => {
    const r = golden();
    spoil(r);
    expect(verdicts(r)).toMatchObject({ zod: false, ajv: false });
  });

  it("and accept keys they do not know (dropped by report mode) and absent optional fields", () => {
    const r = golden();
    r.data[0].gates[0].figures.newer_figure = 1;
    r.model.future_field = { a: 1 };
    delete r.model.confidence;
    delete r.inputs[0].problem_groups;
    expect(verdicts(r)).toMatchObject({ zod: true, ajv: true });
    const parsed = reportSchema.parse(r);
    expect(parsed.data[0]!.gates[0]!.figures).not.toHaveProperty("newer_figure");
    expect(parsed.model).not.toHaveProperty("future_field");
  });
});

describe(SCHEMA_DOC, () => {
  it("is what the code generates (npm run refresh -- schema)", () => {
    expect(readFileSync(SCHEMA_DOC, "utf8")).toBe(reportJsonSchemaText());
  });

  it("names each gate's result and figures as a definition of its own", () => {
    const defs = reportJsonSchema().$defs as Record<string, unknown>;
    for (const name of ["Length", "Style", "Truncation", "Contamination", "Integrity"]) {
      expect(defs, name).toHaveProperty(`${name}Gate`);
    }
    for (const id of ["TrainConfigGate", "TokenLengthGate", "RejectionGate", "PairLengthFigures"]) {
      expect(defs).toHaveProperty(id);
    }
    expect(JSON.stringify(defs.DataCheck)).toContain('"$ref":"#/$defs/RejectionGate"');
  });
});

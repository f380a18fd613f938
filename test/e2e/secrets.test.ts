// A secret planted where a PR can point the gate at it: files outside the workspace (through
// a glob, a list, a symlink or an absolute path, in every input that names a file), the
// workspace's .git folder (checkout keeps its token in .git/config), and files a parser
// refuses (V8's JSON, the YAML library, the tokenizer library, zod). It must reach no
// output: report.json, report.md, comment.md, the job summary, the check run and its
// annotations, the comment, the artifacts, the step's log, the CLI's terminal.
import {
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { main } from "../../src/cli.js";
import { run } from "../../src/main.js";
import { captureConsole } from "../helpers/console.js";
import { zipBytes } from "../helpers/zip.js";
import { FakeGitHub } from "../github/fake-api.js";
import {
  fakeArtifacts,
  fakeRunner,
  makeWorld,
  prEvent,
  restoreRunnerAfterEach,
  runDeps,
  type World,
} from "./runner.js";

restoreRunnerAfterEach();
afterEach(() => vi.restoreAllMocks());

/** The secret, and pieces of it: a parser that quotes a few characters still shows one. */
const SECRET = "zqx7S3CR3Tzqx7tok";
const PIECES = [SECRET, "zqx7", "S3CR3T"];

/** Eval rows whose task ids are the secret: read, they would be named as unknown tasks. */
const secretRows = `{"task_id":"${SECRET}","reward":1}\n{"task_id":"${SECRET}-2","reward":0}\n`;

const tokenizerFixture = readFileSync("fixtures/train/tokenizer.json", "utf8");

/** A tokenizer the library refuses with a message that quotes its regex. */
function badRegexTokenizer(): string {
  const t = JSON.parse(tokenizerFixture) as Record<string, unknown>;
  t.pre_tokenizer = { type: "Split", pattern: { Regex: `(${SECRET}` }, behavior: "Isolated" };
  return JSON.stringify(t);
}

/** Every file under `dir`, as text. */
function filesUnder(dir: string): string[] {
  let out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    out = statSync(p).isDirectory()
      ? out.concat(filesUnder(p))
      : out.concat(readFileSync(p, "utf8"));
  }
  return out;
}

/** The world, with the secret outside the workspace and in checkout's .git/config. */
function secretWorld(): World & { outside: (name: string) => string } {
  const w = makeWorld();
  const outside = (name: string) => join(w.root, "outside", name);
  mkdirSync(join(w.root, "outside"));
  writeFileSync(outside("secret.jsonl"), secretRows);
  writeFileSync(outside("tokenizer.json"), badRegexTokenizer());
  const gitConfig = join(w.ws, ".git", "config");
  writeFileSync(
    gitConfig,
    readFileSync(gitConfig, "utf8") +
      `[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic ${SECRET}\n`,
  );
  mkdirSync(join(w.ws, "data", "runs"));
  cpSync(w.file("after.jsonl"), join(w.ws, "data", "runs", "a.jsonl"));
  return { ...w, outside };
}

type Case = {
  name: string;
  /** Makes the files the case needs; returns the inputs beyond the world's. */
  setup: (w: ReturnType<typeof secretWorld>) => Record<string, string>;
};

const link = (target: string, at: string) => symlinkSync(target, at);

/** Paths that lead out of the workspace or into .git: each must be refused before it is read. */
const PATHS: Case[] = [
  {
    name: "a glob in candidate matches a symlink out",
    setup: (w) => {
      link(w.outside("secret.jsonl"), join(w.ws, "data", "runs", "zz.jsonl"));
      return { candidate: join(w.ws, "data", "runs", "*.jsonl") };
    },
  },
  {
    name: "a list in baseline names a symlink out",
    setup: (w) => {
      link(w.outside("secret.jsonl"), w.file("link.jsonl"));
      return { baseline: `${w.file("before.jsonl")}\n${w.file("link.jsonl")}` };
    },
  },
  {
    name: "baseline-regraded is a glob over a symlink out",
    setup: (w) => {
      link(w.outside("secret.jsonl"), join(w.ws, "data", "runs", "zz.jsonl"));
      return { "baseline-regraded": join(w.ws, "data", "runs", "*.jsonl") };
    },
  },
  {
    name: "candidate is an absolute path outside",
    setup: (w) => ({ candidate: w.outside("secret.jsonl") }),
  },
  {
    name: "pairs is a symlink out",
    setup: (w) => {
      link(w.outside("secret.jsonl"), w.file("p.jsonl"));
      return { pairs: w.file("p.jsonl") };
    },
  },
  {
    name: "sft is a relative symlink out",
    setup: (w) => {
      link("../../outside/secret.jsonl", w.file("s.jsonl"));
      return { sft: w.file("s.jsonl") };
    },
  },
  {
    name: "heldout is a symlink out",
    setup: (w) => {
      link(w.outside("secret.jsonl"), w.file("h2.jsonl"));
      return { heldout: w.file("h2.jsonl") };
    },
  },
  {
    name: "train-config is a symlink to .git/config",
    setup: (w) => {
      link(join(w.ws, ".git", "config"), w.file("dpo.yaml"));
      return { pairs: w.file("pairs.jsonl"), "train-config": w.file("dpo.yaml") };
    },
  },
  {
    name: "train-config is .git/config itself",
    setup: (w) => ({ pairs: w.file("pairs.jsonl"), "train-config": join(w.ws, ".git", "config") }),
  },
  {
    name: "tokenizer is a symlink out",
    setup: (w) => {
      writeFileSync(w.file("dpo.yaml"), "learning_rate: 5.0e-7\nbeta: 0.1\nmax_length: 1024\n");
      link(w.outside("tokenizer.json"), w.file("tokenizer.json"));
      return {
        pairs: w.file("pairs.jsonl"),
        "train-config": w.file("dpo.yaml"),
        tokenizer: w.file("tokenizer.json"),
      };
    },
  },
];

/** Files inside the workspace (a credentials file an earlier step wrote) that a parser refuses. */
const PARSERS: Case[] = [
  {
    name: "a JSONL line V8 cannot parse",
    setup: (w) => {
      writeFileSync(w.file("creds.jsonl"), `{"token": ${SECRET}}\n`);
      return { pairs: w.file("creds.jsonl") };
    },
  },
  {
    name: "a JSON document V8 cannot parse",
    setup: (w) => {
      writeFileSync(w.file("creds.json"), `[{"token": ${SECRET}}]\n`);
      return { pairs: w.file("creds.json") };
    },
  },
  {
    name: "a zip entry V8 cannot parse",
    setup: (w) => {
      writeFileSync(
        w.file("run.eval"),
        zipBytes([
          { name: "header.json", data: `{"eval": ${SECRET}}` },
          { name: "samples/1_epoch_1.json", data: `{"id": ${SECRET}}` },
        ]),
      );
      return { candidate: w.file("run.eval") };
    },
  },
  {
    name: "a row whose field has the wrong type (zod)",
    setup: (w) => {
      writeFileSync(w.file("c.jsonl"), `{"task_id":"t1","reward":"${SECRET}"}\n`);
      return { candidate: w.file("c.jsonl") };
    },
  },
  {
    name: "a trainer config the YAML library cannot parse",
    setup: (w) => {
      writeFileSync(w.file("dpo.yaml"), `[core]\n\textraheader = AUTHORIZATION: basic ${SECRET}\n`);
      return { pairs: w.file("pairs.jsonl"), "train-config": w.file("dpo.yaml") };
    },
  },
  {
    name: "a trainer config whose setting has the wrong type",
    setup: (w) => {
      writeFileSync(w.file("dpo.yaml"), `learning_rate: ${SECRET}\nbeta: "${SECRET}"\n`);
      return { pairs: w.file("pairs.jsonl"), "train-config": w.file("dpo.yaml") };
    },
  },
  {
    name: "a tokenizer V8 cannot parse",
    setup: (w) => {
      writeFileSync(w.file("dpo.yaml"), "learning_rate: 5.0e-7\n");
      writeFileSync(w.file("tokenizer.json"), `{"model": ${SECRET}}`);
      return {
        pairs: w.file("pairs.jsonl"),
        "train-config": w.file("dpo.yaml"),
        tokenizer: w.file("tokenizer.json"),
      };
    },
  },
  {
    name: "a tokenizer the tokenizer library cannot load",
    setup: (w) => {
      writeFileSync(w.file("dpo.yaml"), "learning_rate: 5.0e-7\n");
      writeFileSync(w.file("tokenizer.json"), badRegexTokenizer());
      return {
        pairs: w.file("pairs.jsonl"),
        "train-config": w.file("dpo.yaml"),
        tokenizer: w.file("tokenizer.json"),
      };
    },
  },
];

function baseInputs(w: World): Record<string, string> {
  return {
    heldout: w.file("heldout.jsonl"),
    baseline: w.file("before.jsonl"),
    candidate: w.file("after.jsonl"),
    "graded-by": "program",
    resamples: "1000",
  };
}

/** The action on the case: every output it wrote or sent, as text. */
async function actionOutputs(
  c: Case,
): Promise<{ texts: string[]; report: Record<string, unknown> }> {
  const w = secretWorld();
  const out = join(w.root, "out");
  const inputs = { ...baseInputs(w), ...c.setup(w), "out-dir": out, "github-token": "ghs_t" };
  const fake = new FakeGitHub();
  const arts = fakeArtifacts();
  const runner = fakeRunner(w, { name: "pull_request", payload: prEvent(w) }, inputs);
  await run(runDeps(fake, arts));
  const texts = [
    ...filesUnder(out),
    runner.summary(),
    runner.stdout(),
    JSON.stringify(fake.requests.map((r) => r.body)),
    JSON.stringify(arts.uploads),
  ];
  const report = JSON.parse(readFileSync(join(out, "report.json"), "utf8")) as Record<
    string,
    unknown
  >;
  runner.restore();
  return { texts, report };
}

function expectNoSecret(texts: string[]): void {
  for (const t of texts) for (const p of PIECES) expect(t).not.toContain(p);
}

describe("a planted secret reaches no output of the action", () => {
  for (const c of PATHS) {
    it(`${c.name}: refused, named, and never quoted`, async () => {
      const { texts, report } = await actionOutputs(c);
      expectNoSecret(texts);
      // Refused, not read: the run stops on the input whose file leads out.
      expect(report.stopped).toMatchObject({ reason: expect.stringMatching(/workspace|\.git/) });
    });
  }
  for (const c of PARSERS) {
    it(`${c.name}: a located problem in our words`, async () => {
      const { texts, report } = await actionOutputs(c);
      expectNoSecret(texts);
      const said = JSON.stringify([report.problems, report.stopped ?? null]);
      expect(said).not.toBe("[[],null]");
    });
  }
});

describe("a planted secret reaches no output of the CLI", () => {
  for (const c of PARSERS) {
    it(c.name, async () => {
      const w = secretWorld();
      const out = join(w.root, "cli-out");
      const flags = Object.entries({ ...baseInputs(w), ...c.setup(w) }).flatMap(([k, v]) => [
        `--${k}`,
        v,
      ]);
      const printed = captureConsole();
      const chunks: string[] = [];
      vi.spyOn(process.stdout, "write").mockImplementation((s) => (chunks.push(String(s)), true));
      vi.spyOn(process.stderr, "write").mockImplementation((s) => (chunks.push(String(s)), true));
      const code = await main(["check", ...flags, "--out", out]);
      expect(code).toBe(2);
      expectNoSecret([...filesUnder(out), ...printed.out, ...printed.err, ...chunks]);
    });
  }
});

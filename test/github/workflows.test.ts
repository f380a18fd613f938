// The example workflows are documentation people copy: check that each asks for exactly
// the permissions its mode needs, uses only inputs action.yml declares, and that the
// privileged report workflow never checks out or runs code.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const read = (p: string) => readFileSync(p, "utf8");

/** The top-level `permissions:` block as {scope: level}. */
function permissions(yml: string): Record<string, string> {
  const m = yml.match(/^permissions:\n((?: {2}\S.*\n)+)/m);
  if (!m) return {};
  const out: Record<string, string> = {};
  for (const line of (m[1] as string).split("\n")) {
    const kv = line.match(/^ {2}([a-z-]+): (read|write|none)\b/);
    if (kv) out[kv[1] as string] = kv[2] as string;
  }
  return out;
}

/** Each job's own `permissions:` block as {job: {scope: level}}. */
function jobPermissions(yml: string): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  const jobs = yml.slice(yml.search(/^jobs:$/m));
  for (const m of jobs.matchAll(/^ {2}([a-z0-9_-]+):\n((?: {4}.*\n|\n)+)/gm)) {
    const block = (m[2] as string).match(/^ {4}permissions:\n((?: {6}\S.*\n)+)/m);
    const perms: Record<string, string> = {};
    for (const line of (block?.[1] ?? "").split("\n")) {
      const kv = line.match(/^ {6}([a-z-]+): (read|write|none)\b/);
      if (kv) perms[kv[1] as string] = kv[2] as string;
    }
    out[m[1] as string] = perms;
  }
  return out;
}

/** The `with:` inputs of each step that uses the action, as {input: value}, in order. */
function actionSteps(yml: string): Record<string, string>[] {
  return yml
    .split(/\n\s+- uses: /)
    .filter((b) => /^<owner>\/heldout-gate@/.test(b))
    .map((b) =>
      Object.fromEntries([...b.matchAll(/^ {10}([a-z0-9-]+): (.*)$/gm)].map((m) => [m[1], m[2]])),
    );
}

/** Input names given under each `with:` of a step that uses the action. */
function actionInputs(yml: string): string[] {
  const names: string[] = [];
  const blocks = yml
    .split(/\n\s+- uses: /)
    .filter((b) => /^(<owner>\/heldout-gate@|\.\/\n)/.test(b));
  for (const b of blocks) {
    for (const m of b.matchAll(/^ {10}([a-z0-9-]+):/gm)) names.push(m[1] as string);
  }
  return names;
}

const declared = new Set(
  [
    ...read("action.yml")
      .split(/^outputs:/m)[0]!
      .matchAll(/^ {2}([a-z0-9-]+):$/gm),
  ].map((m) => m[1]),
);

describe("example workflows", () => {
  it("the same-repo gate may write checks and comments and read contents", () => {
    expect(permissions(read("examples/gate-same-repo.yml"))).toEqual({
      contents: "read",
      checks: "write",
      "pull-requests": "write",
    });
  });

  it("the fork-safe gate runs with read-only contents and nothing else", () => {
    expect(permissions(read("examples/fork-safe-gate.yml"))).toEqual({ contents: "read" });
  });

  it("the fork-safe report job writes only what it posts and never touches PR code", () => {
    const yml = read("examples/fork-safe-report.yml");
    expect(permissions(yml)).toEqual({
      actions: "read",
      checks: "write",
      contents: "read",
      "pull-requests": "write",
    });
    expect(yml).toMatch(/^ {2}workflow_run:/m);
    expect(yml).not.toMatch(/actions\/checkout|\brun:/);
    expect(yml).toMatch(/mode: report/);
  });

  it("the sharded gate: a matrix of shard jobs with read-only contents, one merge job that posts", () => {
    const yml = read("examples/sharded-gate.yml");
    // Nothing at the top: every job says what it needs, and only that.
    expect(yml).toMatch(/^permissions: \{\}$/m);
    expect(jobPermissions(yml)).toEqual({
      shards: { contents: "read" },
      merge: { checks: "write", "pull-requests": "write" },
    });
    expect(yml).toMatch(/^ {4}strategy:\n {6}matrix:\n {8}shard: \[0, 1, 2, 3\]$/m);
    expect(yml).toMatch(/^ {2}merge:\n {4}needs: shards$/m);
    const [shard, merge, ...rest] = actionSteps(yml);
    expect(rest).toEqual([]);
    expect(shard).toMatchObject({
      mode: "shard",
      "shard-index": "${{ matrix.shard }}",
      "shard-count": "4",
    });
    // As many shards as the matrix has entries.
    expect(yml.match(/shard: \[([0-9, ]+)\]/)?.[1]?.split(", ")).toHaveLength(4);
    // Merge reads no data and checks nothing out, but decides with its own inputs: the
    // shards' settings, count and key (design §11.3).
    const { mode, "shard-index": index, ...shared } = shard!;
    expect([mode, index]).toEqual(["shard", "${{ matrix.shard }}"]);
    expect(merge).toEqual({ ...shared, mode: "merge" });
    expect(merge!["shard-key"]).toBe("${{ secrets.HELDOUT_SHARD_KEY }}");
    expect(yml.slice(yml.indexOf("  merge:"))).not.toMatch(/actions\/checkout|\brun:/);
    // Actions pinned as in the other examples.
    for (const uses of yml.matchAll(/- uses: (\S+)/g)) {
      expect(["actions/checkout@v5", "<owner>/heldout-gate@v0"]).toContain(uses[1]);
    }
  });

  it("the ledger's rounds job runs on a push to the default branch and may write contents", () => {
    const yml = read("examples/ledger-rounds.yml");
    expect(permissions(yml)).toEqual({ checks: "write", contents: "write" });
    expect(yml).toMatch(/^on:\n {2}push:\n {4}branches: \[main\]$/m);
    expect(yml.slice(yml.indexOf("\non:"), yml.indexOf("\npermissions:"))).not.toMatch(
      /pull_request/,
    );
    expect(actionSteps(yml)[0]).toMatchObject({ "ledger-branch": "heldout-gate-ledger" });
  });

  it("use only inputs that action.yml declares", () => {
    expect(declared.size).toBeGreaterThan(20);
    for (const f of [
      "examples/gate-same-repo.yml",
      "examples/fork-safe-gate.yml",
      "examples/fork-safe-report.yml",
      "examples/sharded-gate.yml",
      "examples/ledger-rounds.yml",
      ".github/workflows/example-gate.yml",
    ]) {
      const used = actionInputs(read(f));
      expect(used.length, f).toBeGreaterThan(0);
      for (const name of used) expect(declared.has(name), `${f}: ${name}`).toBe(true);
    }
  });

  it("the repository's own workflows declare least privilege", () => {
    expect(permissions(read(".github/workflows/ci.yml"))).toEqual({ contents: "read" });
    expect(permissions(read(".github/workflows/check-dist.yml"))).toEqual({ contents: "read" });
    expect(read(".github/workflows/ci.yml")).toMatch(/run: bash \.ci\/run/);
  });
});

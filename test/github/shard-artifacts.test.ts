import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { DownloadClient, ListedArtifact, UploadClient } from "../../src/github/artifact.js";
import {
  chooseStates,
  downloadStates,
  sliceOfName,
  STATE_BOUNDS,
  stateArtifactName,
  stateArtifactPrefix,
  stateFileName,
  type StateBounds,
} from "../../src/github/shard-artifacts.js";

const listed = (name: string, size = 10, id = 1): ListedArtifact => ({ id, name, size });

describe("state artifact names", () => {
  it("name the check (sanitised as the verdict artifact is) and the slice", () => {
    expect(stateArtifactName("heldout-gate", { index: 2, count: 4 })).toBe(
      "heldout-gate-state-heldout-gate-2-of-4",
    );
    expect(stateArtifactName("gate / nightly: 7b", { index: 0, count: 1 })).toMatch(
      /^heldout-gate-state-gate-nightly-7b-[0-9a-f]{12}-0-of-1$/,
    );
    // Two check names that slug alike without the digest keep their states apart.
    expect(stateArtifactPrefix("gate+7b")).not.toBe(stateArtifactPrefix("gate=7b"));
    expect(stateFileName({ index: 2, count: 4 })).toBe("state-2-of-4.json");
  });

  it("keep the slice whole and within 100 characters for a long check name", () => {
    const name = stateArtifactName("x".repeat(300), { index: 255, count: 256 });
    expect(name.length).toBeLessThanOrEqual(100);
    expect(name.endsWith("-255-of-256")).toBe(true);
  });

  it("are read back only when the rest of the name is exactly a slice", () => {
    const prefix = stateArtifactPrefix("gate");
    expect(sliceOfName("heldout-gate-state-gate-3-of-4", prefix)).toEqual({ index: 3, count: 4 });
    for (const other of [
      "heldout-gate-state-gate-7b-0-of-1", // check name "gate-7b"
      "heldout-gate-state-gate-4-of-4", // index not below count
      "heldout-gate-state-gate-01-of-4", // a second spelling of slice 1
      "heldout-gate-state-gate-0-of-257", // over the shard cap
      "heldout-gate-state-gate-0-of-4-old",
      "heldout-gate-gate",
    ]) {
      expect(sliceOfName(other, prefix), other).toBeNull();
    }
  });
});

describe("chooseStates", () => {
  it("takes this check name's states only, in slice order", () => {
    const chosen = chooseStates(
      [
        listed("heldout-gate-state-gate-1-of-2", 10, 11),
        listed("heldout-gate-gate", 10, 12),
        listed("heldout-gate-state-gate-7b-0-of-2", 10, 13),
        listed("heldout-gate-state-gate-0-of-2", 10, 14),
        listed("something-else", 10, 15),
      ],
      "gate",
    );
    expect(chosen.map((c) => c.artifact.id)).toEqual([14, 11]);
    expect(chosen.map((c) => c.slice)).toEqual([
      { index: 0, count: 2 },
      { index: 1, count: 2 },
    ]);
  });

  it("leaves slices of two counts to the engine to refuse, but sorts them apart", () => {
    const chosen = chooseStates(
      [listed("heldout-gate-state-g-0-of-3"), listed("heldout-gate-state-g-0-of-2")],
      "g",
    );
    expect(chosen.map((c) => c.artifact.name)).toEqual([
      "heldout-gate-state-g-0-of-2",
      "heldout-gate-state-g-0-of-3",
    ]);
  });

  it("refuses a run with no state of this check name, saying what it looked for", () => {
    expect(() => chooseStates([listed("heldout-gate-state-other-0-of-1")], "gate")).toThrow(
      /no shard states of check "gate" \(artifacts named heldout-gate-state-gate-<index>-of-<count>\)/,
    );
  });

  it("refuses two artifacts of one name", () => {
    const a = listed("heldout-gate-state-g-0-of-1");
    expect(() => chooseStates([a, { ...a, id: 2 }], "g")).toThrow(
      /two artifacts named "heldout-gate-state-g-0-of-1"/,
    );
  });

  it("refuses more states than the bound, and more listed bytes than the bound", () => {
    const bounds: StateBounds = { ...STATE_BOUNDS, count: 2, listedBytes: 25 };
    const three = [0, 1, 2].map((i) => listed(`heldout-gate-state-g-${i}-of-3`, 5));
    expect(() => chooseStates(three, "g", bounds)).toThrow(
      /3 shard states of check "g", over the 2 one merge takes/,
    );
    const big = [0, 1].map((i) => listed(`heldout-gate-state-g-${i}-of-2`, 13));
    expect(() => chooseStates(big, "g", bounds)).toThrow(
      /are 26 bytes zipped, over the 25-byte cap on what merge downloads/,
    );
    expect(chooseStates(big, "g", { ...bounds, listedBytes: 26 })).toHaveLength(2);
  });

  it("defaults to 256 states and 1 GiB listed", () => {
    expect(STATE_BOUNDS.count).toBe(256);
    const many = Array.from({ length: 256 }, (_, i) => listed(`heldout-gate-state-g-${i}-of-256`));
    expect(chooseStates(many, "g")).toHaveLength(256);
    many.push(listed("heldout-gate-state-g-0-of-255"));
    expect(() => chooseStates(many, "g")).toThrow(/257 shard states of check "g", over the 256/);
    const huge = [listed("heldout-gate-state-g-0-of-1", 2 ** 30 + 1)];
    expect(() => chooseStates(huge, "g")).toThrow(/over the 1073741824-byte cap/);
  });
});

/** A client whose artifacts are folders of files; downloads copy them into the path. */
function folderClient(arts: { name: string; files: Record<string, string>; size?: number }[]) {
  const downloaded: number[] = [];
  let listOptions: unknown;
  const client: UploadClient & DownloadClient = {
    async listArtifacts(opts) {
      listOptions = opts;
      return {
        artifacts: arts.map((a, i) => ({ id: i + 1, name: a.name, size: a.size ?? 10 })),
      };
    },
    async uploadArtifact() {
      throw new Error("not here");
    },
    async getArtifact() {
      throw new Error("not here");
    },
    async downloadArtifact(id, opts) {
      downloaded.push(id);
      const dir = opts?.path as string;
      for (const [f, text] of Object.entries(arts[id - 1]!.files)) {
        writeFileSync(join(dir, f), text);
      }
      return { downloadPath: dir };
    },
  };
  return { load: async () => client, downloaded, listOptions: () => listOptions };
}

describe("downloadStates", () => {
  const into = () => mkdtempSync(join(tmpdir(), "hg-states-"));

  it("downloads only the chosen artifacts, each into its own folder, and reads their states", async () => {
    const c = folderClient([
      { name: "heldout-gate-state-g-1-of-2", files: { "state-1-of-2.json": "one\n" } },
      { name: "heldout-gate-g", files: { "report.json": "{}" } },
      { name: "heldout-gate-state-g-0-of-2", files: { "state-0-of-2.json": "zero\n" } },
    ]);
    const got = await downloadStates({ checkName: "g", into: into(), load: c.load });
    expect(got).toEqual([
      { name: "heldout-gate-state-g-0-of-2", slice: { index: 0, count: 2 }, text: "zero\n" },
      { name: "heldout-gate-state-g-1-of-2", slice: { index: 1, count: 2 }, text: "one\n" },
    ]);
    expect(c.downloaded).toEqual([3, 1]);
    // A re-run job's newer upload is the one listed.
    expect(c.listOptions()).toEqual({ latest: true });
  });

  it("refuses an artifact without its state file", async () => {
    const c = folderClient([{ name: "heldout-gate-state-g-0-of-1", files: { "x.json": "{}" } }]);
    await expect(downloadStates({ checkName: "g", into: into(), load: c.load })).rejects.toThrow(
      /artifact "heldout-gate-state-g-0-of-1" holds no state-0-of-1.json/,
    );
  });

  it("refuses a state file that is a symlink rather than a file", async () => {
    const dir = into();
    const target = join(dir, "elsewhere.json");
    writeFileSync(target, "{}");
    const c = folderClient([{ name: "heldout-gate-state-g-0-of-1", files: {} }]);
    const inner = join(dir, "heldout-gate-state-g-0-of-1");
    mkdirSync(inner, { recursive: true });
    symlinkSync(target, join(inner, "state-0-of-1.json"));
    await expect(downloadStates({ checkName: "g", into: dir, load: c.load })).rejects.toThrow(
      /holds no state-0-of-1.json/,
    );
  });

  it("bounds one unpacked state and all of them together", async () => {
    const c = folderClient([
      { name: "heldout-gate-state-g-0-of-2", files: { "state-0-of-2.json": "a".repeat(30) } },
      { name: "heldout-gate-state-g-1-of-2", files: { "state-1-of-2.json": "b".repeat(30) } },
    ]);
    const one: StateBounds = { ...STATE_BOUNDS, fileBytes: 29 };
    await expect(
      downloadStates({ checkName: "g", into: into(), load: c.load, bounds: one }),
    ).rejects.toThrow(
      /state in artifact "heldout-gate-state-g-0-of-2" is 30 bytes, over the 29-byte cap on one state/,
    );
    const all: StateBounds = { ...STATE_BOUNDS, totalBytes: 59 };
    await expect(
      downloadStates({ checkName: "g", into: into(), load: c.load, bounds: all }),
    ).rejects.toThrow(/over 59 bytes together once unpacked \(at "heldout-gate-state-g-1-of-2"\)/);
  });
});

import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  artifactName,
  checkNameSlug,
  artifactsSupported,
  downloadReport,
  uploadReport,
  type UploadClient,
  type DownloadClient,
} from "../../src/github/artifact.js";

const runner = {
  GITHUB_SERVER_URL: "https://github.com",
  ACTIONS_RUNTIME_TOKEN: "rt",
  ACTIONS_RESULTS_URL: "https://results.example.invalid/",
};

function fakeClient(size = 10) {
  const calls: { name: string; files: string[]; root: string }[] = [];
  const client: UploadClient & DownloadClient = {
    async listArtifacts() {
      return { artifacts: [] };
    },
    async uploadArtifact(name, files, root) {
      calls.push({ name, files, root });
      return { id: 42, size: 123 };
    },
    async getArtifact(name) {
      return { artifact: { id: 9, name, size } };
    },
    async downloadArtifact() {
      return { downloadPath: "/x" };
    },
  };
  return { calls, client, load: async () => client };
}

describe("artifactsSupported", () => {
  it("accepts github.com and GHE.com, refuses GHES and a missing runtime token", () => {
    expect(artifactsSupported(runner).ok).toBe(true);
    expect(artifactsSupported({ ...runner, GITHUB_SERVER_URL: "https://acme.ghe.com" }).ok).toBe(
      true,
    );
    const ghes = artifactsSupported({ ...runner, GITHUB_SERVER_URL: "https://git.acme.corp" });
    expect(ghes).toEqual({ ok: false, reason: expect.stringMatching(/Enterprise Server/) });
    const noToken = artifactsSupported({ ...runner, ACTIONS_RUNTIME_TOKEN: undefined });
    expect(noToken).toEqual({ ok: false, reason: expect.stringMatching(/ACTIONS_RUNTIME_TOKEN/) });
  });
});

describe("artifactName", () => {
  it("is safe and distinct per check name", () => {
    expect(artifactName("heldout-gate")).toBe("heldout-gate-heldout-gate");
    expect(artifactName("gate / nightly: 7b")).toMatch(
      /^heldout-gate-gate-nightly-7b-[0-9a-f]{12}$/,
    );
    expect(artifactName("a")).not.toBe(artifactName("b"));
  });

  // One-to-one (issue 24.5): a name the slug had to change carries 12 hex of its sha256.
  it("never gives two check names one artifact", () => {
    const names = [
      "gate+7b",
      "gate=7b",
      "gate 7b",
      "gate-7b",
      "ゲート",
      "门",
      "",
      "report",
      "x".repeat(200),
      "x".repeat(199) + "y",
      `gate-${"0".repeat(12)}`,
      "gate",
    ];
    const slugs = names.map((n) => checkNameSlug(n));
    expect(new Set(slugs).size).toBe(names.length);
    for (const n of names) {
      expect(artifactName(n)).toMatch(/^heldout-gate-[A-Za-z0-9._-]+$/);
      expect(artifactName(n).length).toBeLessThanOrEqual(100);
      expect(checkNameSlug(n, 70).length).toBeLessThanOrEqual(70);
    }
    // Names that are already safe and short keep their artifact name.
    expect(checkNameSlug("gate-7b")).toBe("gate-7b");
    // A name that ends like a digest is changed too, so no plain name equals a changed one.
    expect(checkNameSlug(`gate-${"0".repeat(12)}`)).not.toBe(`gate-${"0".repeat(12)}`);
  });
});

describe("uploadReport", () => {
  it("uploads from the files' common folder", async () => {
    const dir = mkdtempSync(join(tmpdir(), "hg-art-"));
    for (const f of ["report.json", "comment.md"]) writeFileSync(join(dir, f), "{}");
    const { calls, load } = fakeClient();
    const res = await uploadReport({
      name: "n",
      files: [join(dir, "report.json"), join(dir, "comment.md")],
      env: runner,
      load,
    });
    expect(res).toEqual({ status: "uploaded", name: "n", id: 42, size: 123 });
    expect(calls[0]?.root).toBe(dir);
  });

  it("skips on GHES without loading the client", async () => {
    let loaded = false;
    const res = await uploadReport({
      name: "n",
      files: ["/x/report.json"],
      env: { ...runner, GITHUB_SERVER_URL: "https://git.acme.corp" },
      load: async () => {
        loaded = true;
        return fakeClient().client;
      },
    });
    expect(res.status).toBe("skipped");
    expect(loaded).toBe(false);
  });
});

describe("downloadReport", () => {
  const findBy = {
    token: "t",
    workflowRunId: 1,
    repositoryOwner: "acme",
    repositoryName: "models",
  };
  it("refuses an artifact over the cap before downloading", async () => {
    const { load } = fakeClient(10_000);
    await expect(
      downloadReport({ name: "n", findBy, into: "/tmp/x", maxBytes: 100, load }),
    ).rejects.toThrow(/over the 100-byte cap/);
  });
  it("returns where report.json lands", async () => {
    const { load } = fakeClient(10);
    expect(await downloadReport({ name: "n", findBy, into: "/tmp/x", maxBytes: 100, load })).toBe(
      "/tmp/x/report.json",
    );
  });
});

// The streaming reader itself: chunk boundaries, digests, caps and bounded memory.
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it, vi } from "vitest";
import { readJsonl, type JsonRow } from "../../src/io/jsonl.js";
import { MAX_NESTING } from "../../src/io/nesting.js";
import { formatProblem, ProblemCollector } from "../../src/io/problems.js";
import { readHeldout } from "../../src/io/read.js";
import { CHUNK_BYTES, ReadError, type Source } from "../../src/io/source.js";

const tmp = mkdtempSync(join(tmpdir(), "hg-io-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const limits = { maxLineBytes: 4 << 20, maxFileBytes: 1 << 30, maxRows: 1_000_000 };

async function readAll(src: Source, lim = limits) {
  const problems = new ProblemCollector(typeof src === "string" ? src : src.name);
  const reader = readJsonl(src, lim, problems);
  const rows: JsonRow[] = [];
  let batches = 0;
  for await (const b of reader.batches) {
    batches++;
    rows.push(...b);
  }
  return { rows, stats: reader.stats, problems: problems.list(), batches };
}

const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");

/** Two lines: an emoji straddling the first 1 MiB boundary, and a line spanning the second. */
function boundaryData(): { data: Buffer; first: string; second: string } {
  const emoji = "🙂"; // 4 bytes in UTF-8
  const head = '{"t":"';
  // Place the emoji's first byte two bytes before the chunk boundary.
  const pad = CHUNK_BYTES - 2 - Buffer.byteLength(head);
  const first = "a".repeat(pad) + emoji + "é";
  const line1 = `${head}${first}"}\n`;
  const used = Buffer.byteLength(line1);
  const second = "b".repeat(2 * CHUNK_BYTES - used - 10) + "ü".repeat(20);
  const line2 = `{"t":"${second}"}\n`;
  return { data: Buffer.from(line1 + line2 + '{"t":"end"}'), first, second };
}

describe("chunk boundaries", () => {
  const { data, first, second } = boundaryData();
  const file = join(tmp, "boundary.jsonl");
  writeFileSync(file, data);

  it("the fixture really splits a character and a line across chunks", () => {
    // The byte at the boundary is a UTF-8 continuation byte of the emoji.
    expect(data[CHUNK_BYTES - 2]).toBe(0xf0);
    expect(data[CHUNK_BYTES] & 0xc0).toBe(0x80);
    expect(data.indexOf(10)).toBeGreaterThan(CHUNK_BYTES);
    expect(data.length).toBeGreaterThan(2 * CHUNK_BYTES);
  });

  for (const [label, src] of [
    ["file", file],
    ["buffer", { name: "mem.jsonl", data }],
  ] as const) {
    it(`decodes split characters and lines intact (${label} source)`, async () => {
      const { rows, problems, stats } = await readAll(src);
      expect(problems).toEqual([]);
      expect(rows.map((r) => r.line)).toEqual([1, 2, 3]);
      expect(rows[0]!.value.t).toBe(first);
      expect(rows[1]!.value.t).toBe(second);
      expect(rows[2]!.value.t).toBe("end");
      expect(stats).toMatchObject({ lines: 3, rows: 3, bytes: data.length, complete: true });
    });
  }

  it("yields rows in batches, not one by one", async () => {
    const lines = Array.from({ length: 50_000 }, (_, i) => JSON.stringify({ i })).join("\n");
    const { rows, batches } = await readAll({ name: "many.jsonl", data: Buffer.from(lines) });
    expect(rows).toHaveLength(50_000);
    expect(rows[49_999]!.line).toBe(50_000);
    expect(batches).toBeLessThan(10);
  });
});

describe("sha256 of the raw bytes", () => {
  it("equals crypto's digest for a multi-chunk plain file", async () => {
    const { data } = boundaryData();
    const { stats } = await readAll({ name: "b.jsonl", data });
    expect(stats.sha256).toBe(sha(data));
  });

  it("equals crypto's digest of the compressed bytes for gzip", async () => {
    const path = "fixtures/real/hh-rlhf/harmless-base-test.jsonl.gz";
    const { stats, rows } = await readAll(path);
    expect(stats.gzip).toBe(true);
    expect(rows).toHaveLength(2312);
    expect(stats.sha256).toBe(sha(readFileSync(path)));
    expect(stats.bytes).toBe(readFileSync(path).length);
  });

  it("of an empty file is the digest of no bytes", async () => {
    const { stats } = await readAll("fixtures/broken/empty.jsonl");
    expect(stats.sha256).toBe(sha(Buffer.alloc(0)));
  });
});

describe("caps", () => {
  it("a 50 MB line under a 1 MB cap is skipped without being buffered", async () => {
    const file = join(tmp, "giant.jsonl");
    const giant = Buffer.alloc(50 * 1000 * 1000, 0x61);
    giant.write('{"x":"', 0);
    writeFileSync(
      file,
      Buffer.concat([Buffer.from('{"a":1}\n'), giant, Buffer.from('"}\n{"b":2}\n')]),
    );
    const original = Buffer.concat.bind(Buffer);
    let largestJoin = 0;
    const concat = vi.spyOn(Buffer, "concat").mockImplementation((list, total) => {
      const n = total ?? list.reduce((s, b) => s + b.length, 0);
      largestJoin = Math.max(largestJoin, n);
      return original(list, total);
    });
    try {
      const { rows, problems, stats } = await readAll(file, { ...limits, maxLineBytes: 1 << 20 });
      expect(problems.map(formatProblem)).toEqual([
        `${file}:2: line is longer than 1048576 bytes; skipped`,
      ]);
      expect(rows.map((r) => [r.line, r.value])).toEqual([
        [1, { a: 1 }],
        [3, { b: 2 }],
      ]);
      expect(stats.complete).toBe(true);
      // The reader never joined more than the cap's worth of pieces into one buffer.
      expect(largestJoin).toBeLessThanOrEqual(1 << 20);
    } finally {
      concat.mockRestore();
    }
  });

  it("stops at the row cap with a problem at the first row over it", async () => {
    const { tasks, summary } = await readHeldout("fixtures/broken/crlf-blank-lines.jsonl", {
      ...limits,
      maxRows: 2,
    });
    expect(tasks).toHaveLength(2);
    expect(summary.problems.map(formatProblem)).toEqual([
      "fixtures/broken/crlf-blank-lines.jsonl:5: more rows than the limit of 2; reading stopped",
    ]);
    expect(summary.sha256).toBe("");
  });

  it("refuses a file over the size cap before reading it", async () => {
    const { rows, problems } = await readAll("fixtures/broken/over-long-line.jsonl", {
      ...limits,
      maxFileBytes: 1024,
    });
    expect(rows).toEqual([]);
    expect(problems.map(formatProblem)).toEqual([
      "fixtures/broken/over-long-line.jsonl:0: file is 5162 bytes, over the limit of 1024 bytes",
    ]);
  });

  it("stops a gzip file that inflates past the size cap", async () => {
    const plain = Buffer.from(`${JSON.stringify({ z: "0".repeat(1000) })}\n`.repeat(5000));
    const bomb = gzipSync(plain);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const { problems, stats } = await readAll(
      { name: "bomb.jsonl.gz", data: bomb },
      { ...limits, maxFileBytes: 1 << 20 },
    );
    expect(problems.map(formatProblem)).toEqual([
      "bomb.jsonl.gz:0: data inflates to more than the limit of 1048576 bytes; reading stopped",
    ]);
    expect(stats.complete).toBe(false);
  });
});

describe("odd but valid input", () => {
  it("reads a last line without a newline and counts blank lines", async () => {
    const data = Buffer.from('\n{"a":1}\r\n\r\n  \t\n{"a":2}');
    const { rows, stats } = await readAll({ name: "x.jsonl", data });
    expect(rows.map((r) => [r.line, r.value.a])).toEqual([
      [2, 1],
      [5, 2],
    ]);
    expect(stats.lines).toBe(5);
  });

  it("a file of blank lines only is a problem", async () => {
    const { problems } = await readAll({ name: "blank.jsonl", data: Buffer.from("\n  \n\r\n") });
    expect(problems.map(formatProblem)).toEqual([
      "blank.jsonl:0: file has no rows, only blank lines",
    ]);
  });

  it("deep nesting is parsed without a crash and refused past the limit", async () => {
    const deep = "[".repeat(100_000) + "]".repeat(100_000);
    const { rows, problems } = await readAll({
      name: "deep.jsonl",
      data: Buffer.from(`{"d":${deep}}\n${deep}\n{"ok":[[1]]}\n`),
    });
    expect(rows.map((r) => r.line)).toEqual([3]);
    expect(problems.map(formatProblem)).toEqual([
      `deep.jsonl:1: d: nested more than ${MAX_NESTING} levels deep`,
      "deep.jsonl:2: expected a JSON object, got a list",
    ]);
  });
});

describe("gzip detection", () => {
  it("bytes that start like gzip but are not are a problem at line 0", async () => {
    const data = Buffer.from([
      0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0xff, 0xff, 0xff,
    ]);
    const { rows, problems, stats } = await readAll({ name: "fake.gz", data });
    expect(rows).toEqual([]);
    expect(stats.gzip).toBe(true);
    expect(problems).toHaveLength(1);
    expect(formatProblem(problems[0]!)).toMatch(/^fake\.gz:0: not valid gzip data: /);
  });

  it("reads every member of a multi-member file, as gzip -d does", async () => {
    const data = Buffer.concat([gzipSync('{"a":1}\n'), gzipSync('{"a":2}\n')]);
    const { rows, problems, stats } = await readAll({ name: "two.gz", data });
    expect(rows.map((r) => r.value.a)).toEqual([1, 2]);
    expect(problems).toEqual([]);
    expect(stats.complete).toBe(true);
  });

  for (const [label, gap] of [
    ["a NUL byte", Buffer.from([0])],
    ["NUL padding", Buffer.alloc(512)],
  ] as const) {
    it(`a member hidden after ${label} is a problem, not dropped`, async () => {
      const hidden = gzipSync('{"a":"hidden"}\n');
      const data = Buffer.concat([gzipSync('{"a":1}\n'), gap, hidden]);
      const { rows, problems, stats } = await readAll({ name: "smuggled.gz", data });
      expect(rows.map((r) => r.value.a)).toEqual([1]);
      expect(problems.map(formatProblem)).toEqual([
        `smuggled.gz:0: ${gap.length + hidden.length} bytes follow the last gzip member and were not read; a gzip file must end with its last member`,
      ]);
      expect(stats.complete).toBe(false);
    });
  }

  it("trailing bytes after many chunks of a file on disk are found too", async () => {
    // Incompressible rows, so the first member alone spans several read chunks.
    const lines: string[] = [];
    for (let i = 0; i < 65_536; i++)
      lines.push(JSON.stringify({ r: sha(Buffer.from([i, i >> 8])) }));
    const first = gzipSync(lines.join("\n") + "\n");
    expect(first.length).toBeGreaterThan(2 * CHUNK_BYTES);
    const file = join(tmp, "smuggled-big.jsonl.gz");
    writeFileSync(file, Buffer.concat([first, Buffer.from([0]), gzipSync('{"r":"x"}\n')]));
    const { rows, problems } = await readAll(file);
    expect(rows).toHaveLength(65_536);
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(/^.*smuggled-big\.jsonl\.gz:0: \d+ bytes follow the last gzip member/),
    ]);
  });

  it("garbage after the last member is a problem", async () => {
    const data = Buffer.concat([gzipSync('{"a":1}\n'), Buffer.from("tail\n")]);
    const { problems } = await readAll({ name: "tail.gz", data });
    expect(problems).toHaveLength(1);
    expect(problems[0]!.line).toBe(0);
  });

  it("a consumer that stops early leaves no file open and no error behind", async () => {
    const fds = () => readdirSync("/proc/self/fd").length;
    const before = fds();
    const problems = new ProblemCollector("hh");
    const reader = readJsonl("fixtures/real/hh-rlhf/harmless-base-test.jsonl.gz", limits, problems);
    for await (const batch of reader.batches) {
      expect(batch.length).toBeGreaterThan(0);
      break;
    }
    expect(reader.stats.complete).toBe(false);
    expect(reader.stats.sha256).toBe("");
    await new Promise((r) => setTimeout(r, 20));
    expect(fds()).toBe(before);
  });
});

describe("missing files", () => {
  it("throws a ReadError naming the path", async () => {
    await expect(readHeldout("fixtures/broken/no-such-file.jsonl", limits)).rejects.toThrow(
      new ReadError(
        "fixtures/broken/no-such-file.jsonl",
        "cannot read fixtures/broken/no-such-file.jsonl: no such file",
      ),
    );
  });

  it("a directory is not a file", async () => {
    await expect(readHeldout("fixtures/broken", limits)).rejects.toThrow(
      "cannot read fixtures/broken: is a directory, not a file",
    );
  });
});

describe("files that are not regular files", () => {
  it("a FIFO is refused before it is opened, instead of waiting for a writer forever", async () => {
    const fifo = join(tmp, "pipe.jsonl");
    execFileSync("mkfifo", [fifo]);
    const started = Date.now();
    await expect(readHeldout(fifo, limits)).rejects.toThrow(
      new ReadError(fifo, `cannot read ${fifo}: is a named pipe (FIFO), not a regular file`),
    );
    expect(Date.now() - started).toBeLessThan(1000);
  }, 3000);

  it("a symlink to a FIFO is refused the same way", async () => {
    const fifo = join(tmp, "pipe2");
    execFileSync("mkfifo", [fifo]);
    const link = join(tmp, "pipe2.jsonl");
    symlinkSync(fifo, link);
    await expect(readHeldout(link, limits)).rejects.toThrow("is a named pipe (FIFO)");
  }, 3000);

  it("a device that never ends is refused", async () => {
    await expect(readHeldout("/dev/zero", limits)).rejects.toThrow(
      "cannot read /dev/zero: is a device, not a regular file",
    );
  });
});

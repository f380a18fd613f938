// A stop's reason reaches report.json and the PR comment: only our own errors' messages
// are passed on; a library's or the runtime's is named by its kind.
import { expect, it } from "vitest";
import { z } from "zod";
import { ownMessage, RunStopped, stage } from "../../src/engine/stage.js";
import { ReadError } from "../../src/io/source.js";
import { issuesToFields } from "../../src/io/schemas.js";

const SECRET = "ghp_planted0123456789";

it("passes our own messages and hides any other", async () => {
  expect(ownMessage(new ReadError("a.jsonl", "cannot read a.jsonl: no such file"))).toBe(
    "cannot read a.jsonl: no such file",
  );
  for (const e of [new Error(`Unknown type: ${SECRET}`), new SyntaxError(`/(${SECRET}/: bad`)]) {
    const msg = ownMessage(e);
    expect(msg).not.toContain(SECRET);
    expect(msg).toMatch(/unexpected error \((Error|SyntaxError)\)/);
  }
  const sys = Object.assign(new Error(`EIO: i/o error, read '${SECRET}'`), { code: "EIO" });
  expect(ownMessage(sys)).toBe("the system refused a file operation (EIO)");
  const stopped = await stage("tokenizer", "t.json", () => {
    throw new TypeError(`cannot read ${SECRET}`);
  }).catch((e: unknown) => e);
  expect(stopped).toBeInstanceOf(RunStopped);
  expect((stopped as RunStopped).stop).toMatchObject({ input: "tokenizer", path: "t.json" });
  expect((stopped as RunStopped).stop.reason).not.toContain(SECRET);
});

it("zod's words about a row name the schema, never the row's keys or values", () => {
  const schema = z.strictObject({ a: z.number(), b: z.enum(["x", "y"]) });
  const row = { a: SECRET, b: SECRET, [SECRET]: 1 };
  const r = schema.safeParse(row);
  expect(r.success).toBe(false);
  const reasons = issuesToFields(r.error!.issues, row).map((f) => `${f.field}: ${f.reason}`);
  expect(reasons).toHaveLength(3);
  for (const t of reasons) expect(t).not.toContain(SECRET);
  expect(reasons).toContain(": has 1 key this object does not take");
});

// A side's files: the `baseline`/`candidate` input may list several paths, one per line,
// and each may be a glob (`*`, `?`, `**`), for harnesses that write one file per run.
// Matches are sorted, so the same tree gives the same files in the same order.
import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { ReadError } from "./source.js";

/** A tree walk stops here: a glob over a huge tree is a mistake, not a run's files. */
const MAX_VISITED = 100_000;
const MAX_FILES = 10_000;

const GLOB = /[*?[]/;

/** The entries of a newline-separated list (blank lines and surrounding spaces dropped). */
export function fileList(spec: string): string[] {
  return spec
    .split("\n")
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

function segmentRegExp(seg: string): RegExp {
  let re = "";
  for (let i = 0; i < seg.length; i++) {
    const c = seg[i]!;
    if (c === "*") re += "[^/]*";
    else if (c === "?") re += "[^/]";
    else if (c === "[") {
      const end = seg.indexOf("]", i + 1);
      if (end < 0) re += "\\[";
      else {
        const body = seg.slice(i + 1, end).replace(/\\/g, "\\\\");
        re += `[${body.startsWith("!") ? `^${body.slice(1)}` : body}]`;
        i = end;
      }
    } else re += c.replace(/[.+^${}()|\\]/g, "\\$&");
  }
  return new RegExp(`^${re}$`);
}

/**
 * A glob as one regular expression over a relative path, with globFiles' rules: `*` and `?`
 * stay inside a folder, `**` is any number of folders, and a hidden entry (a leading ".")
 * matches only a segment that names it. For a tree listed without a walk (a commit's).
 */
export function globPathRegExp(pattern: string): RegExp {
  const segs = pattern.split("/").filter((s) => s !== "" && s !== ".");
  let re = "";
  segs.forEach((seg, i) => {
    if (seg === "**") {
      re += "(?:[^./][^/]*/)*";
      return;
    }
    const hidden = GLOB.test(seg) && !seg.startsWith(".") ? "(?!\\.)" : "";
    re += hidden + segmentRegExp(seg).source.slice(1, -1) + (i === segs.length - 1 ? "" : "/");
  });
  return new RegExp(`^${re}$`);
}

async function isDir(p: string): Promise<boolean> {
  try {
    return (await stat(p)).isDirectory();
  } catch {
    return false;
  }
}

/** Files matching one glob pattern, sorted. Hidden entries match only a pattern that names them. */
export async function globFiles(pattern: string): Promise<string[]> {
  const absolute = pattern.startsWith("/");
  const segs = pattern.split("/").filter((s, i) => s !== "" || i === 0);
  let fixed = absolute ? "/" : "";
  let k = absolute ? 1 : 0;
  while (k < segs.length - 1 && !GLOB.test(segs[k]!)) fixed = join(fixed, segs[k++]!);
  const out = new Set<string>();
  let visited = 0;
  const walk = async (dir: string, i: number): Promise<void> => {
    if (i === segs.length) return;
    const seg = segs[i]!;
    const last = i === segs.length - 1;
    if (seg === "**") {
      await walk(dir, i + 1); // zero directories
      for (const e of await entries(dir)) {
        if (e.dir && !e.name.startsWith(".")) await walk(join(dir, e.name), i);
      }
      return;
    }
    if (!GLOB.test(seg)) {
      const p = dir === "" ? seg : join(dir, seg);
      if (last) {
        if (!(await isDir(p))) out.add(p);
      } else await walk(p, i + 1);
      return;
    }
    const re = segmentRegExp(seg);
    for (const e of await entries(dir)) {
      if (e.name.startsWith(".") && !seg.startsWith(".")) continue;
      if (!re.test(e.name)) continue;
      const p = dir === "" ? e.name : join(dir, e.name);
      if (last) {
        if (!e.dir) out.add(p);
      } else if (e.dir) await walk(p, i + 1);
    }
  };
  const entries = async (dir: string): Promise<{ name: string; dir: boolean }[]> => {
    let list;
    try {
      list = await readdir(dir === "" ? "." : dir, { withFileTypes: true });
    } catch {
      return [];
    }
    visited += list.length;
    if (visited > MAX_VISITED) {
      throw new ReadError(
        pattern,
        `the pattern ${pattern} walks over more than ${MAX_VISITED} entries; narrow it`,
      );
    }
    return list.map((d) => ({ name: d.name, dir: d.isDirectory() }));
  };
  await walk(fixed, k);
  return [...out].sort();
}

/** The files a side's input names, in order: literal paths as given, globs expanded. */
export async function expandFiles(spec: string, input: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of fileList(spec)) {
    if (!GLOB.test(entry)) {
      out.push(entry);
      continue;
    }
    const found = await globFiles(entry);
    if (found.length === 0)
      throw new ReadError(entry, `input "${input}": no file matches ${entry}`);
    out.push(...found);
  }
  if (out.length > MAX_FILES) {
    throw new ReadError(spec, `input "${input}" names ${out.length} files, more than ${MAX_FILES}`);
  }
  return [...new Set(out)];
}

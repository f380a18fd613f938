// Partial states of accumulators, for sharded runs: what a shard saves is plain JSON, and
// what a merging process reads back came from another process, so it is untrusted. Every
// reader here checks one value and throws a StateError naming where in the state it sits,
// so a bad state stops at its first wrong value instead of crashing deep in a merge or,
// worse, merging into a silently wrong report. Typed arrays travel as base64 of their bytes
// (little-endian), and a declared length must match the bytes actually present, so a state
// cannot make the reader allocate more than its own size.
import { Buffer } from "node:buffer";

/** Version of every accumulator's state layout; a state of another version is refused. */
export const STATE_VERSION = 1;

export class StateError extends Error {
  constructor(
    /** Where in the state the bad value sits, e.g. `pairs.style.corr[2].n`. */
    readonly path: string,
    reason: string,
  ) {
    super(`${path}: ${reason}`);
    this.name = "StateError";
  }
}

/** A short description of what was found, for messages (never the value itself in full). */
function got(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return `a list of ${v.length}`;
  if (typeof v === "string") return v.length > 24 ? "a long string" : JSON.stringify(v);
  if (typeof v === "number") return String(v);
  return typeof v;
}

/**
 * The path of key `k` under `at`: `at.k` for a plain name, else quoted and cut short, so
 * a hostile key cannot make a path (and the message that carries it) long or misleading.
 */
export function child(at: string, k: string): string {
  if (/^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(k)) return `${at}.${k}`;
  return `${at}[${JSON.stringify(k.length > 40 ? `${k.slice(0, 40)}...` : k)}]`;
}

/** A plain object with exactly these keys: unknown and missing keys are both refused. */
export function record<K extends string>(
  v: unknown,
  at: string,
  keys: readonly K[],
): Record<K, unknown> {
  if (typeof v !== "object" || v === null || Array.isArray(v)) {
    throw new StateError(at, `expected an object, got ${got(v)}`);
  }
  const o = v as Record<string, unknown>;
  for (const k of Object.keys(o)) {
    if (!(keys as readonly string[]).includes(k)) {
      throw new StateError(child(at, k), "unknown key");
    }
  }
  for (const k of keys) {
    if (!Object.prototype.hasOwnProperty.call(o, k)) throw new StateError(`${at}.${k}`, "missing");
  }
  return o as Record<K, unknown>;
}

/** A finite number. */
export function num(v: unknown, at: string): number {
  if (typeof v !== "number" || !Number.isFinite(v)) {
    throw new StateError(at, `expected a finite number, got ${got(v)}`);
  }
  return v;
}

/** A whole number in [min, max] (a count by default). */
export function int(v: unknown, at: string, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  if (typeof v !== "number" || !Number.isInteger(v) || v < min || v > max) {
    throw new StateError(at, `expected a whole number in [${min}, ${max}], got ${got(v)}`);
  }
  return v;
}

export function bool(v: unknown, at: string): boolean {
  if (typeof v !== "boolean") throw new StateError(at, `expected true or false, got ${got(v)}`);
  return v;
}

/** A string of at most `max` UTF-16 units. */
export function str(v: unknown, at: string, max = 100_000): string {
  if (typeof v !== "string") throw new StateError(at, `expected a string, got ${got(v)}`);
  if (v.length > max) throw new StateError(at, `string longer than ${max}`);
  return v;
}

/** One of a closed list of strings. */
export function oneOf<T extends string>(v: unknown, at: string, allowed: readonly T[]): T {
  if (typeof v !== "string" || !(allowed as readonly string[]).includes(v)) {
    throw new StateError(at, `expected one of ${allowed.join(", ")}, got ${got(v)}`);
  }
  return v as T;
}

/** A list of at most `max` items, each read by `item` (given its path). */
export function list<T>(
  v: unknown,
  at: string,
  max: number,
  item: (x: unknown, at: string) => T,
): T[] {
  if (!Array.isArray(v)) throw new StateError(at, `expected a list, got ${got(v)}`);
  if (v.length > max) throw new StateError(at, `list of ${v.length} is longer than ${max}`);
  return v.map((x, i) => item(x, `${at}[${i}]`));
}

/** A list of exactly `n` items. */
export function fixedList<T>(
  v: unknown,
  at: string,
  n: number,
  item: (x: unknown, at: string) => T,
): T[] {
  const xs = list(v, at, n, item);
  if (xs.length !== n) throw new StateError(at, `expected ${n} items, got ${xs.length}`);
  return xs;
}

/** Counts in a plain list of exactly `n` (small arrays: per family, per phrase). */
export function counts(v: unknown, at: string, n: number): number[] {
  return fixedList(v, at, n, (x, p) => int(x, p));
}

/** Throws a StateError at `at` unless `ok`: for facts that tie several values together. */
export function check(ok: boolean, at: string, reason: string): void {
  if (!ok) throw new StateError(at, reason);
}

// ---- typed arrays --------------------------------------------------------------------

const KINDS = {
  u8: Uint8Array,
  u32: Uint32Array,
  i32: Int32Array,
  f64: Float64Array,
} as const;
type Kind = keyof typeof KINDS;
type Typed<K extends Kind> = InstanceType<(typeof KINDS)[K]>;

const LITTLE = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** Reverse each w-byte element of `bytes` in place (little- to big-endian or back). */
function swap(bytes: Uint8Array, w: number): Uint8Array {
  for (let i = 0; i < bytes.length; i += w) bytes.subarray(i, i + w).reverse();
  return bytes;
}

/** The array's bytes in little-endian order (a copy, swapped on a big-endian machine). */
function leBytes(a: Uint8Array | Uint32Array | Int32Array | Float64Array): Uint8Array {
  const bytes = new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
  return LITTLE ? bytes : swap(bytes.slice(), a.BYTES_PER_ELEMENT);
}

function kindOf(a: Uint8Array | Uint32Array | Int32Array | Float64Array): Kind {
  if (a instanceof Uint8Array) return "u8";
  if (a instanceof Uint32Array) return "u32";
  if (a instanceof Int32Array) return "i32";
  return "f64";
}

/** True while a state is saved for a worker thread of this process (savingBinary). */
let binary = false;

/**
 * Runs `save` with typed arrays kept as copies of themselves instead of base64 text, for a
 * state that goes to the main thread by structured clone, not through JSON (design §11.2).
 * JSON cannot hold a typed array, so a state read from a file or an artifact never has one.
 */
export function savingBinary<T>(save: () => T): T {
  const was = binary;
  binary = true;
  try {
    return save();
  } finally {
    binary = was;
  }
}

/** The typed arrays in a state saved by savingBinary: their buffers can be transferred. */
export function arrayBuffersOf(v: unknown, out = new Set<ArrayBuffer>()): ArrayBuffer[] {
  if (ArrayBuffer.isView(v)) out.add(v.buffer as ArrayBuffer);
  else if (Array.isArray(v)) for (const x of v) arrayBuffersOf(x, out);
  else if (typeof v === "object" && v !== null) {
    for (const x of Object.values(v)) arrayBuffersOf(x, out);
  }
  return [...out];
}

/**
 * `kind:length:base64`, e.g. `u32:2:AQAAAAIAAAA=`; under savingBinary a copy of the array
 * (typed as the text it stands for, so a state keeps one type).
 */
export function saveArray(a: Uint8Array | Uint32Array | Int32Array | Float64Array): string {
  if (binary) return a.slice() as unknown as string;
  return `${kindOf(a)}:${a.length}:${Buffer.from(leBytes(a)).toString("base64")}`;
}

/** A typed array from a worker thread's state: of the kind asked for, else refused. */
function binaryArray<K extends Kind>(v: ArrayBufferView, at: string, kind: K): Typed<K> {
  if (!(v instanceof KINDS[kind])) throw new StateError(at, `expected a ${kind} array`);
  return v as Typed<K>;
}

const ENCODED = /^(u8|u32|i32|f64):(0|[1-9][0-9]{0,15}):([A-Za-z0-9+/]*={0,2})$/;

/**
 * A typed array saved by saveArray, of this kind, whose every element passes `each` (say,
 * a whole count): raw bytes can hold NaN or a negative count where JSON numbers could not.
 */
export function readArray<K extends Kind>(
  v: unknown,
  at: string,
  kind: K,
  each: (x: number) => boolean,
  what: string,
): Typed<K> {
  if (ArrayBuffer.isView(v)) return checkEach(binaryArray(v, at, kind), at, each, what);
  if (typeof v !== "string") throw new StateError(at, `expected an encoded array, got ${got(v)}`);
  const m = ENCODED.exec(v);
  if (!m) throw new StateError(at, "not an encoded array (kind:length:base64)");
  if (m[1] !== kind) throw new StateError(at, `expected a ${kind} array, got ${m[1]}`);
  const n = Number(m[2]);
  const w = KINDS[kind].BYTES_PER_ELEMENT;
  const b64 = m[3] as string;
  // Checked before decoding: the declared length must be what the text holds.
  if (b64.length !== 4 * Math.ceil((n * w) / 3)) {
    throw new StateError(at, `${b64.length} base64 characters cannot hold ${n} ${kind} values`);
  }
  const bytes = Buffer.from(b64, "base64");
  if (bytes.length !== n * w || bytes.toString("base64") !== b64) {
    throw new StateError(at, "base64 is malformed");
  }
  const buf = new ArrayBuffer(n * w);
  const own = new Uint8Array(buf);
  own.set(bytes);
  if (!LITTLE) swap(own, w);
  return checkEach(new KINDS[kind](buf) as Typed<K>, at, each, what);
}

function checkEach<T extends Typed<Kind>>(
  out: T,
  at: string,
  each: (x: number) => boolean,
  what: string,
): T {
  if (each === isAny) return out;
  for (let i = 0; i < out.length; i++) {
    if (!each(out[i] as number)) {
      throw new StateError(`${at}[${i}]`, `expected ${what}, got ${out[i]}`);
    }
  }
  return out;
}

/** The same, of exactly `n` elements. */
export function readArrayOf<K extends Kind>(
  v: unknown,
  at: string,
  kind: K,
  n: number,
  each: (x: number) => boolean,
  what: string,
): Typed<K> {
  const a = readArray(v, at, kind, each, what);
  if (a.length !== n) throw new StateError(at, `expected ${n} values, got ${a.length}`);
  return a;
}

/** Element checks for readArray. */
export const isCount = (x: number): boolean => Number.isInteger(x) && x >= 0;
export const isFiniteNumber = (x: number): boolean => Number.isFinite(x);
export const isAny = (): boolean => true;

// ---- sparse arrays -------------------------------------------------------------------

/**
 * Mostly-zero count arrays (a histogram's 131,073 exact bins) as the indices and values of
 * their nonzero entries, so a state grows with what was seen, not with the array's size.
 */
export function saveSparse(a: Uint32Array | Float64Array): { at: string; v: string } {
  let k = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== 0) k++;
  const idx = new Uint32Array(k);
  const val = new Float64Array(k);
  k = 0;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === 0) continue;
    idx[k] = i;
    val[k++] = a[i] as number;
  }
  return { at: saveArray(idx), v: saveArray(val) };
}

/** Fill `into` (zeros) from saveSparse's form: indices rising and in range, values counts. */
export function readSparse(v: unknown, at: string, into: Uint32Array | Float64Array): void {
  const r = record(v, at, ["at", "v"]);
  const idx = readArray(r.at, `${at}.at`, "u32", isAny, "an index");
  const max = into instanceof Uint32Array ? 0xffffffff : Number.MAX_SAFE_INTEGER;
  const val = readArrayOf(
    r.v,
    `${at}.v`,
    "f64",
    idx.length,
    (x) => isCount(x) && x > 0 && x <= max,
    "a positive count",
  );
  let prev = -1;
  idx.forEach((i, k) => {
    if (i <= prev || i >= into.length) {
      throw new StateError(`${at}.at[${k}]`, `index ${i} out of order or past ${into.length}`);
    }
    prev = i;
    into[i] = val[k] as number;
  });
}

/** What a saved state is: plain JSON, no class instances, no undefined. */
export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/**
 * A top-level state: its version and kind are checked first (a state of another kind or
 * release says so, rather than naming the first key that differs), then its keys.
 */
export function versioned<K extends string>(
  v: unknown,
  at: string,
  kind: string,
  keys: readonly K[],
): Record<K | "v" | "kind", unknown> {
  const head = v as { v?: unknown; kind?: unknown } | null;
  if (typeof v !== "object" || v === null || Array.isArray(v)) {
    throw new StateError(at, `expected an object, got ${got(v)}`);
  }
  if (head?.v !== STATE_VERSION) {
    throw new StateError(
      `${at}.v`,
      `state version ${got(head?.v)}, this release reads ${STATE_VERSION}`,
    );
  }
  if (head.kind !== kind) {
    throw new StateError(`${at}.kind`, `a ${got(head.kind)} state where ${kind} was expected`);
  }
  return record(v, at, ["v", "kind", ...keys]);
}

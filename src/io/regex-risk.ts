// Regular expressions a PR's tokenizer brings (a Split pre-tokenizer's or a Replace
// normalizer's pattern) run on every prompt and reply, in a backtracking engine that cannot
// be stopped once it has started. A pattern whose matching time can grow exponentially
// with the text is refused before any text meets it (docs/design.md §7): a repeated group
// that holds a repetition or alternatives (`(a|aa)+`, `(a+)*`, `(?:\w|\d){2,}`), and a
// backreference. So is one whose time grows as a power of the text's length: two or more
// long repetitions in a row that may match the same characters (`a*a*b`, `\w+\d*\w*x`;
// also with something that may match nothing between them, `a*b?a*c`, and through an
// escape that names the same character, `a*\x61*b`), followed by anything that can fail;
// the engine tries every way to share a run of characters among them. Such a run at the
// very end of a top-level alternative is left alone (nothing after it can fail, so the
// first way taken is kept). Patterns of real tokenizers (GPT-2, Llama 3, Qwen 2, o200k)
// repeat single characters and classes only, and their runs of two repetitions end their
// alternatives, so they pass.

/** Why the pattern is refused, in our words, or null when it has no such construct. */
export function backtrackRisk(pattern: string): string | null {
  const r = new Scan(pattern);
  try {
    r.sequence(0);
  } catch (e) {
    if (e instanceof Risk) return e.message;
    throw e;
  }
  return null;
}

class Risk extends Error {}

/** What a parsed piece of a pattern holds, as far as repetition is concerned. */
interface Piece {
  /** Holds a repetition (a quantifier whose most is over 1). */
  repeats: boolean;
  /** Holds alternatives (`|`). */
  branches: boolean;
  /** Can match the empty text. */
  nullable: boolean;
}

/** One atom as the run check sees it. */
interface Atom extends Piece {
  /** A zero-width test (`^`, `$`, `\b`, a lookaround): it matches nothing but can fail. */
  assertion: boolean;
  /** The one character the atom matches, when it is a plain character. */
  char: string | null;
  /** The atom's text when it matches one character of a set (`\d`, `[a-z]`, `.`). */
  set: string | null;
}

const NESTED =
  "a repeated group holds a repetition or alternatives (like (a|aa)+ or (a+)+), which can take time exponential in the text's length";

const POLYNOMIAL =
  "long repetitions in a row that may match the same characters are followed by more pattern (like a*a*b), which can take time growing as a power of the text's length";

const MAX_DEPTH = 100;

/** Most distinct sets compiled to tell overlap; past it, sets are taken to overlap. */
const MAX_SETS = 1000;

/** Most pairs of sets tested against every character; past it, sets are taken to overlap. */
const MAX_PAIRS = 8;

const sameLetter = (a: string, b: string) =>
  a === b || a.toLowerCase() === b.toLowerCase() || a.toUpperCase() === b.toUpperCase();

let allCharacters: string | null = null;

/** Every Unicode scalar value once, in order (2.2M UTF-16 units), built on first use. */
function everyCharacter(): string {
  if (allCharacters === null) {
    const parts: string[] = [];
    for (let lo = 0; lo < 0x110000; lo += 4096) {
      const cps: number[] = [];
      for (let c = lo; c < Math.min(lo + 4096, 0x110000); c++) {
        if (c < 0xd800 || c > 0xdfff) cps.push(c);
      }
      parts.push(String.fromCodePoint(...cps));
    }
    allCharacters = parts.join("");
  }
  return allCharacters;
}

/** A repetition whose count may vary by more than this is long; shorter ones multiply. */
const SHORT_SPAN = 16;

/**
 * A run of repetitions is a risk when it holds two long ones, or one long one beside short
 * ones whose choices multiply past 64, or short ones alone past 65,536 choices.
 */
const riskyRun = (longs: number, choices: number) =>
  longs >= 2 || (longs === 1 && choices > 64) || choices > 65_536;

/** The run of adjacent repetitions that may share characters, in one alternative. */
interface Run {
  longs: number;
  /** Product of the short repetitions' number of counts (capped). */
  choices: number;
  /** The last repetition's atom, to tell whether the next item can share its characters. */
  last: Atom | null;
  /** The run is a risk: anything after it that can fail makes the engine try every split. */
  risky: boolean;
}

const freshRun = (): Run => ({ longs: 0, choices: 1, last: null, risky: false });

/** Most runs followed at once in one alternative; past it they are taken as one (below). */
const MAX_RUNS = 64;

/** An atom that may match any character: the stand-in when runs are taken as one. */
const ANY: Atom = {
  repeats: true,
  branches: false,
  nullable: true,
  assertion: false,
  char: null,
  set: null,
};

/** Runs whose last atoms are the same behave alike after it: one key per such atom. */
const runKey = (r: Run): string =>
  r.last === null
    ? ""
    : r.last.char !== null
      ? `c${r.last.char}`
      : r.last.set !== null
        ? `s${r.last.set}`
        : "g";

/** Two runs with the same key as one: the larger counts, a risk if either is. */
const mergeRuns = (a: Run, b: Run): Run => ({
  longs: Math.max(a.longs, b.longs),
  choices: Math.max(a.choices, b.choices),
  last: a.last,
  risky: a.risky || b.risky,
});

/** `^`, `$`, `\b` and the like: they match nothing, but can fail. */
const ZERO_WIDTH: Atom = {
  repeats: false,
  branches: false,
  nullable: true,
  assertion: true,
  char: null,
  set: null,
};

const oneChar = (char: string | null, set: string | null): Atom => ({
  repeats: false,
  branches: false,
  nullable: false,
  assertion: false,
  char,
  set,
});

const SPECIAL = new Set(".^$|()[]{}*+?\\");

/** A single-character escape that stands for itself or one control character. */
const ESCAPED_CHAR: Record<string, string> = {
  n: "\n",
  r: "\r",
  t: "\t",
  f: "\f",
  v: "\v",
  "0": "\0",
};

/**
 * The one character an escape names by its code (`\x61`, `\u0061`, `\u{61}`, `\x{61}`,
 * `\cJ`), or null. `a*\x61*b` is `a*a*b`: read as a set, the escape hid the overlap.
 */
function codedChar(escape: string): string | null {
  const m =
    /^\\(?:x([0-9a-fA-F]{2})|u([0-9a-fA-F]{4})|[xu]\{([0-9a-fA-F]{1,6})\}|c([A-Za-z]))$/.exec(
      escape,
    );
  if (m === null) return null;
  if (m[4] !== undefined) return String.fromCharCode(m[4].charCodeAt(0) % 32);
  const code = parseInt(m[1] ?? m[2] ?? m[3]!, 16);
  return code <= 0x10ffff ? String.fromCodePoint(code) : null;
}

/** A single left-to-right pass with a position: each step reads one construct. */
class Scan {
  private i = 0;
  private readonly setCache = new Map<string, RegExp | null>();
  private readonly pairCache = new Map<string, boolean>();

  constructor(private readonly p: string) {}

  /** Alternatives up to `)` or the end; depth 0 is the whole pattern. */
  sequence(depth: number): Piece {
    if (depth > MAX_DEPTH) throw new Risk(`groups nested over ${MAX_DEPTH} deep`);
    const out: Piece = { repeats: false, branches: false, nullable: false };
    // Every run the alternative may be in so far: an item that may match nothing (b? in
    // a*b?a*c) starts a run of its own and also lets the run before it go on past it.
    let runs: Run[] = [freshRun()];
    let branchNullable = true;
    while (this.i < this.p.length) {
      const c = this.p[this.i]!;
      if (c === ")") {
        if (depth === 0) throw new Risk("a ) closes no group");
        break;
      }
      if (c === "|") {
        out.branches = true;
        out.nullable ||= branchNullable;
        branchNullable = true;
        runs = [freshRun()];
        this.i++;
        continue;
      }
      const atom = this.atom(depth);
      const [least, most] = this.quantifier();
      if (most > 1 && (atom.repeats || atom.branches)) throw new Risk(NESTED);
      out.repeats ||= atom.repeats || most > 1;
      out.branches ||= atom.branches;
      const nullable = atom.nullable || least === 0;
      branchNullable &&= nullable;
      runs = this.extendAll(runs, atom, least, most, nullable);
      // Inside a group, what follows the group is not read here: a risky run is refused.
      if (depth > 0 && runs.some((r) => r.risky)) throw new Risk(POLYNOMIAL);
    }
    if (depth > 0 && this.p[this.i] !== ")") throw new Risk("a group is not closed");
    out.nullable ||= branchNullable;
    return out;
  }

  /**
   * The runs after one more item: each run taking it, and each run going on past it when it
   * may match nothing. Runs ending in the same atom are one; past MAX_RUNS all are one whose
   * last atom may match anything (a risk is never lost, only a linear pattern refused).
   */
  private extendAll(runs: Run[], atom: Atom, least: number, most: number, nullable: boolean) {
    const next = new Map<string, Run>();
    const add = (r: Run) => {
      const k = runKey(r);
      const had = next.get(k);
      next.set(k, had === undefined ? r : mergeRuns(had, r));
    };
    for (const run of runs) {
      add(this.extend(run, atom, least, most, nullable));
      if (nullable && !atom.assertion) add(run);
    }
    const out = [...next.values()];
    if (out.length <= MAX_RUNS) return out;
    return [{ ...out.reduce(mergeRuns), last: ANY }];
  }

  /** The run after one more item (an atom and its quantifier); throws when it makes a risk. */
  private extend(run: Run, atom: Atom, least: number, most: number, nullable: boolean): Run {
    if (atom.assertion) {
      if (run.risky) throw new Risk(POLYNOMIAL);
      return run;
    }
    const span = most - least;
    const repetition = span > 0 || atom.repeats;
    if (!repetition) {
      if (nullable) return run;
      if (run.risky) throw new Risk(POLYNOMIAL);
      // A character the run's repetition cannot match ends the run; one it can keeps it.
      const ends = run.last !== null && this.disjoint(run.last, atom, run.longs > 0);
      return ends ? freshRun() : run;
    }
    if (run.risky && !nullable) throw new Risk(POLYNOMIAL);
    const long = span > SHORT_SPAN || atom.repeats;
    const grow = (r: Run): Run => {
      const longs = r.longs + (long ? 1 : 0);
      const choices = long ? r.choices : Math.min(r.choices * (span + 1), 1e9);
      return { longs, choices, last: atom, risky: riskyRun(longs, choices) };
    };
    const next = grow(run);
    // Two sets are tested against every character only when the run would be a risk.
    if (run.last !== null && this.disjoint(run.last, atom, next.risky)) return grow(freshRun());
    return next;
  }

  /**
   * True when the two atoms surely match no character in common. Two sets are told apart
   * only when `scan` is set (a pass over every character, up to ~80 ms).
   */
  private disjoint(a: Atom, b: Atom, scan: boolean): boolean {
    if (a.char !== null && b.char !== null) return !sameLetter(a.char, b.char);
    if (a.char !== null || b.char !== null) {
      const [ch, set] = a.char !== null ? [a.char, b.set] : [b.char!, a.set];
      const re = set === null ? null : this.compiled(set);
      return re !== null && !re.test(ch);
    }
    if (!scan || a.set === null || b.set === null) return false;
    const key = `${a.set}\u0000${b.set}`;
    let d = this.pairCache.get(key);
    if (d === undefined) {
      // Each such test reads every character once (about 80 ms); past a few, sets overlap.
      if (this.pairCache.size >= MAX_PAIRS) return false;
      d = false;
      if (this.compiled(a.set) !== null && this.compiled(b.set) !== null) {
        const both = new RegExp(`(?=${a.set})(?:${b.set})`, "iu");
        d = !both.test(everyCharacter());
      }
      this.pairCache.set(key, d);
    }
    return d;
  }

  /**
   * A one-character set compiled to test a character against it, ignoring case so that an
   * overlap under any case rule counts (null: cannot tell, so it may overlap anything).
   */
  private compiled(set: string): RegExp | null {
    if (!this.setCache.has(set)) {
      // A pattern of thousands of distinct sets is told nothing more: they may overlap.
      if (this.setCache.size >= MAX_SETS) return null;
      let re: RegExp | null;
      try {
        // One class or escape matches one character: no backtracking.
        re = new RegExp(`^(?:${set})$`, "iu");
      } catch {
        re = null;
      }
      this.setCache.set(set, re);
    }
    return this.setCache.get(set)!;
  }

  /** One atom: a group, a class, an escape or a character. */
  private atom(depth: number): Atom {
    const c = this.p[this.i]!;
    const start = this.i;
    if (c === "(") {
      this.i++;
      const lookaround = this.groupHead();
      const inner = this.sequence(depth + 1);
      this.i++; // the )
      return {
        ...inner,
        nullable: lookaround || inner.nullable,
        assertion: lookaround,
        char: null,
        set: null,
      };
    }
    if (c === "^" || c === "$") {
      this.i++;
      return ZERO_WIDTH;
    }
    if (c === "[") {
      this.klass();
      return oneChar(null, this.p.slice(start, this.i));
    }
    if (c === "\\") {
      const n = this.p[this.i + 1];
      this.escape();
      if (n !== undefined && "bBAzZG".includes(n)) {
        return ZERO_WIDTH;
      }
      if (n !== undefined && ESCAPED_CHAR[n] !== undefined) {
        return oneChar(ESCAPED_CHAR[n], null);
      }
      const coded = codedChar(this.p.slice(start, this.i));
      if (coded !== null) return oneChar(coded, null);
      if (n !== undefined && !/[0-9A-Za-z]/.test(n)) return oneChar(n, null);
      return oneChar(null, this.p.slice(start, this.i));
    }
    this.i++;
    if (c === ".") return oneChar(null, ".");
    // A character of the pattern, taken whole when it is a surrogate pair.
    const cp = this.p.codePointAt(start)!;
    if (cp > 0xffff) this.i++;
    return oneChar(SPECIAL.has(c) ? null : String.fromCodePoint(cp), null);
  }

  /**
   * After `(`: `?:`, `?i:`, `?=`, `?!`, `?<=`, `?<!`, `?<name>`, `?P<name>`. True for a
   * lookaround, which matches nothing itself.
   */
  private groupHead(): boolean {
    if (this.p[this.i] !== "?") return false;
    if (this.p.startsWith("?P=", this.i)) throw new Risk("a backreference");
    const m = /^\?(?:[:=!]|<[=!]|P?<[A-Za-z_][A-Za-z0-9_]*>|[a-zA-Z-]*:|[a-zA-Z-]*(?=\)))/.exec(
      this.p.slice(this.i, this.i + 40),
    );
    if (m === null) throw new Risk("a group opens with (? and no known kind");
    this.i += m[0].length;
    return m[0] === "?=" || m[0] === "?!" || m[0] === "?<=" || m[0] === "?<!";
  }

  /** `[...]`, with escapes and nested classes (`[[:alpha:]]`, `[a-z&&[^x]]`). */
  private klass(): void {
    let depth = 0;
    while (this.i < this.p.length) {
      const c = this.p[this.i]!;
      if (c === "\\") {
        this.i += 2;
        continue;
      }
      if (c === "[") depth++;
      else if (
        c === "]" &&
        !(this.p[this.i - 1] === "[" || this.p.slice(this.i - 2, this.i) === "[^")
      ) {
        depth--;
        if (depth === 0) {
          this.i++;
          return;
        }
      }
      this.i++;
    }
    throw new Risk("a character class is not closed");
  }

  /** `\x`, `\p{..}`, `\x{..}`, `\u{..}`; a backreference (`\1`, `\k<name>`) is refused. */
  private escape(): void {
    const n = this.p[this.i + 1];
    if (n === undefined) throw new Risk("the pattern ends in a backslash");
    if (/[1-9]/.test(n) || n === "k" || n === "g") throw new Risk("a backreference");
    this.i += 2;
    if ("pPxu".includes(n) && this.p[this.i] === "{") {
      const end = this.p.indexOf("}", this.i);
      if (end < 0) throw new Risk("an escape's { is not closed");
      this.i = end + 1;
      return;
    }
    // The digits of \xHH and \uHHHH and the letter of \cX belong to the escape: read as
    // atoms of their own, a quantifier after them was taken as the last digit's.
    const digits = n === "x" ? 2 : n === "u" ? 4 : 0;
    for (let k = 0; k < digits && /[0-9a-fA-F]/.test(this.p[this.i] ?? ""); k++) this.i++;
    if (n === "c" && /[A-Za-z]/.test(this.p[this.i] ?? "")) this.i++;
  }

  /** A quantifier after an atom, as its least and most repetitions ([1, 1] when none). */
  private quantifier(): [number, number] {
    const c = this.p[this.i];
    let least: number;
    let most = 1;
    if (c === "*" || c === "+") {
      least = c === "*" ? 0 : 1;
      most = Infinity;
      this.i++;
    } else if (c === "?") {
      least = 0;
      this.i++;
    } else if (c === "{") {
      const m = /^\{(\d{1,9})(,(\d{0,9}))?\}/.exec(this.p.slice(this.i, this.i + 22));
      if (m === null) return [1, 1]; // a literal {
      least = Number(m[1]);
      most = m[2] === undefined ? least : m[3] === "" ? Infinity : Number(m[3]);
      this.i += m[0].length;
    } else return [1, 1];
    // Lazy (?) and possessive (+) marks.
    if (this.p[this.i] === "?" || this.p[this.i] === "+") this.i++;
    return [least, most];
  }
}

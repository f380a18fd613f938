// Regular expressions a PR's tokenizer brings (a Split pre-tokenizer's or a Replace
// normalizer's pattern) run on every prompt and reply, in a backtracking engine that cannot
// be stopped once it has started. A pattern whose matching time can grow exponentially
// with the text is refused before any text meets it (docs/design.md §7): a repeated group
// that holds a repetition or alternatives (`(a|aa)+`, `(a+)*`, `(?:\w|\d){2,}`), and a
// backreference. Patterns of real tokenizers (GPT-2, Llama 3, Qwen 2, o200k) repeat single
// characters and classes only, and pass.

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
}

const NESTED =
  "a repeated group holds a repetition or alternatives (like (a|aa)+ or (a+)+), which can take time exponential in the text's length";

const MAX_DEPTH = 100;

/** A single left-to-right pass with a position: each step reads one construct. */
class Scan {
  private i = 0;

  constructor(private readonly p: string) {}

  /** Alternatives up to `)` or the end; depth 0 is the whole pattern. */
  sequence(depth: number): Piece {
    if (depth > MAX_DEPTH) throw new Risk(`groups nested over ${MAX_DEPTH} deep`);
    const out: Piece = { repeats: false, branches: false };
    while (this.i < this.p.length) {
      const c = this.p[this.i]!;
      if (c === ")") {
        if (depth === 0) throw new Risk("a ) closes no group");
        return out;
      }
      if (c === "|") {
        out.branches = true;
        this.i++;
        continue;
      }
      const atom = this.atom(depth);
      const most = this.quantifier();
      if (most > 1 && (atom.repeats || atom.branches)) throw new Risk(NESTED);
      out.repeats ||= atom.repeats || most > 1;
      out.branches ||= atom.branches;
    }
    if (depth > 0) throw new Risk("a group is not closed");
    return out;
  }

  /** One atom: a group, a class, an escape or a character. */
  private atom(depth: number): Piece {
    const c = this.p[this.i]!;
    if (c === "(") {
      this.i++;
      this.groupHead();
      const inner = this.sequence(depth + 1);
      this.i++; // the )
      return inner;
    }
    if (c === "[") this.klass();
    else if (c === "\\") this.escape();
    else this.i++;
    return { repeats: false, branches: false };
  }

  /** After `(`: `?:`, `?i:`, `?=`, `?!`, `?<=`, `?<!`, `?<name>`, `?P<name>`. */
  private groupHead(): void {
    if (this.p[this.i] !== "?") return;
    if (this.p.startsWith("?P=", this.i)) throw new Risk("a backreference");
    const m = /^\?(?:[:=!]|<[=!]|P?<[A-Za-z_][A-Za-z0-9_]*>|[a-zA-Z-]*:|[a-zA-Z-]*(?=\)))/.exec(
      this.p.slice(this.i, this.i + 40),
    );
    if (m === null) throw new Risk("a group opens with (? and no known kind");
    this.i += m[0].length;
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
    }
  }

  /** A quantifier after an atom, as its most repetitions (1 when there is none). */
  private quantifier(): number {
    const c = this.p[this.i];
    let most = 1;
    if (c === "*" || c === "+") {
      most = Infinity;
      this.i++;
    } else if (c === "?") {
      this.i++;
    } else if (c === "{") {
      const m = /^\{(\d{1,9})(,(\d{0,9}))?\}/.exec(this.p.slice(this.i, this.i + 22));
      if (m === null) return 1; // a literal {
      most = m[2] === undefined ? Number(m[1]) : m[3] === "" ? Infinity : Number(m[3]);
      this.i += m[0].length;
    } else return 1;
    // Lazy (?) and possessive (+) marks.
    if (this.p[this.i] === "?" || this.p[this.i] === "+") this.i++;
    return most;
  }
}

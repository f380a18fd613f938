// Whether a new value of a policy field tightens or loosens the rule (the rules are in
// fields.ts). Pure: strings in, a classification out. Values are input strings that
// parseConfig accepts; an empty one means the field's default.
import { INPUT_DEFAULTS, parseFieldMap, parseMarkerRanges, parseNoiseFloor } from "../config.js";
import { POLICY_FIELDS, type PolicyFieldName, type Rule, type ValueKind } from "./fields.js";

export type Change = "same" | "tightens" | "loosens";

export interface FieldChange {
  field: PolicyFieldName;
  change: Change;
  /** The two values as the field reads them, for messages ("(none)" when empty). */
  from: string;
  to: string;
  /** Why a change of a field without an order is a loosening. */
  why?: string;
}

/** The value a field takes when the string is empty. */
export function fieldDefault(field: PolicyFieldName): string {
  const f = POLICY_FIELDS[field] as { policyOnly?: { default: string } };
  return f.policyOnly?.default ?? INPUT_DEFAULTS[field] ?? "";
}

const items = (s: string): string[] =>
  [
    ...new Set(
      s
        .split(/[,\n]/)
        .map((x) => x.trim())
        .filter((x) => x !== ""),
    ),
  ].sort();

const sortedJson = (entries: [string, unknown][]): string =>
  JSON.stringify(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** One spelling per meaning, so "a, b" and "b,a" are the same list. */
export function canonical(kind: ValueKind, s: string): string {
  const t = s.trim();
  if (t === "") return "";
  switch (kind) {
    case "number":
      return String(Number(t));
    case "bool":
    case "sha256":
      return t.toLowerCase();
    case "list":
      return items(t).join(",");
    case "map":
      return sortedJson(Object.entries(parseFieldMap(t)));
    case "ranges":
      return sortedJson(Object.entries(parseMarkerRanges(t)));
    case "floor": {
      const f = parseNoiseFloor(t);
      return f === null ? "" : `${f.run_std}:${f.runs ?? ""}`;
    }
    case "phrases": {
      const v = JSON.parse(t) as Record<string, string[]>;
      return sortedJson(Object.entries(v).map(([k, p]) => [k, [...new Set(p)].sort()]));
    }
    default:
      return t;
  }
}

const UNIT: [number, number] = [0, 1];

/** Every marker's range in `head` lies inside its range in `base` (undeclared = [0, 1]). */
function rangesInside(base: string, head: string): boolean {
  const b = parseMarkerRanges(base);
  const h = parseMarkerRanges(head);
  for (const name of new Set([...Object.keys(b), ...Object.keys(h)])) {
    const [blo, bhi] = b[name] ?? UNIT;
    const [hlo, hhi] = h[name] ?? UNIT;
    if (hlo < blo || hhi > bhi) return false;
  }
  return true;
}

/**
 * Is `head` stricter than `base` (they differ)? false means the change loosens. Both are in
 * canonical form; `raw` holds them as written, for the rules that parse them again.
 */
function stricter(rule: Rule, base: string, head: string, raw: [string, string]): boolean {
  switch (rule.kind) {
    case "any":
      return false;
    case "flag":
      return head === String(rule.strict);
    case "pin":
      return base === "";
    case "order":
      return rule.values.indexOf(head) > rule.values.indexOf(base);
    case "superset": {
      const h = new Set(items(head));
      return items(base).every((x) => h.has(x));
    }
    case "ranges":
      return rangesInside(raw[0], raw[1]);
    case "number": {
      // An empty value is the strictest or the loosest setting, as the rule says.
      if (base === "" || head === "") return (head === "") === (rule.unset === "strictest");
      const [b, h] = [Number(base), Number(head)];
      return rule.stricter === "higher" ? h > b : h < b;
    }
  }
}

/** How `head` moves the field from `base`; both are input strings, empty = the default. */
export function compareField(field: PolicyFieldName, base: string, head: string): FieldChange {
  const f = POLICY_FIELDS[field];
  const kind = f.value as ValueKind;
  const rawB = base.trim() === "" ? fieldDefault(field) : base.trim();
  const rawH = head.trim() === "" ? fieldDefault(field) : head.trim();
  const [b, h] = [canonical(kind, rawB), canonical(kind, rawH)];
  const shown = { from: shownValue(rawB), to: shownValue(rawH) };
  if (b === h) return { field, change: "same", ...shown };
  const rule = f.rule as Rule;
  if (stricter(rule, b, h, [rawB, rawH])) return { field, change: "tightens", ...shown };
  return { field, change: "loosens", ...shown, ...(rule.kind === "any" ? { why: rule.why } : {}) };
}

/** A value in a message: capped (it may come from a PR's file), "(none)" when empty. */
export function shownValue(s: string): string {
  const t = s.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ");
  if (t === "") return "(none)";
  return t.length > 80 ? `${t.slice(0, 77)}...` : t;
}

/** "confidence 0.95 -> 0.6" */
export function changeText(c: FieldChange): string {
  return `${c.field} ${c.from} -> ${c.to}`;
}

/** What counts as stricter for a field, in words (docs/policy.schema.json, docs/policy.md). */
export function ruleText(rule: Rule): string {
  switch (rule.kind) {
    case "any":
      return `Any change loosens: ${rule.why}.`;
    case "flag":
      return `Stricter: ${rule.strict}.`;
    case "number": {
      const unset =
        rule.unset === undefined
          ? ""
          : `; empty is the ${rule.unset === "strictest" ? "strictest" : "loosest"}`;
      return `Stricter: ${rule.stricter === "higher" ? "a higher" : "a lower"} value${unset}.`;
    }
    case "order":
      return `From loosest to strictest: ${rule.values.join(", ")}.`;
    case "superset":
      return "Stricter: naming more of them.";
    case "pin":
      return "Setting it tightens; changing or removing it loosens.";
    case "ranges":
      return "Stricter: a range inside the old one (an undeclared marker's is [0, 1]).";
  }
}

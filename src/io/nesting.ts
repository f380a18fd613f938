import { describeValue } from "./problems.js";
// Depth of parsed JSON. JSON.parse reads any depth, but JSON.stringify, zod and every
// walk after it recurse, and a row nested a few thousand levels deep overflows the stack
// ("Maximum call stack size exceeded", no file, no line). The reader refuses such rows,
// so everything downstream works on values of bounded depth.

/** Levels of objects and lists a row may have, the row itself being level 1. */
export const MAX_NESTING = 128;

/**
 * The top-level key under which `row` holds objects or lists nested deeper than `max`
 * levels, or null. Walks with its own stack, so the walk itself cannot overflow.
 */
export function tooDeep(row: Record<string, unknown>, max: number = MAX_NESTING): string | null {
  const values: object[] = [];
  const depths: number[] = [];
  for (const key of Object.keys(row)) {
    const top = row[key];
    if (top === null || typeof top !== "object") continue;
    values.push(top);
    depths.push(2);
    while (values.length > 0) {
      const v = values.pop()!;
      const d = depths.pop()!;
      if (d > max) {
        values.length = 0;
        depths.length = 0;
        return key;
      }
      if (Array.isArray(v)) {
        for (const c of v as unknown[]) {
          if (c !== null && typeof c === "object") {
            values.push(c);
            depths.push(d + 1);
          }
        }
      } else {
        for (const k in v) {
          const c = (v as Record<string, unknown>)[k];
          if (c !== null && typeof c === "object") {
            values.push(c);
            depths.push(d + 1);
          }
        }
      }
    }
  }
  return null;
}

/**
 * Why a parsed value cannot be a row (not an object, or nested too deep), as the field to
 * name and the reason; null when it can. Readers that parse whole rows call this once.
 */
export function rowRefusal(value: unknown): { field: string; reason: string } | null {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    return { field: "", reason: `expected a JSON object, got ${describeValue(value)}` };
  }
  const deep = tooDeep(value as Record<string, unknown>);
  return deep === null
    ? null
    : { field: deep, reason: `nested more than ${MAX_NESTING} levels deep` };
}

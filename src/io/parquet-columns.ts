// The columns each role reads from a Parquet file (docs/design.md §15): every top-level
// key a reader of the role looks at, from the row schemas themselves, plus the first key
// of each path a `fields` mapping names. Pair and SFT files are the large ones; eval and
// held-out files are read with every column (their tools are told from their keys).
import type { z } from "zod";
import {
  alpacaPreferenceSchema,
  argillaSchema,
  llamaFactoryV1Schema,
  openaiPreferenceSchema,
  orcaSchema,
  sftSchema,
  sharegptPreferenceSchema,
  transcriptSchema,
  trlConversationalSchema,
  trlStandardSchema,
  ultrafeedbackSchema,
  unpairedSchema,
  whileaiPairSchema,
} from "./schemas.js";

type Shaped = z.ZodObject<z.ZodRawShape>;

const PAIR_SCHEMAS: readonly Shaped[] = [
  whileaiPairSchema,
  trlConversationalSchema,
  trlStandardSchema,
  transcriptSchema,
  openaiPreferenceSchema,
  sharegptPreferenceSchema,
  llamaFactoryV1Schema,
  alpacaPreferenceSchema,
  orcaSchema,
  ultrafeedbackSchema,
  argillaSchema,
  unpairedSchema,
  // An SFT row given as pairs is told so by its keys (shapes.ts).
  sftSchema,
] as unknown as Shaped[];

function keysOf(schemas: readonly Shaped[]): Set<string> {
  return new Set(schemas.flatMap((s) => Object.keys(s.shape)));
}

const PAIR_KEYS = keysOf(PAIR_SCHEMAS);
const SFT_KEYS = keysOf([sftSchema as unknown as Shaped]);

function withMapped(keys: ReadonlySet<string>, fields: Record<string, string> | undefined) {
  const out = new Set(keys);
  for (const path of Object.values(fields ?? {})) {
    const head = path.split(/[.:]/)[0];
    if (head) out.add(head);
  }
  return out;
}

export function pairColumns(fields?: Record<string, string>): ReadonlySet<string> {
  return withMapped(PAIR_KEYS, fields);
}

export function sftColumns(fields?: Record<string, string>): ReadonlySet<string> {
  return withMapped(SFT_KEYS, fields);
}

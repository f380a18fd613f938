// The building blocks of the report schema. Every string and list carries a cap: the same
// schema that types the engine's report checks one read back from an untrusted artifact in
// report mode (design §6), and a cap costs a locally built report nothing.
import { z } from "zod";

/**
 * Names and descriptions for docs/report.schema.json. A registry of our own rather than
 * zod's global one: ids must be unique in a registry, and zod's outlives a reloaded module.
 */
export const reportDocs = z.registry<{ id?: string; description?: string }>();

/** The schema with a description in the JSON Schema (a copy, so shared pieces stay bare). */
export function doc<T extends z.ZodType>(schema: T, description: string): T {
  const copy = schema.clone();
  reportDocs.add(copy, { description });
  return copy;
}

/** The schema as a named definition (`$defs/<id>`) in the JSON Schema. */
export function named<T extends z.ZodType>(id: string, schema: T, description: string): T {
  reportDocs.add(schema, { id, description });
  return schema;
}

/** Free text: sentences, messages, reasons. */
export const text = z.string().max(100_000);
/** Names, paths, keys and labels. */
export const short = z.string().max(2_000);
export const count = z.number().int().min(0);
export const integer = z.number().int();
export const real = z.number();
export const maybe = real.nullable();
export const interval = z.tuple([real, real]).nullable();
export const list = <T extends z.ZodType>(t: T, max = 100_000) => z.array(t).max(max);
export const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

// Its own module so that the engine can stamp reports without building the zod schemas:
// only report mode, the tests and the schema document need those.

/** The version of the report format; docs/design.md §10 says when it changes. */
export const SCHEMA_VERSION = 1;

/**
 * Most bytes of a report.json: the engine writes none bigger and report mode reads none
 * bigger, so every report the gate writes can be posted (9,999 files a side, the glob
 * limit, made a 7.0 MB report).
 */
export const REPORT_MAX_BYTES = 32 * 1024 * 1024;

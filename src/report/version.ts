// Its own module so that the engine can stamp reports without building the zod schemas:
// only report mode, the tests and the schema document need those.

/** The version of the report format; docs/design.md §10 says when it changes. */
export const SCHEMA_VERSION = 1;

import type { OpenAPIV3_1 } from 'openapi-types';

/**
 * A path's `{id}` that is a whole number from 1 (a location's, a table's): how the document
 * describes it, and how a route reads it.
 */
export function wholeIdParameter(description: string): OpenAPIV3_1.ParameterObject {
  return { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 }, description };
}

/** The id a path names, or 0 (which no row has) for anything else, so the look-up finds nothing. */
export function wholeIdOf(text: string): number {
  return /^[1-9]\d{0,15}$/.test(text) ? Number(text) : 0;
}

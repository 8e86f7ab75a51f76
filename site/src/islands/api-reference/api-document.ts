/**
 * Reading the API's OpenAPI document (GET /api/openapi.json) for the reference page: its
 * operations by tag, a readable outline of each schema, an example body to start from, and the
 * URL a "Try it" form calls. Pure functions; the page's components only lay them out.
 */

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  default?: unknown;
  examples?: unknown[];
  description?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
  example?: unknown;
}

export interface ApiAnswer {
  $ref?: string;
  description?: string;
  content?: Record<string, { schema?: JsonSchema }>;
}

export interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, ApiAnswer>;
}

export interface ApiDocument {
  info: { title: string; version: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema>; responses?: Record<string, ApiAnswer> };
}

export interface OperationEntry {
  id: string;
  method: string;
  path: string;
  operation: Operation;
}

export interface TagSection {
  name: string;
  description: string | undefined;
  operations: OperationEntry[];
}

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'];

/** The document's operations under its tags, in the tags' order (untagged ones last, under "Other"). */
export function sectionsOf(document: ApiDocument): TagSection[] {
  const sections = new Map<string, TagSection>();
  for (const tag of document.tags ?? []) sections.set(tag.name, { name: tag.name, description: tag.description, operations: [] });
  for (const [path, byMethod] of Object.entries(document.paths)) {
    const methods = Object.keys(byMethod).sort((a, b) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b));
    for (const method of methods) {
      const operation = byMethod[method]!;
      const name = operation.tags?.[0] ?? 'Other';
      if (!sections.has(name)) sections.set(name, { name, description: undefined, operations: [] });
      sections
        .get(name)!
        .operations.push({ id: operation.operationId ?? `${method}-${path}`, method: method.toUpperCase(), path, operation });
    }
  }
  return [...sections.values()].filter((section) => section.operations.length > 0);
}

/** Who may call an operation, from its security requirement. */
export function accessOf(operation: Operation): string {
  if (!operation.security?.length) return 'Anyone';
  return operation.summary?.includes('(admin)') ? 'A signed-in admin' : 'A signed-in user';
}

export function resolveSchema(document: ApiDocument, schema: JsonSchema | undefined, seen = new Set<string>()): JsonSchema | undefined {
  if (!schema?.$ref) return schema;
  if (seen.has(schema.$ref)) return undefined;
  seen.add(schema.$ref);
  const name = schema.$ref.split('/').pop()!;
  return resolveSchema(document, document.components?.schemas?.[name], seen);
}

export function resolveAnswer(document: ApiDocument, answer: ApiAnswer): ApiAnswer {
  if (!answer.$ref) return answer;
  return document.components?.responses?.[answer.$ref.split('/').pop()!] ?? answer;
}

export function jsonSchemaOf(holder: { content?: Record<string, { schema?: JsonSchema }> } | undefined): JsonSchema | undefined {
  return holder?.content?.['application/json']?.schema;
}

/** A readable outline of a schema: one line per field, TypeScript-like, with its limits and notes. */
export function outlineOf(document: ApiDocument, schema: JsonSchema | undefined, indent = ''): string {
  const resolved = resolveSchema(document, schema);
  if (!resolved) return 'any';
  if (resolved.properties) {
    const required = new Set(resolved.required ?? []);
    const inner = `${indent}  `;
    const lines = Object.entries(resolved.properties).map(([name, field]) => {
      const notes = notesOf(resolveSchema(document, field));
      return `${inner}${name}${required.has(name) ? '' : '?'}: ${outlineOf(document, field, inner)}${notes ? `  // ${notes}` : ''}`;
    });
    return lines.length ? `{\n${lines.join('\n')}\n${indent}}` : '{}';
  }
  const choices = resolved.anyOf ?? resolved.oneOf;
  if (choices) return choices.map((choice) => outlineOf(document, choice, indent)).join(' | ');
  if (resolved.allOf) return resolved.allOf.map((part) => outlineOf(document, part, indent)).join(' & ');
  if (resolved.const !== undefined) return JSON.stringify(resolved.const);
  if (resolved.enum) return resolved.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (resolved.type === 'array' || resolved.items) return `${wrap(outlineOf(document, resolved.items, indent))}[]`;
  if (Array.isArray(resolved.type)) return resolved.type.join(' | ');
  if (resolved.type === 'integer') return 'integer';
  return resolved.type ?? 'any';
}

function wrap(outline: string): string {
  return outline.includes(' | ') ? `(${outline})` : outline;
}

const UNBOUNDED = Number.MAX_SAFE_INTEGER;

/** The limits and description of one field, e.g. "1–100 characters · Dollars, two decimals". */
export function notesOf(schema: JsonSchema | undefined): string {
  if (!schema) return '';
  const notes: string[] = [];
  const range = (low: number | undefined, high: number | undefined, unit = '') => {
    const hasHigh = high !== undefined && high < UNBOUNDED;
    if (low !== undefined && hasHigh) notes.push(`${low}–${high}${unit}`);
    else if (low !== undefined && low !== 0) notes.push(`at least ${low}${unit}`);
    else if (hasHigh) notes.push(`at most ${high}${unit}`);
  };
  range(schema.minLength, schema.maxLength, ' characters');
  range(schema.minimum, schema.maximum);
  range(schema.minItems, schema.maxItems, ' items');
  if (schema.format) notes.push(schema.format);
  if (schema.default !== undefined) notes.push(`default ${JSON.stringify(schema.default)}`);
  if (schema.description) notes.push(schema.description);
  return notes.join(' · ');
}

/** A value that fits the schema, from its examples and defaults where it has them: a body to start from. */
export function exampleOf(document: ApiDocument, schema: JsonSchema | undefined, depth = 0): unknown {
  const resolved = resolveSchema(document, schema);
  if (!resolved || depth > 6) return null;
  if (resolved.examples?.length) return resolved.examples[0];
  if (resolved.default !== undefined) return resolved.default;
  if (resolved.const !== undefined) return resolved.const;
  if (resolved.enum?.length) return resolved.enum[0];
  const choice = (resolved.anyOf ?? resolved.oneOf)?.find((option) => resolveSchema(document, option)?.type !== 'null');
  if (choice) return exampleOf(document, choice, depth + 1);
  if (resolved.properties) {
    const required = new Set(resolved.required ?? []);
    return Object.fromEntries(
      Object.entries(resolved.properties)
        .filter(([name]) => required.has(name))
        .map(([name, field]) => [name, exampleOf(document, field, depth + 1)]),
    );
  }
  const type = Array.isArray(resolved.type) ? resolved.type.find((one) => one !== 'null') : resolved.type;
  switch (type) {
    case 'array':
      return [exampleOf(document, resolved.items, depth + 1)];
    case 'integer':
    case 'number':
      return resolved.minimum !== undefined && resolved.minimum > 0 ? resolved.minimum : 1;
    case 'boolean':
      return true;
    case 'string':
      return resolved.format === 'email' ? 'you@example.com' : resolved.format === 'date' ? '2026-01-31' : '';
    default:
      return null;
  }
}

/** The URL a "Try it" form calls: path parameters filled in (encoded), non-empty query values appended. */
export function requestUrl(path: string, values: Record<string, string>, parameters: readonly Parameter[]): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
  const query = new URLSearchParams();
  for (const parameter of parameters) {
    const value = values[parameter.name];
    if (parameter.in === 'query' && value) query.set(parameter.name, value);
  }
  const search = query.toString();
  return search ? `${filled}?${search}` : filled;
}

/** What a path parameter still needs before the form can send, or undefined when every one is filled. */
export function missingPathParameter(parameters: readonly Parameter[], values: Record<string, string>): string | undefined {
  return parameters.find((parameter) => parameter.in === 'path' && !values[parameter.name]?.trim())?.name;
}

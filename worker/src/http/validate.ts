import type { Context } from 'hono';
import type { z } from 'zod';
import { fieldErrors, firstIssueMessage } from '../../../domain/validation.ts';
import { ValidationError } from './errors.ts';

/** The JSON body checked against a shared schema; 400 with the schema's messages otherwise. */
export async function readInput<Schema extends z.ZodType>(c: Context, schema: Schema): Promise<z.output<Schema>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ValidationError('Send a JSON body.');
  }
  return parseOrRefuse(schema, body);
}

/** As readInput, for a move whose body may be left out (an empty body reads as `{}`), as its first clients sent it. */
export async function readOptionalInput<Schema extends z.ZodType>(c: Context, schema: Schema): Promise<z.output<Schema>> {
  const text = await c.req.text();
  if (text.trim() === '') return parseOrRefuse(schema, {});
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ValidationError('Send a JSON body.');
  }
  return parseOrRefuse(schema, body);
}

/** The query string (one value per name) checked against a schema, with the same 400s. */
export function readQuery<Schema extends z.ZodType>(c: Context, schema: Schema): z.output<Schema> {
  return parseOrRefuse(schema, c.req.query());
}

function parseOrRefuse<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ValidationError(firstIssueMessage(result.error), fieldErrors(result.error));
  return result.data;
}

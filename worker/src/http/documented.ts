import type { Context, Env, MiddlewareHandler, TypedResponse } from 'hono';
import { describeRoute, resolver, uniqueSymbol } from 'hono-openapi';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { z } from 'zod';
import { ErrorAnswer } from '../../../domain/contracts/envelope.ts';
import { respond, type HeaderVariables } from './security-headers.ts';
import { readInput, readOptionalInput, readQuery } from './validate.ts';

/**
 * How a route describes itself for the generated OpenAPI document (GET /api/openapi.json, built
 * by hono-openapi from these middlewares; docs/decisions/012). The request schemas are the ones
 * that validate the requests, the answer schemas those in each resource's answer.ts and domain/contracts/.
 */

type Responses = Record<number, OpenAPIV3_1.ResponseObject | ReturnType<typeof answer>>;

export interface RouteDoc {
  operationId: string;
  summary: string;
  description?: string;
  tags: [ApiTag];
  /** Who may call it: anyone, a signed-in customer, the shop's team (staff and admins) or an admin (the session cookie). */
  access: 'public' | 'signed-in' | 'staff' | 'admin';
  parameters?: OpenAPIV3_1.ParameterObject[];
  /** A body that is not JSON (a picture's bytes); JSON bodies are documented by jsonBody(). */
  requestBody?: OpenAPIV3_1.RequestBodyObject;
  responses: Responses;
}

export const API_TAGS = {
  Menu: 'The dishes: read by anyone, changed by admins',
  Accounts: 'Sign-up, sign-in, the session and the account',
  Orders: 'Placing orders, coupons at checkout, and the order desk',
  Reviews: 'What customers say of the shop',
  Shop: "The shop's public settings",
  Admin: "The admin panel's settings, coupons and figures",
  Operations: 'Health and this document',
} as const;
export type ApiTag = keyof typeof API_TAGS;

export function documented(doc: RouteDoc): MiddlewareHandler {
  const { access, responses, ...operation } = doc;
  const refusals: Responses = { 500: failure('Something went wrong on the server (logged with the request id)') };
  if (access !== 'public') refusals[401] = failure('Not signed in, or the session ended');
  if (access === 'admin') refusals[403] = failure('Not an admin (the role is read from the database)');
  if (access === 'staff') refusals[403] = failure("Not on the shop's team: staff or admin (the role is read from the database)");
  return describeRoute({
    ...operation,
    security: access === 'public' ? [] : [{ session: [] }],
    responses: { ...refusals, ...responses } as never,
  });
}

/** A success answer whose JSON body is `schema`. */
export function answer(description: string, schema: z.ZodType, headers?: OpenAPIV3_1.ResponseObject['headers']) {
  return answerAs('application/json', description, schema, headers);
}

/** An answer in a JSON media type of its own, such as a web app manifest's. */
export function answerAs(mediaType: string, description: string, schema: z.ZodType, headers?: OpenAPIV3_1.ResponseObject['headers']) {
  return { description, ...(headers ? { headers } : {}), content: { [mediaType]: { schema: resolver(schema) } } };
}

/** A refusal: the shop's error body, with the messages a caller can get in `description`. */
export function failure(description: string) {
  return answer(description, ErrorAnswer);
}

/**
 * Whatever env the router has: these middlewares add input types and read no variables, so
 * Hono's base env fits every router (Hono intersects it with the router's own).
 */
type AnyEnv = Env;

/** Typed input for `c.req.valid(target)`, and what the document says the route reads. */
type Validated<Target extends 'json' | 'query', S extends z.ZodType> = {
  in: { [K in Target]: z.input<S> };
  out: { [K in Target]: z.output<S> };
};

/** As jsonBody, for a body that may be left out: no body reads as `{}`. */
export function optionalJsonBody<S extends z.ZodType>(schema: S): MiddlewareHandler<AnyEnv, string, Validated<'json', S>> {
  const middleware: MiddlewareHandler = async (c, next) => {
    c.req.addValidatedData('json', (await readOptionalInput(c, schema)) as object);
    await next();
  };
  return Object.assign(middleware, { [uniqueSymbol]: { target: 'json', ...resolver(schema) } });
}

/** Reads the JSON body with `schema` (400 with its messages otherwise) and documents it as the request body. */
export function jsonBody<S extends z.ZodType>(schema: S): MiddlewareHandler<AnyEnv, string, Validated<'json', S>> {
  const middleware: MiddlewareHandler = async (c, next) => {
    c.req.addValidatedData('json', (await readInput(c, schema)) as object);
    await next();
  };
  return Object.assign(middleware, { [uniqueSymbol]: { target: 'json', ...resolver(schema) } });
}

/**
 * Documents and types a JSON body that the handler reads and checks itself with `schema` (the
 * order, whose 401 for a signed-out caller comes before the schema's messages); nothing is read here.
 */
export function bodyReadByHandler<S extends z.ZodType>(schema: S): MiddlewareHandler<AnyEnv, string, Validated<'json', S>> {
  const middleware: MiddlewareHandler = (_c, next) => next();
  return Object.assign(middleware, { [uniqueSymbol]: { target: 'json', ...resolver(schema) } });
}

/** Reads the query string with `schema` and documents each field as a query parameter. */
export function queryOf<S extends z.ZodType>(schema: S): MiddlewareHandler<AnyEnv, string, Validated<'query', S>> {
  const middleware: MiddlewareHandler = async (c, next) => {
    c.req.addValidatedData('query', readQuery(c, schema) as Record<string, string>);
    await next();
  };
  return Object.assign(middleware, { [uniqueSymbol]: { target: 'query', ...resolver(schema) } });
}

/**
 * A response whose bytes a handler wrote itself (the menu from memory), typed as the JSON `schema`
 * documents so typed callers see its shape.
 */
export function typedJson<S extends z.ZodType, Status extends ContentfulStatusCode>(
  response: Response,
  _schema: S,
  _status: Status,
): TypedResponse<z.output<S>, Status, 'json'> {
  return response as unknown as TypedResponse<z.output<S>, Status, 'json'>;
}

/**
 * `answer` as JSON, typed as the route's answer schema says (the caller states that type), with the
 * request's headers set in one plain object (respond()): for the busiest answers, the placed order,
 * where c.json's header work shows in the figures.
 */
export function respondJson<Answer, Status extends ContentfulStatusCode, E extends { Variables: HeaderVariables }>(
  c: Context<E>,
  answer: Answer,
  status: Status,
): TypedResponse<Answer, Status, 'json'> {
  const response = respond(c, JSON.stringify(answer), status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  // What TypedResponse adds are types only: the Response is the JSON the caller typed.
  return response as unknown as TypedResponse<Answer, Status, 'json'>;
}

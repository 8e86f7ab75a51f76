import { Hono } from 'hono';
import type { Schema } from 'hono/types';
import { generateSpecs } from 'hono-openapi';
import { z } from 'zod';
import { AUTH_ERRORS } from '../../../domain/auth.ts';
import type { AppEnv } from '../app-env.ts';
import { answer, API_TAGS, documented, failure } from '../http/documented.ts';

const METHODS_WITH_BODY = ['POST', 'PUT', 'DELETE'] as const;

/** What every request with a body may also get (the checks app.ts runs before any route). */
const BODY_REFUSALS = {
  CrossSite: failure(`'${AUTH_ERRORS.crossSite}' (another site's page sent it)`),
  TooLarge: failure('The body is over 1 MB'),
  NotJson: failure('The body is not JSON'),
};
const BODY_REFUSAL_REFS = {
  403: { $ref: '#/components/responses/CrossSite' },
  413: { $ref: '#/components/responses/TooLarge' },
  415: { $ref: '#/components/responses/NotJson' },
};

const DOCUMENTATION = {
  openapi: '3.1.0',
  info: {
    title: 'Doorstep API',
    version: '0.1.0',
    description:
      'The storefront API. Amounts are dollars with two decimals; instants are ISO 8601. Errors are `{ success: false, message, code, errors? }`; bodies deeper than 32 levels are refused with 400. An interactive reference is at /api/docs.',
    license: { name: 'MIT', identifier: 'MIT' },
  },
  servers: [{ url: '/' }],
  tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
  components: {
    securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'doorstep_session' } },
    responses: BODY_REFUSALS,
  },
} as const;

/** GET /api/openapi.json: the OpenAPI 3.1 document generated from the routes of `api()` (docs/decisions/012). */
export function apiDocumentRoutes(api: () => Hono<AppEnv, Schema, string>) {
  let document: Promise<string> | undefined;
  return new Hono<AppEnv>().get(
    '/openapi.json',
    documented({
      operationId: 'openApi',
      summary: 'This document',
      tags: ['Operations'],
      access: 'public',
      responses: { 200: answer('The OpenAPI 3.1 document', z.looseObject({ openapi: z.literal('3.1.0') })) },
    }),
    async (c) => {
      document ??= buildDocument(api()).catch((error: unknown) => {
        document = undefined;
        throw error;
      });
      return c.body(await document, 200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
    },
  );
}

export async function buildDocument(api: Hono<AppEnv, Schema, string>): Promise<string> {
  const specs = await generateSpecs(api, {
    documentation: DOCUMENTATION as never,
    defaultValidationErrorResponse: false,
    // Otherwise a path with a dot (this document's own) is taken for a static file and left out.
    excludeStaticFile: false,
    defaultOptions: Object.fromEntries(METHODS_WITH_BODY.map((method) => [method, { responses: BODY_REFUSAL_REFS }])),
  });
  return JSON.stringify(specs);
}

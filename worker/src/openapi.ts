/**
 * The API as it exists today, described by hand (OpenAPI 3.1). Add each new route here in the
 * same change; tests/integration/openapi.test.ts checks that every registered route is listed.
 */
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

export const openApiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'Doorstep API',
    version: '0.1.0',
    description:
      'The storefront API. Prices are dollars with two decimals. Errors are `{ success: false, message, code, errors? }`; bodies over 1 MB are refused with 413.',
    license: { name: 'MIT', identifier: 'MIT' },
  },
  servers: [{ url: '/' }],
  paths: {
    '/api/foods': {
      get: {
        operationId: 'listFoods',
        summary: 'The whole menu',
        description: 'Served from memory with a strong ETag; send If-None-Match to get 304 when unchanged.',
        tags: ['Menu'],
        parameters: [{ $ref: '#/components/parameters/IfNoneMatch' }],
        responses: {
          '200': {
            description: 'Every dish, available or not',
            headers: { ETag: { $ref: '#/components/headers/ETag' } },
            content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Food' } } } },
          },
          '304': { description: 'Not modified', headers: { ETag: { $ref: '#/components/headers/ETag' } } },
        },
      },
    },
    '/api/foods/{id}': {
      get: {
        operationId: 'getFood',
        summary: 'One dish',
        tags: ['Menu'],
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string' }, example: 'margherita-pizza' },
          { $ref: '#/components/parameters/IfNoneMatch' },
        ],
        responses: {
          '200': {
            description: 'The dish',
            headers: { ETag: { $ref: '#/components/headers/ETag' } },
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Food' } } },
          },
          '304': { description: 'Not modified' },
          '404': errorResponse('No dish has this id (message "Dish not found")'),
        },
      },
    },
    '/api/health': {
      get: {
        operationId: 'health',
        summary: 'Liveness and database check',
        tags: ['Operations'],
        responses: {
          '200': {
            description: 'Up, and the database answers',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['success', 'data'],
                  properties: {
                    success: { const: true },
                    data: {
                      type: 'object',
                      properties: { status: { const: 'ok' }, database: { const: 'ok' } },
                    },
                  },
                },
              },
            },
          },
          '503': errorResponse('The database does not answer'),
        },
      },
    },
    '/api/openapi.json': {
      get: {
        operationId: 'openApi',
        summary: 'This document',
        tags: ['Operations'],
        responses: { '200': { description: 'OpenAPI 3.1 document', content: { 'application/json': {} } } },
      },
    },
  },
  components: {
    schemas: {
      Food: {
        type: 'object',
        required: ['_id', 'id', 'name', 'category', 'price', 'image', 'description', 'isAvailable'],
        properties: {
          _id: { type: 'string', description: 'Same value as id' },
          id: { type: 'string', examples: ['margherita-pizza'] },
          name: { type: 'string' },
          category: { type: 'string', description: 'Compared ignoring case', examples: ['pizza', 'Chicken'] },
          price: { type: 'number', description: 'Dollars, two decimals', examples: [12.99] },
          image: { type: 'string', description: 'Site-relative URL', examples: ['/images/dishes/margherita-pizza.svg'] },
          description: { type: 'string' },
          isAvailable: { type: 'boolean' },
        },
      },
      Error: {
        type: 'object',
        required: ['success', 'message'],
        properties: {
          success: { const: false },
          message: { type: 'string' },
          code: { type: 'string' },
          errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'Per-field messages' },
        },
      },
    },
    parameters: {
      IfNoneMatch: { name: 'If-None-Match', in: 'header', required: false, schema: { type: 'string' } },
    },
    headers: {
      ETag: { description: 'Strong validator of this representation', schema: { type: 'string' } },
    },
  },
} as const;

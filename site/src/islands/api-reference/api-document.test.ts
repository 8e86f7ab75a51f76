import { describe, expect, it } from 'vitest';
import { accessOf, exampleOf, missingPathParameter, notesOf, outlineOf, requestUrl, sectionsOf, type ApiDocument } from './api-document.ts';

const document: ApiDocument = {
  info: { title: 'Test', version: '1' },
  tags: [{ name: 'Menu', description: 'Dishes' }, { name: 'Empty' }],
  paths: {
    '/api/foods/{id}': {
      delete: { operationId: 'deleteFood', summary: 'Delete a dish (admin)', tags: ['Menu'], security: [{ session: [] }] },
      get: { operationId: 'getFood', summary: 'One dish', tags: ['Menu'], security: [] },
    },
    '/api/health': { get: { operationId: 'health' } },
  },
  components: {
    schemas: {
      Food: {
        type: 'object',
        properties: {
          name: { type: 'string', minLength: 1, maxLength: 100 },
          price: { type: 'number', minimum: 0, maximum: 10000, description: 'Dollars', examples: [12.99] },
          isAvailable: { type: 'boolean', default: true },
          tags: { type: 'array', items: { enum: ['vegan', 'halal'] } },
          note: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        },
        required: ['name', 'price', 'tags'],
      },
    },
  },
};

describe('the API reference reading its document', () => {
  it('groups operations under their tags in order, GET before DELETE, and leaves out empty tags', () => {
    const sections = sectionsOf(document);
    expect(sections.map((section) => section.name)).toEqual(['Menu', 'Other']);
    expect(sections[0]!.operations.map((entry) => `${entry.method} ${entry.path}`)).toEqual([
      'GET /api/foods/{id}',
      'DELETE /api/foods/{id}',
    ]);
    expect(sections[1]!.operations[0]!.id).toBe('health');
  });

  it('says who may call an operation', () => {
    expect(accessOf({ security: [] })).toBe('Anyone');
    expect(accessOf({ security: [{ session: [] }], summary: 'Delete a dish (admin)' })).toBe('A signed-in admin');
    expect(accessOf({ security: [{ session: [] }], summary: 'Write a review' })).toBe('A signed-in user');
  });

  it('outlines a schema field by field, optional ones marked, with limits and notes', () => {
    expect(outlineOf(document, { $ref: '#/components/schemas/Food' })).toBe(
      [
        '{',
        '  name: string  // 1–100 characters',
        '  price: number  // 0–10000 · Dollars',
        '  isAvailable?: boolean  // default true',
        '  tags: ("vegan" | "halal")[]',
        '  note?: string | null',
        '}',
      ].join('\n'),
    );
    expect(notesOf({ type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER })).toBe('at least 1');
  });

  it('starts a body from the examples and defaults, with the required fields only', () => {
    expect(exampleOf(document, { $ref: '#/components/schemas/Food' })).toEqual({ name: '', price: 12.99, tags: ['vegan'] });
  });

  it('fills path parameters (encoded) and appends the query values given', () => {
    const parameters = [
      { name: 'id', in: 'path' as const, required: true },
      { name: 'page', in: 'query' as const },
      { name: 'status', in: 'query' as const },
    ];
    expect(requestUrl('/api/foods/{id}', { id: 'a b/c', page: '2', status: '' }, parameters)).toBe('/api/foods/a%20b%2Fc?page=2');
    expect(missingPathParameter(parameters, { id: '  ' })).toBe('id');
    expect(missingPathParameter(parameters, { id: 'x' })).toBeUndefined();
  });
});

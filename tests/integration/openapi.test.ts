import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../factories/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.destroy());

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document listing exactly the routes the app registers', async () => {
    const response = await t.app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe('3.1.0');
    const documented = Object.entries(document.paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    const registered = [
      ...new Set(
        t.app.routes
          .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/') && !route.path.includes('*'))
          .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`),
      ),
    ].sort();
    expect(documented).toEqual(registered);
  });
});

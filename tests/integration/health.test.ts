import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../factories/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.destroy());

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const response = await t.app.request('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ success: true, data: { status: 'ok', database: 'ok' } });
  });

  it('answers 503 when the database is closed, without a stack trace', async () => {
    t.client.close();
    const response = await t.app.request('/api/health');
    expect(response.status).toBe(503);
    const body = await response.json();
    expect(body).toEqual({
      success: false,
      message: 'Database unavailable',
      code: 'service_unavailable',
      data: { status: 'degraded', database: 'error' },
    });
    expect(t.loggedErrors.map((entry) => entry.message)).toContain('Database unavailable');
  });
});

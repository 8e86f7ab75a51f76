import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../factories/app.ts';

type Operation = { operationId?: string; responses: Record<string, { content?: Record<string, { schema?: unknown }> }> };
type ApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let document: ApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.request('/api/openapi.json');
  expect(response.status).toBe(200);
  document = (await response.json()) as ApiDocument;
});
afterAll(() => t.destroy());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation })),
  );

// Every answer of every integration test is also checked against this document (tests/factories/api-contract.ts).
describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document listing exactly the routes the app registers', () => {
    expect(document.openapi).toBe('3.1.0');
    const documented = operations()
      .map(({ path, method }) => `${method.toUpperCase()} ${path}`)
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

  it('names each operation once and gives each a schema for its success answer (JSON, CSV for the exports, events for the stream, a manifest, PDF and SVG for the QR codes; none for 204)', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, operation } of operations()) {
      const success = Object.entries(operation.responses).filter(([status]) => status.startsWith('2'));
      expect(success.length, `${method} ${path}`).toBeGreaterThan(0);
      for (const [status, answer] of success) {
        if (status === '204') {
          expect(answer.content, `${method} ${path} ${status}`).toBeUndefined();
          continue;
        }
        const type = path.endsWith('.csv')
          ? 'text/csv'
          : path.endsWith('/stream')
            ? 'text/event-stream'
            : path.endsWith('/manifest')
              ? 'application/manifest+json'
              : path.endsWith('.pdf')
                ? 'application/pdf'
                : path.endsWith('.svg')
                  ? 'image/svg+xml'
                  : 'application/json';
        expect(answer.content?.[type]?.schema, `${method} ${path} ${status}`).toBeDefined();
      }
    }
  });

  it('passes Redocly lint (the recommended rules) without an error', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'doorstep-openapi-'));
    try {
      const file = join(folder, 'openapi.json');
      await writeFile(file, JSON.stringify(document));
      const redocly = join(import.meta.dirname, '../../node_modules/@redocly/cli/bin/cli.js');
      const { stdout } = await promisify(execFile)(process.execPath, [redocly, 'lint', file, '--format=json'], {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
      const problems = (JSON.parse(stdout) as { problems: { ruleId: string; severity: string; message: string }[] }).problems;
      expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

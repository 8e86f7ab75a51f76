import { Hono } from 'hono';
import type { Database } from '../../../db/client.ts';
import { HealthAnswer } from '../settings/answer.ts';
import type { AppEnv } from '../app-env.ts';
import { answer, documented, failure } from '../http/documented.ts';
import { ServiceUnavailableError } from '../http/errors.ts';
import { checkDatabase } from './check-database.ts';

export function healthRoutes(db: Database) {
  return new Hono<AppEnv>().get(
    '/',
    documented({
      operationId: 'health',
      summary: 'Liveness and database check',
      tags: ['Operations'],
      access: 'public',
      responses: { 200: answer('Up, and the database answers', HealthAnswer), 503: failure('The database does not answer') },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      if (!(await checkDatabase(db))) {
        throw new ServiceUnavailableError('Database unavailable', { status: 'degraded', database: 'error' });
      }
      return c.json({ success: true as const, data: { status: 'ok' as const, database: 'ok' as const } }, 200);
    },
  );
}

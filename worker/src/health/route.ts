import { Hono } from 'hono';
import type { Database } from '../../../db/client.ts';
import { HEALTH_DEGRADED, HealthAnswer, HealthRefusal } from '../../../domain/contracts/health.ts';
import type { AppEnv } from '../app-env.ts';
import { answer, documented } from '../http/documented.ts';
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
      responses: {
        200: answer('Up, and the database answers', HealthAnswer),
        503: answer("'Database unavailable': the database does not answer", HealthRefusal),
      },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      if (!(await checkDatabase(db))) {
        throw new ServiceUnavailableError('Database unavailable', HEALTH_DEGRADED);
      }
      return c.json({ success: true as const, data: { status: 'ok' as const, database: 'ok' as const } }, 200);
    },
  );
}

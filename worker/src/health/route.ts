import { Hono } from 'hono';
import type { Database } from '../../../db/client.ts';
import { DATABASE_UNAVAILABLE, HealthAnswer, HealthRefusal } from '../../../domain/contracts/health.ts';
import type { AppEnv } from '../app-env.ts';
import { answer, documented } from '../http/documented.ts';
import { valueOrRefusal } from '../http/outcome.ts';
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
        503: answer(`'${DATABASE_UNAVAILABLE}': the database does not answer`, HealthRefusal),
      },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ success: true as const, data: valueOrRefusal(await checkDatabase(db)) }, 200);
    },
  );
}

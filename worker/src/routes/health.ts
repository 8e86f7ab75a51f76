import { Hono } from 'hono';
import type { Database } from '../../../db/client.ts';
import { ServiceUnavailableError } from '../http/errors.ts';
import { checkDatabase } from '../services/health/check-database.ts';
import type { AppEnv } from '../app-env.ts';

export function healthRoutes(db: Database) {
  return new Hono<AppEnv>().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (!(await checkDatabase(db))) {
      throw new ServiceUnavailableError('Database unavailable', { status: 'degraded', database: 'error' });
    }
    return c.json({ success: true, data: { status: 'ok', database: 'ok' } });
  });
}

import { Hono } from 'hono';
import type { Database } from '../../../db/client.ts';
import type { AppEnv } from '../app.ts';
import { getPublicSettings } from '../services/settings/get-public-settings.ts';

export function settingsRoutes(db: Database) {
  const routes = new Hono<AppEnv>();
  routes.get('/', async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json({ success: true, data: await getPublicSettings(db) });
  });
  return routes;
}

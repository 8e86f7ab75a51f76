// The yardstick for the menu API: a bare Hono server on Node returning the same JSON with
// c.json(), no middleware. Started by bench/api-menu.ts as its own process.
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const foods: unknown = JSON.parse(readFileSync(process.env.MENU_JSON_FILE ?? '', 'utf8'));
const app = new Hono();
app.get('/api/foods', (c) => c.json(foods));

const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
  console.log(`bare hono at http://127.0.0.1:${info.port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));

import { Hono } from 'hono';
import { openApiDocument } from '../openapi.ts';
import type { AppEnv } from '../app-env.ts';

export function openApiRoutes() {
  const json = JSON.stringify(openApiDocument);
  return new Hono<AppEnv>().get('/', (c) =>
    c.body(json, 200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' }),
  );
}

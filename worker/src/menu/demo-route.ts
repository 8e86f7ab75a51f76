import { Hono } from 'hono';
import { DemoMenuRemovedAnswer } from '../../../domain/contracts/menu.ts';
import { demoMenuRemovedMessage } from '../../../domain/demo-menu.ts';
import { requireAdmin, type AuthEnv } from '../auth/middleware.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { answer, documented } from '../http/documented.ts';
import { valueOrRefusal } from '../http/outcome.ts';
import type { MenuCache } from './menu-cache.ts';
import { removeDemoMenu } from './remove-demo-menu.ts';

/** The demo menu a new shop starts with, removed by the owner in one step. */
export function demoMenuRoutes(menuCache: MenuCache, runtime: AuthRuntime) {
  const writer = { db: runtime.db, menuCache };
  return new Hono<AuthEnv>().post(
    '/remove',
    documented({
      operationId: 'removeDemoMenu',
      summary: 'Remove the demo menu (admin)',
      description:
        "The demo's dishes, its option groups no other dish offers and its categories left without a dish; nothing the owner added. Removing it again removes nothing.",
      tags: ['Admin'],
      access: 'admin',
      responses: { 200: answer("'Removed the demo menu: <n> dishes, <n> categories and <n> option groups.'", DemoMenuRemovedAnswer) },
    }),
    requireAdmin(runtime),
    async (c) => {
      const removed = valueOrRefusal(await removeDemoMenu(writer));
      return c.json({ success: true as const, data: removed, message: demoMenuRemovedMessage(removed) }, 200, {
        'Cache-Control': 'no-store',
      });
    },
  );
}

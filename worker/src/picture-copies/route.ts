import { Hono } from 'hono';
import { PictureCopiesAnswer } from '../../../domain/contracts/picture-copies.ts';
import { type AuthEnv, requireAdmin } from '../auth/middleware.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { inAskerLanguage } from '../http/answer-language.ts';
import { answer, documented } from '../http/documented.ts';
import { listShownCopies } from './store.ts';

/** What Manage Foods shows beside a product whose picture is being copied from another site, or could not be. */
export function pictureCopyRoutes(runtime: AuthRuntime) {
  return new Hono<AuthEnv>().get(
    '/',
    documented({
      operationId: 'listPictureCopies',
      summary: "Pictures from other sites being copied into the shop's store, or given up (admin)",
      description:
        "A catalogue import queues each product's picture given by another site's address; only copies whose product still shows that address are listed.",
      tags: ['Admin'],
      access: 'admin',
      responses: { 200: answer('The copies, oldest first', PictureCopiesAnswer) },
    }),
    requireAdmin(runtime),
    async (c) => {
      const copies = await listShownCopies(runtime.db);
      const data = copies.map(({ lastError, ...copy }) => ({ ...copy, reason: lastError === null ? null : inAskerLanguage(c, lastError) }));
      return c.json({ success: true as const, data }, 200, { 'Cache-Control': 'no-store' });
    },
  );
}

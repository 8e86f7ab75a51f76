import { Hono } from 'hono';
import { PageAnswer, PageQuery, PageSavedAnswer, SavePageBody } from '../../../domain/contracts/pages.ts';
import type { DefaultPageOptions } from '../../../domain/owner-page-defaults.ts';
import { OWNER_PAGE_MESSAGES, OWNER_PAGE_SLUGS } from '../../../domain/owner-pages.ts';
import { requireAdmin, type AuthEnv } from '../auth/middleware.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { answer, documented, failure, jsonBody, queryOf } from '../http/documented.ts';
import { valueOrRefusal } from '../http/outcome.ts';
import { getPage } from './get-page.ts';
import { savePage } from './save-page.ts';

export interface OwnerPagesRuntime extends AuthRuntime {
  /** What the demo's privacy policy says of analytics (domain/owner-page-defaults.ts). */
  defaults: DefaultPageOptions;
  /** Told after each save (the page servers write the new text into their pages). */
  onPageSaved?: (() => void | Promise<void>) | undefined;
}

const slug = {
  name: 'slug',
  in: 'path',
  required: true,
  description: OWNER_PAGE_SLUGS.join(', '),
  schema: { type: 'string' },
  example: 'about',
} as const;

/** The owner's pages: read by anyone, written by admins. */
export function ownerPageRoutes(runtime: OwnerPagesRuntime) {
  return new Hono<AuthEnv>()
    .get(
      '/:slug',
      documented({
        operationId: 'getPage',
        summary: "One of the owner's pages: About, Contact, Privacy or Terms",
        description:
          "Its title and Markdown as saved, and the HTML the page shows. Until it is saved, the demo's text in the shop's default language, or in the shipped language `lang` names.",
        tags: ['Shop'],
        access: 'public',
        parameters: [slug],
        responses: {
          200: answer('The page', PageAnswer),
          400: failure("'Choose among English, Spanish, French, German, Italian and Arabic.': `lang` is no shipped language"),
          404: failure(`'${OWNER_PAGE_MESSAGES.notFound}'`),
        },
      }),
      queryOf(PageQuery),
      async (c) => {
        const { lang } = c.req.valid('query');
        const page = valueOrRefusal(await getPage(runtime.db, c.req.param('slug'), runtime.defaults, lang));
        return c.json({ success: true as const, data: page }, 200, { 'Cache-Control': 'no-cache' });
      },
    )
    .put(
      '/:slug',
      documented({
        operationId: 'savePage',
        summary: "Save one of the owner's pages (admin)",
        description:
          'Its title and text in Markdown. HTML typed in the text shows as text; links go only to the web, mail, phone or this site. The page shows the new text from its next load.',
        tags: ['Admin'],
        access: 'admin',
        parameters: [slug],
        responses: {
          200: answer(`'${OWNER_PAGE_MESSAGES.saved}'`, PageSavedAnswer),
          400: failure(`'${OWNER_PAGE_MESSAGES.titleRequired}', '${OWNER_PAGE_MESSAGES.markdownTooLong}' and the like`),
          404: failure(`'${OWNER_PAGE_MESSAGES.notFound}'`),
        },
      }),
      requireAdmin(runtime),
      jsonBody(SavePageBody),
      async (c) => {
        const page = valueOrRefusal(await savePage(runtime.db, c.req.param('slug'), c.req.valid('json')));
        // Answered once the pages show the new text, so the next page load has it.
        await runtime.onPageSaved?.();
        return c.json({ success: true as const, data: page, message: OWNER_PAGE_MESSAGES.saved }, 200, { 'Cache-Control': 'no-store' });
      },
    );
}

import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';
import { SHOP_LANGUAGES_MESSAGES } from '../i18n/shop-languages.ts';
import { OWNER_PAGE_SLUGS, OwnerPageInput } from '../owner-pages.ts';
import { dataAnswer, dataAnswerWithMessage } from './envelope.ts';

/**
 * The owner's pages as callers see them: what GET and PUT /api/pages/{slug} read and answer.
 * The route validates with these schemas, the OpenAPI document is generated from them and the
 * admin's screen types its calls by them. The body is the admin form's own schema
 * (../owner-pages.ts), which the browser runs as the owner types.
 */

/** PUT /api/pages/{slug}: the page's title and its text in Markdown. */
export const SavePageBody = OwnerPageInput;
export type SavePageBody = z.input<typeof SavePageBody>;

export const OwnerPageAnswer = z
  .object({
    slug: z.enum(OWNER_PAGE_SLUGS),
    title: z.string().meta({ examples: ['Privacy Policy'] }),
    markdown: z.string().describe("The owner's text; the demo's text until the page is saved"),
    html: z.string().describe('The text as the page shows it: Markdown rendered, no HTML of its own kept, only safe links'),
  })
  .meta({ id: 'OwnerPage' });
export type OwnerPageAnswer = z.infer<typeof OwnerPageAnswer>;

/**
 * GET /api/pages/{slug}?lang=it: the demo's text in that shipped language when the page was never
 * saved; without it, in the shop's default language. A saved page is answered as saved.
 */
export const PageQuery = z.object({
  lang: z
    .enum(LANGUAGES, { error: SHOP_LANGUAGES_MESSAGES.unknown })
    .optional()
    .describe("The language of the demo's text for a page never saved; the shop's default language if left out"),
});
export type PageQuery = z.output<typeof PageQuery>;

/** GET /api/pages/{slug}. */
export const PageAnswer = dataAnswer(OwnerPageAnswer);
export type PageAnswer = z.infer<typeof PageAnswer>;

/** PUT /api/pages/{slug}: the saved page, and the message the admin sees. */
export const PageSavedAnswer = dataAnswerWithMessage(OwnerPageAnswer);
export type PageSavedAnswer = z.infer<typeof PageSavedAnswer>;

import { z } from 'zod';

/**
 * The owner's own pages (docs/product/pages.md): About, Contact, Privacy and Terms, each a title
 * and a text in Markdown. The admin's form and PUT /api/pages/{slug} check the same schema.
 */
export const OWNER_PAGE_SLUGS = ['about', 'contact', 'privacy', 'terms'] as const;
export type OwnerPageSlug = (typeof OWNER_PAGE_SLUGS)[number];

export function isOwnerPageSlug(value: string): value is OwnerPageSlug {
  return (OWNER_PAGE_SLUGS as readonly string[]).includes(value);
}

/**
 * How each page lays out the owner's text once saved: `text` under the title, as the legal pages
 * are; `intro` in the band under the title, above what the page keeps of its own (the Contact
 * page's form and details). `updated`: the page says when it last changed.
 */
export const OWNER_PAGES: Readonly<Record<OwnerPageSlug, { label: string; path: string; layout: 'text' | 'intro'; updated: boolean }>> = {
  about: { label: 'About', path: '/about', layout: 'text', updated: false },
  contact: { label: 'Contact', path: '/contact', layout: 'intro', updated: false },
  privacy: { label: 'Privacy Policy', path: '/privacy', layout: 'text', updated: true },
  terms: { label: 'Terms of Service', path: '/terms', layout: 'text', updated: true },
};

export const OWNER_PAGE_TITLE_MAX_LENGTH = 120;
/** Room for a long privacy policy (the demo's is about 6,000 characters). */
export const OWNER_PAGE_MARKDOWN_MAX_LENGTH = 30_000;

export const OWNER_PAGE_MESSAGES = {
  titleRequired: 'Title is required.',
  titleTooLong: `Title must be at most ${OWNER_PAGE_TITLE_MAX_LENGTH} characters.`,
  markdownRequired: 'The page needs some text.',
  markdownTooLong: `The text must be at most ${OWNER_PAGE_MARKDOWN_MAX_LENGTH.toLocaleString('en-US')} characters.`,
  notFound: `There is no such page: the pages are ${OWNER_PAGE_SLUGS.join(', ')}.`,
  saved: 'Page saved',
  saveFailed: 'Failed to save the page',
  loadFailed: 'Failed to load the page',
} as const;

/** PUT /api/pages/{slug} and the admin's page form. */
export const OwnerPageInput = z.object({
  title: z
    .string({ error: OWNER_PAGE_MESSAGES.titleRequired })
    .trim()
    .min(1, OWNER_PAGE_MESSAGES.titleRequired)
    .max(OWNER_PAGE_TITLE_MAX_LENGTH, OWNER_PAGE_MESSAGES.titleTooLong),
  markdown: z
    .string({ error: OWNER_PAGE_MESSAGES.markdownRequired })
    .refine((text) => text.trim() !== '', OWNER_PAGE_MESSAGES.markdownRequired)
    .refine((text) => text.length <= OWNER_PAGE_MARKDOWN_MAX_LENGTH, OWNER_PAGE_MESSAGES.markdownTooLong),
});
export type OwnerPageInput = z.output<typeof OwnerPageInput>;

/**
 * "November 22, 2026", "22 novembre 2026": the day a page last changed, as the legal pages show
 * it, in the page's language (a language code such as 'it', or a full locale).
 */
export function updatedText(date: Date, locale = 'en-US'): string {
  return date.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/**
 * The classes of the band that holds a page's title and of the container of its text: the built
 * pages (site/src/layouts/TextPage.astro) and the servers' saved pages (worker/src/pages/owner-page-markup.ts)
 * write the same, so a saved page looks like the built one.
 */
export const OWNER_PAGE_CLASSES = {
  band: 'bg-brand-50',
  bandInner: 'mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16',
  heading: 'text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl',
  intro: 'mt-4 max-w-2xl text-lg leading-8 text-ink-muted',
  updated: 'mt-4 text-sm text-ink-muted',
  body: 'mx-auto max-w-6xl px-4 py-10 sm:px-6',
  prose: 'prose-text',
} as const;

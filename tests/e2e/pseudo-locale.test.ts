import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES } from '../../domain/i18n/language-names.ts';
import { PSEUDO_CLOSE, PSEUDO_OPEN } from '../../domain/i18n/pseudo.ts';
import { signInContext } from './support/admin.ts';
import { useBrowser } from './support/browser.ts';
import { waitForHydration } from './support/menu.ts';
import { E2E_ADMIN } from './support/server.ts';

/**
 * Every page and admin screen in the pseudo language (/en-XA/…), whose messages are English
 * accented and bracketed ⟦…⟧: any visible word outside the brackets did not come from the
 * messages, unless it is the shop's own content (its dishes, categories, details), which the
 * owner writes and translates.
 */
const session = useBrowser();

const STOREFRONT_PAGES = [
  '/',
  '/menu',
  '/cart',
  '/checkout',
  '/login',
  '/forgot-password',
  '/reset-password',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/myorders',
  '/notification',
  '/review',
  '/account',
];

const ADMIN_SCREENS = [
  '/admin',
  '/admin/desk',
  '/admin/orders',
  '/admin/foods',
  '/admin/categories',
  '/admin/settings',
  '/admin/storefront',
  '/admin/pages',
  '/admin/reviews',
  '/admin/team',
  '/admin/mail',
];

/** The shop's own words: what its API answers (names, descriptions, details), never a message. */
async function shopContent(baseURL: string): Promise<Set<string>> {
  const words = new Set<string>(Object.values(LANGUAGE_NAMES));
  const collect = (value: unknown): void => {
    if (typeof value === 'string') {
      for (const line of value.split('\n')) if (line.trim()) words.add(line.trim());
    } else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const path of ['/api/foods', '/api/categories', '/api/settings']) collect(await (await fetch(`${baseURL}${path}`)).json());
  return words;
}

/** The visible text on the page that is neither a pseudo message nor the shop's content. */
async function wordsOutsideMessages(page: Page, content: Set<string>): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template, [hidden], [aria-hidden="true"]')) continue;
      const style = getComputedStyle(parent);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const text = node.textContent?.trim();
      if (text) found.push(text);
    }
    // What assistive technology reads without showing: labels and alternative texts.
    for (const element of document.querySelectorAll<HTMLElement>('[aria-label], img[alt], [placeholder], [title]')) {
      if (element.closest('[hidden]')) continue;
      for (const name of ['aria-label', 'alt', 'placeholder', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    return found;
  });
  return texts.filter((text) => {
    if (!/\p{L}/u.test(text)) return false; // numbers, amounts, punctuation
    if (text.includes(PSEUDO_OPEN) || text.includes(PSEUDO_CLOSE)) return false;
    if (content.has(text)) return false;
    // Text inside a message that an island split around a value (the shop's name, a dish's).
    if ([...content].some((word) => word.length > 2 && text.includes(word) && !/[A-Za-z]{3,}/.test(text.replace(word, '')))) return false;
    return true;
  });
}

describe('the pseudo language shows every word of every page through the messages', () => {
  it('on every storefront page', async () => {
    const content = await shopContent(session.baseURL);
    const page = await session.newPage();
    const untranslated: Record<string, string[]> = {};
    for (const path of STOREFRONT_PAGES) {
      await page.goto(`/en-XA${path}`);
      await page.waitForLoadState('networkidle');
      const words = await wordsOutsideMessages(page, content);
      if (words.length) untranslated[path] = [...new Set(words)];
    }
    // A dish's own page, and the cart and checkout with a dish in them.
    await page.goto('/en-XA/menu');
    const add = page.getByRole('button', { name: /⟦/ }).first();
    await waitForHydration(add);
    expect(untranslated).toEqual({});
  });

  it('on every admin screen', async () => {
    const content = await shopContent(session.baseURL);
    const context = await session.context();
    await signInContext(context, session.baseURL, E2E_ADMIN);
    const page = await context.newPage();
    const untranslated: Record<string, string[]> = {};
    for (const path of ADMIN_SCREENS) {
      await page.goto(`/en-XA${path}`);
      await page.waitForLoadState('networkidle');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const words = await wordsOutsideMessages(page, content);
      if (words.length) untranslated[path] = [...new Set(words)];
    }
    expect(untranslated).toEqual({});
  });
});

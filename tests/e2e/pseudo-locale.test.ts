import type { Page } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../../domain/address-format.ts';
import { LANGUAGE_NAMES } from '../../domain/i18n/language-names.ts';
import type { Food } from '../../domain/food.ts';
import { OWNER_PAGE_SLUGS } from '../../domain/owner-pages.ts';
import { signInContext } from './support/admin.ts';
import { POLL, useBrowser } from './support/browser.ts';
import { availableDishes } from './support/checkout.ts';
import { placeOrder, signInBrowser, signUpCustomer } from './support/orders.ts';
import { clickWhenHydrated, fetchFoods } from './support/menu.ts';
import { E2E_ADMIN, type RunningServer, startServer } from './support/server.ts';

/**
 * Every page and admin screen in the pseudo language (/en-XA/…), whose messages are English
 * accented (domain/i18n/pseudo.ts): a visible word still in plain English did not come from the
 * messages, unless it is the shop's own content (its dishes, categories, details and pages, which
 * the owner writes and translates), a brand's own name, or what the browser itself names in
 * English for this made-up language (countries, months).
 */
const session = useBrowser();

// A shop of its own: what other journeys leave on the shared one (their customers, reviews,
// mails) would be content this walk cannot tell from words that bypassed the messages.
let shop: RunningServer;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'doorstep-pseudo-'));
  shop = await startServer(`file:${join(dataDir, 'pseudo.db')}`);
}, 60_000);
afterAll(async () => {
  await shop?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const STOREFRONT_PAGES = [
  '/',
  '/menu',
  '/dish/margherita-pizza',
  '/login',
  '/forgot-password',
  '/reset-password',
  '/account/confirm-email',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/myorders',
  '/notification',
  '/review',
  '/account',
  '/track',
  '/payment-result',
];

const ADMIN_SCREENS = [
  '/admin',
  '/admin/desk',
  '/admin/new-order',
  '/admin/pick',
  '/admin/tabs',
  '/admin/orders',
  '/admin/foods',
  '/admin/categories',
  '/admin/settings',
  '/admin/storefront',
  '/admin/pages',
  '/admin/reviews',
  '/admin/team',
  '/admin/locations',
  '/admin/tables',
  '/admin/mail',
  '/admin/analytics',
  '/admin/reports',
];

/** Names no shop translates: the app stores' and the social networks'. */
const BRAND_NAMES = ['App Store', 'Google Play', 'Facebook', 'Instagram', 'X', 'YouTube'];

/**
 * The shop's own words (what its API answers), the brands' names, and what the browser names in
 * English for a language it does not know: countries, currencies, weekdays and time zones, as the
 * settings list them.
 * Longest first, so a dish's name is taken out of a text before its category's.
 */
async function allowedTexts(page: Page, baseURL: string, extra: string[] = []): Promise<string[]> {
  const shop = await Promise.all(
    ['/api/foods', '/api/categories', '/api/settings'].map(async (path) => (await fetch(`${baseURL}${path}`)).json()),
  );
  const texts = new Set<string>([...Object.values(LANGUAGE_NAMES), ...BRAND_NAMES, ...extra, ...stringsIn(shop)]);
  const intlNames = await page.evaluate((countries) => {
    const regions = new Intl.DisplayNames('en-XA', { type: 'region' });
    const currencies = new Intl.DisplayNames('en-XA', { type: 'currency' });
    const codes = Intl.supportedValuesOf('currency');
    // Time zones by their IANA names, which no language translates.
    const zones = Intl.supportedValuesOf('timeZone');
    const weekday = new Intl.DateTimeFormat('en-XA', { weekday: 'long', timeZone: 'UTC' });
    const weekdays = [0, 1, 2, 3, 4, 5, 6].map((day) => weekday.format(Date.UTC(2024, 0, 7 + day)));
    return [
      ...weekdays,
      ...countries.map((code) => regions.of(code) ?? ''),
      ...codes,
      ...codes.map((code) => currencies.of(code) ?? ''),
      ...zones,
    ];
  }, COUNTRY_CODES);
  for (const name of intlNames) texts.add(name);
  return [...texts].filter(Boolean).sort((a, b) => b.length - a.length);
}

/** The owner's pages as the API answers them (their Markdown), which their pages show in pieces. */
async function ownerPagesMarkdown(baseURL: string): Promise<string[]> {
  const pages = OWNER_PAGE_SLUGS.map(async (slug) => {
    const answer = (await (await fetch(`${baseURL}/api/pages/${slug}`)).json()) as { data: { title: string; markdown: string } };
    return [answer.data.title, answer.data.markdown];
  });
  return (await Promise.all(pages)).flat();
}

/** Where the owner's pages show: their own pages, and the screen that edits them. */
const OWNER_PAGE_PATHS = new Set(['/about', '/contact', '/privacy', '/terms', '/admin/pages']);

/** Every string in an API's answers. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** Plain English words: three ASCII letters in a row, which the pseudo language never leaves. */
const ENGLISH_WORD = /[A-Za-z]{3,}/;
const MONTH =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/g;
const E_MAIL = /\S+@\S+\.\S+/g;
const WEB_ADDRESS = /https?:\/\/\S+/g;
/** An order's reference ('#C00BBB'): six hexadecimal digits, letters or not. */
const ORDER_REFERENCE = /#?\b[0-9A-F]{6}\b/g;

/** The visible (and read-aloud) text on the page that is in plain English and none of the allowed. */
async function wordsOutsideMessages(page: Page, allowed: string[], pageTexts: string[]): Promise<string[]> {
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
    let rest = text.replace(E_MAIL, ' ').replace(WEB_ADDRESS, ' ').replace(ORDER_REFERENCE, ' ').replace(MONTH, ' ');
    if (!ENGLISH_WORD.test(rest)) return false;
    // The shop's content, and on the owner's pages a piece of their Markdown; then messages that
    // wrap the shop's content ('Size (Margherita Pizza)').
    if (allowed.includes(text) || pageTexts.some((markdown) => markdown.includes(text))) return false;
    for (const words of allowed) if (words.length > 1 && rest.includes(words)) rest = rest.replaceAll(words, ' ');
    return ENGLISH_WORD.test(rest);
  });
}

async function walk(page: Page, paths: readonly string[], allowed: string[], ready: (page: Page) => Promise<void>) {
  const markdown = await ownerPagesMarkdown(new URL(page.url()).origin);
  const untranslated: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(`/en-XA${path}`);
    await page.waitForLoadState('networkidle');
    await ready(page);
    const words = await wordsOutsideMessages(page, allowed, OWNER_PAGE_PATHS.has(path) ? markdown : []);
    if (words.length) untranslated[path] = [...new Set(words)];
  }
  return untranslated;
}

describe('the pseudo language shows every word of every page through the messages', () => {
  it('on every storefront page, and the cart and checkout with a dish in them', async () => {
    const page = await (await session.freshContext({ baseURL: shop.baseURL })).newPage();
    await page.goto('/en-XA/');
    const allowed = await allowedTexts(page, shop.baseURL);
    const untranslated = await walk(page, STOREFRONT_PAGES, allowed, async () => {});
    // A dish in the cart, added as on any menu page.
    const [dish] = availableDishes(await fetchFoods(shop.baseURL), 1) as [Food];
    await page.goto('/en-XA/menu');
    await clickWhenHydrated(page.getByRole('article', { name: dish.name, exact: true }).first().getByRole('button').last());
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]').length), POLL).toBe(1);
    const withDish = await walk(page, ['/cart', '/checkout'], allowed, async (shown) => {
      await shown.getByRole('main').getByText(dish.name).first().waitFor();
    });
    Object.assign(untranslated, withDish);
    expect(untranslated).toEqual({});
  });

  it("on every admin screen, and a customer's own orders, with an order placed", async () => {
    const context = await session.freshContext({ baseURL: shop.baseURL });
    await signInContext(context, shop.baseURL, E2E_ADMIN);
    const page = await context.newPage();
    await page.goto('/en-XA/');
    // An order on the desk and in the lists, and the mails it sent.
    const customer = await signUpCustomer(shop.baseURL, 'Pseudo');
    await placeOrder(shop.baseURL, customer, [{ productId: 'margherita-pizza', quantity: 1 }], { method: 'cash' });
    // A mail's subject is known once it is written, just after the order's answer.
    const unwritten = async () => {
      const { data } = (await (await page.request.get('/api/admin/mails')).json()) as { data: { mails: { subject: string | null }[] } };
      return data.mails.filter((mail) => mail.subject === null).length;
    };
    await expect.poll(unwritten, POLL).toBe(0);
    // The signed-in person's name, the shop's coupon codes, its locations' names and addresses,
    // and what customers wrote (names, addresses) or the shop's mails said, in their own languages.
    const answers = await Promise.all(
      ['/api/auth/me', '/api/admin/coupons', '/api/orders?limit=100', '/api/admin/mails', '/api/locations'].map(async (path) =>
        (await page.request.get(path)).json(),
      ),
    );
    const allowed = await allowedTexts(page, shop.baseURL, stringsIn(answers));
    const untranslated = await walk(page, ADMIN_SCREENS, allowed, async (shown) => {
      await shown.getByRole('heading', { level: 1 }).first().waitFor();
    });
    // The customer's My Orders and Notifications, with their order on them.
    const customerContext = await session.freshContext({ baseURL: shop.baseURL });
    await signInBrowser(customerContext, shop.baseURL, customer);
    const customerPage = await customerContext.newPage();
    await customerPage.goto('/en-XA/');
    const own = await walk(customerPage, ['/myorders', '/notification'], allowed, async (shown) => {
      await shown.getByRole('main').getByRole('article').first().waitFor();
    });
    expect({ ...untranslated, ...own }).toEqual({});
  });
});

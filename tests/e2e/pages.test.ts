import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, PHONE, POLL, scrollThrough, useBrowser } from './support/browser.ts';
import { expectCards, fetchFoods, menuSection, namesOf } from './support/menu.ts';

const session = useBrowser();

/**
 * What a visitor should land on from each footer or navigation link: the page's title, its
 * main heading, and for the legal pages the topics they must cover.
 */
const DESTINATIONS: Record<string, { title: RegExp; heading?: RegExp; topics?: RegExp[] }> = {
  '/': { title: /Doorstep/, heading: /^Explore Our Menu$/ },
  '/menu': { title: /Doorstep/, heading: /^Explore Our Menu$/ },
  '/contact': { title: /contact/i },
  '/about': { title: /about/i },
  '/aboutPage': { title: /about/i },
  '/privacy': {
    title: /privacy/i,
    heading: /privacy/i,
    topics: [/collect/i, /\buse\b/i, /securi/i, /cookie/i, /rights/i],
  },
  '/terms': {
    title: /terms/i,
    heading: /terms/i,
    topics: [/using the service|access/i, /order/i, /payment/i, /responsibilit/i, /refund/i, /cancel/i, /change/i],
  },
};
const STATIC_PAGES = ['/contact', '/aboutPage', '/privacy', '/terms'];

describe('footer links and static pages', () => {
  it('the footer links to every page the shop has, each of which answers 200', async () => {
    const page = await session.newPage();
    await page.goto('/');
    const hrefs = await page
      .getByRole('contentinfo')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    // The language switcher links this page in each language the shop offers: /en, /es, /fr …
    const inLanguages = /^\/(?:en|es|fr|de|it|ar)(?:\/|$)/;
    expect(hrefs.filter((href) => inLanguages.test(href)).sort()).toEqual(['/ar', '/de', '/en', '/es', '/fr', '/it']);
    const internal = [...new Set(hrefs.filter((href) => href.startsWith('/') && !inLanguages.test(href)))];
    expect(internal.sort()).toEqual(['/', '/about', '/contact', '/menu', '/privacy', '/terms']);
    for (const path of [...internal, '/aboutPage']) {
      const response = await fetch(`${session.baseURL}${path}`);
      expect(response.status, `GET ${path} (after redirects)`).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    }
  });

  for (const [path, destination] of Object.entries(DESTINATIONS)) {
    it(`${path} shows its heading`, async () => {
      const page = await session.newPage();
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(await page.title()).toMatch(destination.title);
      const h1 = page.getByRole('heading', { level: 1 });
      await h1.first().waitFor();
      expect((await h1.first().textContent())?.trim()).not.toBe('');
      if (destination.heading) await page.getByRole('heading', { name: destination.heading }).first().waitFor();
      if (path === '/menu') {
        const foods = await fetchFoods(session.baseURL);
        await expectCards(menuSection(page), namesOf(foods));
      }
      if (destination.topics) {
        const text = (await page.getByRole('main').textContent()) ?? '';
        for (const topic of destination.topics) expect(text, `${path} covers ${topic}`).toMatch(topic);
      }
    });
  }

  it('a footer link takes the visitor there in the browser', async () => {
    const page = await session.newPage();
    await page.goto('/');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /privacy/i })
      .click();
    await page.waitForURL(/\/privacy\/?$/);
    await page.getByRole('heading', { level: 1, name: /privacy/i }).waitFor();
  });

  it("offers 'Back to top' once the visitor has scrolled, and takes them there", async () => {
    const page = await session.newPage();
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Back to top' });
    expect(await button.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await button.waitFor({ state: 'visible' });
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY), POLL).toBe(0);
    await button.waitFor({ state: 'hidden' });
  });

  it('an unknown page shows the 404 page with status 404', async () => {
    session.allow(/\[http 404\] GET \S+\/no-such-page$/, /status of 404 .*\(\S+\/no-such-page\)$/);
    const page = await session.newPage();
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: /not found|404|can.t find/i }).waitFor();
    expect(
      await page
        .getByRole('main')
        .getByRole('link', { name: /menu|home/i })
        .count(),
    ).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });

  for (const path of STATIC_PAGES) {
    it(`${path} has no accessibility violations`, async () => {
      const page = await session.newPage();
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectNoAxeViolations(page);
    });
  }
});

describe('security', () => {
  for (const path of ['/', '/dish/margherita-pizza', '/api/foods']) {
    it(`${path} carries the security headers`, async () => {
      const response = await fetch(`${session.baseURL}${path}`);
      expect(response.status).toBe(200);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/object-src 'none'/);
      expect(csp).toMatch(/base-uri 'none'/);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBeTruthy();
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    });
  }

  it('the home page runs without a single Content-Security-Policy violation', async () => {
    const context = await session.context();
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as Window & { __cspViolations?: string[] }).__cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}`),
      );
    });
    const page = await context.newPage();
    const foods = await fetchFoods(session.baseURL);
    await page.goto('/');
    await expectCards(menuSection(page), namesOf(foods));
    await scrollThrough(page);
    const violations = await page.evaluate(() => (window as Window & { __cspViolations?: string[] }).__cspViolations ?? []);
    expect(violations).toEqual([]);
    expect(session.problems().filter((problem) => /Content.Security.Policy/i.test(problem))).toEqual([]);
  });
});

/**
 * The invisible box at the top of every storefront page (site/src/components/layout/FontWarmup.astro)
 * sets up each size and weight of text before the page's first paint. One the design starts to use
 * on a phone's first screens and the box lacks would be set up again in the middle of the menu's
 * first layout, the long task the box is there to shorten.
 */
describe('font warm-up', () => {
  it('covers every size and weight of text on the first screens of the storefront, hidden from sight and assistive technology', async () => {
    const page = await session.newPage({ viewport: PHONE });
    for (const path of ['/', '/menu', '/dish/margherita-pizza', '/cart', '/checkout']) {
      await page.goto(path);
      const { warmed, used, box } = await page.evaluate(() => {
        const strike = (element: Element) => {
          const style = getComputedStyle(element);
          return `${style.fontSize} ${style.fontWeight}`;
        };
        const warmup = document.querySelector('[data-font-warmup]')!;
        const rect = warmup.getBoundingClientRect();
        const used = new Set<string>();
        const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = texts.nextNode(); node; node = texts.nextNode()) {
          const element = node.parentElement;
          if (!element || warmup.contains(element) || !node.textContent?.trim()) continue;
          if (!element.checkVisibility({ visibilityProperty: true })) continue;
          const { top, bottom } = element.getBoundingClientRect();
          if (bottom > 0 && top < window.innerHeight * 2) used.add(strike(element));
        }
        return {
          warmed: [...warmup.children].map(strike),
          used: [...used],
          box: {
            width: rect.width,
            height: rect.height,
            hidden: warmup.getAttribute('aria-hidden'),
            visibility: getComputedStyle(warmup).visibility,
          },
        };
      });
      expect(box, path).toEqual({ width: 0, height: 0, hidden: 'true', visibility: 'hidden' });
      expect(
        used.filter((sizeAndWeight) => !warmed.includes(sizeAndWeight)),
        `${path}: sizes and weights the warm-up lacks`,
      ).toEqual([]);
    }
  });
});

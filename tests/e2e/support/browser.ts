import { AxeBuilder } from '@axe-core/playwright';
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../scripts/chromium.ts';
import { visitorAddress } from './server.ts';

/**
 * Debian's Chromium driven by playwright-core: one browser per test file, a fresh context per
 * test. Everything the page reports as going wrong (console errors, uncaught exceptions,
 * Content-Security-Policy violations, failed or 4xx/5xx same-origin requests, any request to
 * another host) fails the test unless the test allowed it because it provoked it on purpose
 *.
 */

export { CHROMIUM_PATH };
const CHROMIUM_ARGS = [...CHROMIUM_FLAGS];

const LOCATOR_TIMEOUT_MS = 10_000;

/** For `expect.poll` (its own default, 1 s, is too short on a busy 2-core machine). */
export const POLL = { timeout: 5_000 } as const;

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 375, height: 740 } as const;

export interface BrowserSession {
  /** The server under test, without a trailing slash. */
  readonly baseURL: string;
  /** A new page in this test's context (a fresh context: empty storage, no cookies). */
  newPage(options?: { viewport?: { width: number; height: number } }): Promise<Page>;
  /** This test's context, created on first use. */
  context(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** Another, independent context in the same test (e.g. a visitor opening a shared link). */
  freshContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** Tolerates problems the test provokes on purpose; matched against the problem's text. */
  allow(...patterns: RegExp[]): void;
  /** What went wrong so far in this test (after allow-listing). */
  problems(): string[];
  /**
   * Closes every context of this test. Call it before stopping a server the test started: a page
   * left open goes on fetching its islands from a server that is gone.
   */
  closeContexts(): Promise<void>;
}

export function useBrowser(): BrowserSession {
  const baseURL = inject('baseURL');
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  let problems: string[] = [];
  let allowed: RegExp[] = [];
  let main: BrowserContext | undefined;

  beforeAll(async () => {
    if (!existsSync(CHROMIUM_PATH)) {
      throw new Error(`e2e: no Chromium at ${CHROMIUM_PATH}. Install Debian's: apt-get install -y chromium`);
    }
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(() => {
    contexts = [];
    main = undefined;
    problems = [];
    allowed = [];
  });
  async function closeContexts(): Promise<void> {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
  }
  afterEach(async () => {
    await closeContexts();
    const unexpected = problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem)));
    expect(unexpected, 'the page reported problems').toEqual([]);
  });

  const record = (problem: string) => problems.push(problem);

  async function freshContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
    if (!browser) throw new Error('useBrowser(): the browser is not running (call useBrowser() at the top of a file)');
    const context = await browser.newContext({
      baseURL,
      viewport: DESKTOP,
      ...options,
      extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress(), ...options.extraHTTPHeaders },
    });
    contexts.push(context);
    // Fail in seconds, not minutes: the page either shows it soon or the test should say so.
    context.setDefaultTimeout(LOCATOR_TIMEOUT_MS);
    const origin = new URL(options.baseURL ?? baseURL).origin;
    const sameOrigin = (url: string) => url.startsWith(`${origin}/`) || url === origin;
    context.on('console', (message) => {
      if (message.type() !== 'error') return;
      const where = message.location().url;
      record(`[console.error] ${message.text()}${where ? ` (${where})` : ''}`);
    });
    context.on('weberror', (error) => record(`[pageerror] ${error.error().message}`));
    // A blocked eval or inline script shows only in DevTools' Issues panel (and costs Lighthouse's
    // best-practices score); the page reports it here as a problem like any other.
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`[csp] ${event.violatedDirective} blocked ${event.blockedURI} in ${event.sourceFile}:${event.lineNumber}`),
      );
    });
    context.on('request', (request) => {
      // Nothing on a page may load from a third-party host (the shop sends nothing to other hosts; this machine could not reach them anyway).
      if (/^https?:/.test(request.url()) && !sameOrigin(request.url())) {
        record(`[third-party] ${request.method()} ${request.url()}`);
      }
    });
    context.on('requestfailed', (request) => {
      const failure = request.failure()?.errorText ?? 'unknown';
      // A reload or a navigation cancels what the old page was still loading: not a fault.
      if (failure === 'net::ERR_ABORTED') return;
      if (sameOrigin(request.url())) record(`[requestfailed] ${request.method()} ${request.url()} ${failure}`);
    });
    context.on('response', (response) => {
      if (response.status() >= 400 && sameOrigin(response.url())) {
        record(`[http ${response.status()}] ${response.request().method()} ${response.url()}`);
      }
    });
    return context;
  }

  async function context(options?: BrowserContextOptions): Promise<BrowserContext> {
    main ??= await freshContext(options);
    return main;
  }

  return {
    baseURL,
    context,
    freshContext,
    closeContexts,
    async newPage(options = {}) {
      return (await context(options.viewport ? { viewport: options.viewport } : {})).newPage();
    },
    allow(...patterns) {
      allowed.push(...patterns);
    },
    problems() {
      return problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem)));
    },
  };
}

/**
 * Runs axe on the page as it is now and fails on any violation (WCAG 2.2 A/AA and axe's best
 * practices), listing each rule with the elements it found. The page is read scrolled to the top
 * (and put back after): the site's header is sticky, and whatever passes under it while the page
 * is scrolled would count as a covered touch target, which a person scrolling never meets.
 */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const scrolled = await page.evaluate(() => {
    const at = { x: window.scrollX, y: window.scrollY };
    window.scrollTo({ left: 0, top: 0, behavior: 'instant' });
    return at;
  });
  const results = await builder.analyze();
  await page.evaluate((at) => window.scrollTo({ left: at.x, top: at.y, behavior: 'instant' }), scrolled);
  const report = results.violations.map(
    (violation) =>
      `${violation.impact ?? 'unknown'} ${violation.id}: ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`)
        .join('\n'),
  );
  expect(report, `axe violations on ${page.url()}`).toEqual([]);
}

/** Scrolls to the bottom and back so lazy islands hydrate and once-only scroll animations finish. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((done) => setTimeout(done, 60));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.waitForTimeout(1_200); // the category tiles animate in over 1000 ms
}

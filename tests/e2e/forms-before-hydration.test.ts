import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '../../domain/review-form.ts';
import { createAccount, newUser, toastWith, userMenuButton } from './support/auth.ts';
import { useBrowser } from './support/browser.ts';
import { waitForHydration } from './support/menu.ts';
import { signInBrowser, signUpCustomer } from './support/orders.ts';

/**
 * A person on a slow phone types as soon as a form shows, before its island has hydrated. Each
 * test holds the page's JavaScript (so the typing surely comes first), types at 6× CPU slowdown,
 * lets the JavaScript run, then submits: what was typed must be what is used.
 *
 * Forms that exist only once their island runs cannot be typed into earlier, so they are not
 * here: Account Settings and Checkout (drawn once the session or the cart is known), the login
 * dialog and the admin's forms (opened by a click, or drawn after their data loads).
 */
const session = useBrowser();
const HYDRATION_TIMEOUT_MS = 30_000;

/** Holds every script of the page until `release()`; the HTML and styles arrive as usual. */
async function holdScripts(page: Page): Promise<{ release(): void }> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/_astro\/.*\.js$/, (route) => (released ? route.continue() : void held.push(route)));
  return {
    release() {
      released = true;
      for (const route of held.splice(0)) void route.continue();
    },
  };
}

/** A page at 6× CPU slowdown with its scripts held, opened at `path` as soon as the HTML arrives. */
async function openEarly(path: string, page?: Page): Promise<{ page: Page; release(): void }> {
  const target = page ?? (await session.newPage());
  const cdp = await target.context().newCDPSession(target);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  const scripts = await holdScripts(target);
  await target.goto(path, { waitUntil: 'commit' });
  return { page: target, release: scripts.release };
}

describe('forms keep what was typed before the page was ready', () => {
  it('signs in with the e-mail and password typed into /login before it hydrated', async () => {
    const user = newUser('Early');
    await createAccount(session.baseURL, user);
    const { page, release } = await openEarly('/login');
    const form = page.getByRole('main').locator('form');
    await form.getByLabel('Email').pressSequentially(user.email);
    await form.getByLabel('Password', { exact: true }).pressSequentially(user.password);
    release();
    const submit = form.getByRole('button', { name: 'Log in' });
    await waitForHydration(submit, HYDRATION_TIMEOUT_MS);
    expect(await form.getByLabel('Email').inputValue()).toBe(user.email);
    await submit.click();
    await userMenuButton(page, user.name).waitFor({ timeout: HYDRATION_TIMEOUT_MS });
  });

  it('posts the stars and words given on /review before it hydrated', async () => {
    const writer = await signUpCustomer(session.baseURL, 'Early Reviewer');
    const context = await session.context();
    await signInBrowser(context, session.baseURL, writer);
    const { page, release } = await openEarly('/review', await context.newPage());
    const form = page.getByRole('form', { name: 'Write a Review' });
    const words = `Came hot and early. ${writer.userId.slice(0, 8)}`;
    await form.getByRole('radio', { name: '4 stars' }).check();
    await form.getByLabel('Your review', { exact: true }).pressSequentially(words);
    release();
    const submit = form.getByRole('button', { name: 'Submit Review' });
    await waitForHydration(submit, HYDRATION_TIMEOUT_MS);
    // The session is known once the island has asked for it.
    await expect
      .poll(() => form.getByLabel('Your name', { exact: true }).inputValue(), { timeout: HYDRATION_TIMEOUT_MS })
      .toBe(writer.user.name);
    await submit.click();
    await toastWith(page, REVIEW_MESSAGES.submitted).waitFor({ timeout: HYDRATION_TIMEOUT_MS });
    const card = page
      .getByRole('region', { name: 'User Feedback' })
      .getByRole('article', { name: writer.user.name })
      .filter({ hasText: words });
    await card.getByText('Rated 4 out of 5 stars').waitFor({ timeout: HYDRATION_TIMEOUT_MS });
  });

  it('opens the contact draft with the name, e-mail and message typed before /contact hydrated', async () => {
    // Chromium headless has no mail app: opening the draft is reported, not an error of ours.
    session.allow(/Failed to launch 'mailto:/);
    const { page, release } = await openEarly('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Your name').pressSequentially('Early Visitor');
    await form.getByLabel('Your e-mail address').pressSequentially('early@example.com');
    await form.getByLabel('Message').pressSequentially('Do you cater for forty?');
    release();
    const submit = form.getByRole('button', { name: 'Send message' });
    await waitForHydration(submit, HYDRATION_TIMEOUT_MS);
    await submit.click();
    await form.getByText('Your mail app should now open with your message to', { exact: false }).waitFor({ timeout: HYDRATION_TIMEOUT_MS });
    expect(await form.getByLabel('Message').inputValue()).toBe('Do you cater for forty?');
  });

  it('subscribes with the e-mail typed into the footer before the home page hydrated', async () => {
    session.allow(/Failed to launch 'mailto:/);
    const { page, release } = await openEarly('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Your e-mail address').pressSequentially('news@example.com');
    release();
    const subscribe = footer.getByRole('button', { name: 'Subscribe' });
    await waitForHydration(subscribe, HYDRATION_TIMEOUT_MS);
    await subscribe.click();
    await footer.getByText('Your mail app should open with the request ready to send.').waitFor({ timeout: HYDRATION_TIMEOUT_MS });
  });
});

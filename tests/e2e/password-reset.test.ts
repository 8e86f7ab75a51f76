import type { Locator, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AUTH_ERRORS, AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from '../../domain/auth.ts';
import { PASSWORD_RESET_MESSAGES, RESETS_PER_EMAIL_PER_HOUR } from '../../domain/password-reset.ts';
import { logInWithDialog, logOutFromMenu, newUser, toastWith, userMenuButton } from './support/auth.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { waitForMail, type Mail } from './support/mailbox.ts';
import { waitForHydration } from './support/menu.ts';
import { signUpCustomer } from './support/orders.ts';
import { visitorAddress } from './support/server.ts';
import { translator } from '../../domain/i18n/tables.ts';

/** What an English page and an answer without Accept-Language say. */
const english = translator('en');

/**
 * A customer who forgot their password: from "Forgot your password?" on /login to the mail the
 * shop really sent, the link in it, the new password, and signing in with it.
 */
const session = useBrowser();

/** The reset link a mail carries, as a path on the server under test. */
function resetPathIn(mail: Mail): string {
  const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeDefined();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

async function askResetThroughApi(email: string): Promise<number> {
  const response = await fetch(`${session.baseURL}/api/auth/password-reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: session.baseURL, 'X-Forwarded-For': visitorAddress() },
    body: JSON.stringify({ email }),
  });
  return response.status;
}

/** What GET /api/auth/me answers the holder of this session cookie. */
async function meStatus(cookie: string): Promise<number> {
  return (await fetch(`${session.baseURL}/api/auth/me`, { headers: { Cookie: cookie, 'X-Forwarded-For': visitorAddress() } })).status;
}

async function openResetPage(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  const main = page.getByRole('main');
  await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
  await waitForHydration(main.getByRole('button', { name: 'Set new password' }));
  return main;
}

describe('forgot password', () => {
  it('mails a link from /login, sets the new password with it, signs in with that, and the link works once', async () => {
    // Signed up through the API: that session stays open elsewhere (another device, say).
    const { user, cookie } = await signUpCustomer(session.baseURL, 'Forgetful');
    expect(await meStatus(cookie)).toBe(200);
    const page = await session.newPage();
    await page.goto('/');
    await logInWithDialog(page, user);
    await logOutFromMenu(page, user.name);

    // /login: the e-mail typed there comes along to /forgot-password.
    await page.goto('/login');
    const main = page.getByRole('main');
    await waitForHydration(main.getByLabel('Email'));
    await main.getByLabel('Email').fill(user.email);
    await main.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
    const send = main.getByRole('button', { name: 'Send reset link' });
    await waitForHydration(send);
    expect(await main.getByLabel('Email').inputValue()).toBe(user.email);
    await send.click();
    const sent = main.getByRole('status').filter({ hasText: PASSWORD_RESET_MESSAGES.requested });
    await sent.waitFor();
    await expect.poll(() => isFocused(sent), POLL).toBe(true);

    // The mail the shop really sent, and its link.
    const mail = await waitForMail(user.email, (received) => /reset your password/i.test(received.subject));
    const resetPath = resetPathIn(mail);
    const form = await openResetPage(page, resetPath);
    await form.getByText(`at least ${PASSWORD_MIN_LENGTH} characters`).waitFor();
    const password = form.getByLabel('New password', { exact: true });
    const confirm = form.getByLabel('Confirm new password', { exact: true });
    const submit = form.getByRole('button', { name: 'Set new password' });

    // The token leaves the address bar once the page has read it.
    await expect.poll(() => new URL(page.url()).search, POLL).toBe('');

    // The browser checks the rules first: too short, then the copies differ.
    await password.fill('short');
    await confirm.fill('short');
    await submit.click();
    await form.getByText(english(AUTH_ERRORS.passwordTooShort)).waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => isFocused(password), POLL).toBe(true);
    const newPassword = `new-${user.password}`;
    await password.fill(newPassword);
    await confirm.fill(`${newPassword}!`);
    await submit.click();
    await form.getByText(english(AUTH_ERRORS.passwordsDontMatch)).waitFor();
    await expect.poll(() => isFocused(confirm), POLL).toBe(true);

    await confirm.fill(newPassword);
    await submit.click();
    const changed = form.getByRole('status').filter({ hasText: PASSWORD_RESET_MESSAGES.changed });
    await changed.waitFor();
    await expect.poll(() => isFocused(changed), POLL).toBe(true);
    await expectNoAxeViolations(page);
    expect(await meStatus(cookie), 'the other session has ended').toBe(401);

    // Sign in with the new password on /login.
    await changed.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await waitForHydration(main.getByLabel('Email'));
    await main.getByLabel('Email').fill(user.email);
    await main.getByLabel('Password', { exact: true }).fill(newPassword);
    await main.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await toastWith(page, AUTH_MESSAGES.loggedIn).waitFor();
    await userMenuButton(page, user.name).waitFor();

    // The same link again: the server refuses it, and the page offers a new one.
    session.allow(/\[http 400\] POST .*\/api\/auth\/password-reset\/confirm/, /status of 400/);
    const again = await openResetPage(page, resetPath);
    await again.getByLabel('New password', { exact: true }).fill('another-password-1');
    await again.getByLabel('Confirm new password', { exact: true }).fill('another-password-1');
    await again.getByRole('button', { name: 'Set new password' }).click();
    const refused = again.getByRole('alert').filter({ hasText: english(PASSWORD_RESET_MESSAGES.linkInvalid) });
    await refused.waitFor();
    await expect.poll(() => isFocused(refused), POLL).toBe(true);
    expect(await refused.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('checks the address in the browser, and says so clearly when too many links were asked for', async () => {
    const email = newUser('Flooded').email;
    for (let attempt = 0; attempt < RESETS_PER_EMAIL_PER_HOUR; attempt++) expect(await askResetThroughApi(email)).toBe(200);
    const page = await session.newPage();
    await page.goto('/forgot-password');
    const main = page.getByRole('main');
    const field = main.getByLabel('Email');
    const send = main.getByRole('button', { name: 'Send reset link' });
    await waitForHydration(send);

    await field.fill('not-an-address');
    await send.click();
    await main.getByText(english(AUTH_ERRORS.emailInvalid)).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => isFocused(field), POLL).toBe(true);
    await expectNoAxeViolations(page);

    session.allow(/\[http 429\] POST .*\/api\/auth\/password-reset/, /status of 429/);
    await field.fill(email);
    await send.click();
    const refused = main.getByRole('alert').filter({ hasText: english(PASSWORD_RESET_MESSAGES.tooMany) });
    await refused.waitFor();
    await expect.poll(() => isFocused(refused), POLL).toBe(true);
    expect(await main.getByText(PASSWORD_RESET_MESSAGES.requested).count()).toBe(0);
  });

  it('says a link without its token is incomplete, and points to a new one', async () => {
    const page = await session.newPage();
    await page.goto('/reset-password');
    const main = page.getByRole('main');
    await main.getByText('This link is incomplete', { exact: false }).waitFor();
    expect(await main.getByRole('link', { name: 'ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
    expect(await main.getByLabel('New password', { exact: true }).count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it('keeps both pages out of search results, and has no axe violations on either', async () => {
    const page = await session.newPage();
    for (const path of ['/forgot-password', '/reset-password?token=not-a-real-token']) {
      await page.goto(path);
      await waitForHydration(page.getByRole('main').getByRole('button'));
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      await expectNoAxeViolations(page);
    }
  });

  it('keeps the e-mail typed into /forgot-password before the page was ready', async () => {
    const page = await session.newPage();
    // The page's scripts wait until the typing is done (as in forms-before-hydration.test.ts).
    const held: Route[] = [];
    let released = false;
    await page.route(/\/_astro\/.*\.js$/, (route) => (released ? route.continue() : void held.push(route)));
    await page.goto('/forgot-password?email=from-login%40example.test', { waitUntil: 'commit' });
    const field = page.getByRole('main').getByLabel('Email');
    await field.pressSequentially('typed-early@example.test');
    released = true;
    for (const route of held.splice(0)) void route.continue();
    await waitForHydration(page.getByRole('main').getByRole('button', { name: 'Send reset link' }), 30_000);
    expect(await field.inputValue()).toBe('typed-early@example.test');
  });
});

import { describe, expect, it } from 'vitest';
import { translator } from '../../domain/i18n/tables.ts';
import type { Order } from '../../domain/order.ts';
import { orderReference } from '../../domain/order-status.ts';
import { orderBody } from '../factories/orders.ts';
import { newUser } from './support/auth.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { waitForHydration } from './support/menu.ts';
import { type ApiSession, placeOrder, signInBrowser, signUpCustomer } from './support/orders.ts';
import { visitorAddress } from './support/server.ts';

const session = useBrowser();
const es = translator('es');
const ar = translator('ar');

/** The same person signed in through the API, to place an order quickly. */
async function apiSignIn(user: ApiSession['user']): Promise<ApiSession> {
  const response = await fetch(`${session.baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: session.baseURL, 'X-Forwarded-For': visitorAddress() },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { userId: string } };
  const cookie = response.headers.getSetCookie().find((header) => header.startsWith('doorstep_session='));
  return { user, userId: data.userId, cookie: cookie!.split(';')[0]! };
}

describe('the account, orders and tracking in the page language', () => {
  it('signs up and in on a Spanish page, and lists the orders in Spanish', async () => {
    const user = newUser('Spanish');
    const page = await session.newPage();
    await page.goto('/es/');
    // The header's account corner (its navigation's own name is the layout's words, not ours).
    const nav = page.locator('.account-corner');
    const login = nav.getByRole('button', { name: es('auth.login'), exact: true });
    await waitForHydration(login);
    await login.click();

    const dialog = page.getByRole('dialog');
    // The toast region, not its screen-reader twin that repeats each message.
    const toasts = page.getByRole('region', { name: es('shop.toasts') });
    await dialog.getByRole('heading', { name: es('auth.logInHeading') }).waitFor();
    await dialog.getByRole('button', { name: es('auth.signUpHeading'), exact: true }).click();
    await dialog.getByRole('heading', { name: es('auth.signUpHeading') }).waitFor();
    // Nothing typed: the shared rules speak Spanish by their fields.
    await dialog.getByRole('button', { name: es('auth.signUpSubmit'), exact: true }).click();
    await dialog.getByText(es('auth.nameRequired'), { exact: true }).waitFor();
    await dialog.getByText(es('auth.passwordTooShort'), { exact: true }).waitFor();

    await dialog.getByLabel(es('auth.fullName')).fill(user.name);
    await dialog.getByLabel(es('auth.email')).fill(user.email);
    await dialog.getByLabel(es('auth.password')).fill(user.password);
    await dialog.getByRole('button', { name: es('auth.signUpSubmit'), exact: true }).click();
    await toasts.getByText(es('auth.accountCreated'), { exact: true }).waitFor();

    const menuButton = nav.getByRole('button', { name: user.name, exact: true });
    await menuButton.click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem').first().waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([es('auth.myOrders'), es('auth.manageAccount'), es('auth.logout')]);
    expect(await menu.getByRole('menuitem', { name: es('auth.myOrders') }).getAttribute('href')).toBe('/es/myorders');
    await menu.getByRole('menuitem', { name: es('auth.logout') }).click();
    await nav.getByRole('button', { name: es('auth.login'), exact: true }).waitFor();

    // Back in, with a wrong password first: the server answers in Spanish too.
    session.allow(/\[http 401\] POST .*\/api\/auth\/login/, /status of 401/);
    await waitForHydration(login);
    await login.click();
    await dialog.getByLabel(es('auth.email')).fill(user.email);
    await dialog.getByLabel(es('auth.password')).fill(`${user.password}-wrong`);
    await dialog.getByRole('button', { name: es('auth.logInSubmit'), exact: true }).click();
    await dialog.getByRole('alert').getByText(es('auth.invalidCredentials'), { exact: true }).waitFor();
    await dialog.getByLabel(es('auth.password')).fill(user.password);
    await dialog.getByRole('button', { name: es('auth.logInSubmit'), exact: true }).click();
    await toasts.getByText(es('auth.loggedIn'), { exact: true }).waitFor();
    await menuButton.waitFor();

    const order = await placeOrder(session.baseURL, await apiSignIn(user), [{ productId: 'margherita-pizza', quantity: 1 }], {
      method: 'cash',
    });
    await page.goto('/es/myorders');
    const card = page.getByRole('article', { name: es('orders.orderHeading', { reference: orderReference(order._id) }), exact: true });
    await card.waitFor(POLL);
    expect((await card.locator('[data-status-kind="order"]').textContent())?.trim()).toBe(es('orders.statusPending'));
    expect((await card.locator('[data-status-kind="payment"]').textContent())?.trim()).toBe(es('orders.paymentPending'));
    await card.getByText(es('orders.paymentMethod'), { exact: true }).waitFor();
    await card.getByRole('button', { name: es('orders.orderAgainLabel', { reference: orderReference(order._id) }) }).waitFor();
  });

  it('follows a guest order on an Arabic page, right to left, with Arabic status names', async () => {
    const placed = await fetch(`${session.baseURL}/api/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: session.baseURL, 'X-Forwarded-For': visitorAddress() },
      body: JSON.stringify(
        orderBody({ phone: undefined, guest: { name: 'Layla Guest', email: 'layla@track.test', phone: '(217) 555-0199' } }),
      ),
    });
    expect(placed.status).toBe(201);
    const { data: order, trackingUrl } = (await placed.json()) as { data: Order; trackingUrl: string };

    const page = await session.newPage();
    await page.goto(`/ar${new URL(trackingUrl).pathname}`);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    const card = page.getByRole('article', { name: ar('orders.orderHeading', { reference: orderReference(order._id) }), exact: true });
    await card.waitFor(POLL);
    expect((await card.locator('[data-status-kind="order"]').textContent())?.trim()).toBe(ar('orders.statusPending'));
    expect((await card.locator('[data-status-kind="payment"]').textContent())?.trim()).toBe(ar('orders.paymentPending'));
  });

  it('shows an Arabic My Orders that axe finds nothing wrong with', async () => {
    const customer = await signUpCustomer(session.baseURL, 'Arabic');
    const order = await placeOrder(session.baseURL, customer, [{ productId: 'margherita-pizza', quantity: 1 }], { method: 'cash' });
    await signInBrowser(await session.context(), session.baseURL, customer);
    const page = await session.newPage();
    await page.goto('/ar/myorders');
    await page
      .getByRole('article', { name: ar('orders.orderHeading', { reference: orderReference(order._id) }), exact: true })
      .waitFor(POLL);
    await expectNoAxeViolations(page);
  });

  it("keeps the language a signed-in customer chooses on their account, so the shop's mails follow it", async () => {
    const customer = await signUpCustomer(session.baseURL, 'Chooser');
    const context = await session.context();
    await signInBrowser(context, session.baseURL, customer);
    const page = await context.newPage();
    const accountLanguage = async () =>
      ((await (await page.request.get('/api/auth/me')).json()) as { data: { language: string | null } }).data.language;
    await page.goto('/it/menu');
    await expect.poll(accountLanguage, POLL).toBe('it');
    // Choosing Spanish in the footer moves the account along.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Español', exact: true }).click();
    await page.waitForURL(/\/es\/menu$/);
    await expect.poll(accountLanguage, POLL).toBe('es');
  });
});

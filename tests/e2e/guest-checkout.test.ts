import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../domain/checkout.ts';
import type { Food } from '../../domain/food.ts';
import { GUEST_MESSAGES } from '../../domain/guest-checkout.ts';
import type { Order } from '../../domain/order.ts';
import { logInAsAdminThroughPage } from './support/admin.ts';
import { loginDialog, newUser, openLoginDialog, toastWith, userMenuButton } from './support/auth.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { expectSaidAtOnce, fillAddress, placeOrderButton } from './support/checkout.ts';
import { waitForMail } from './support/mailbox.ts';
import { addableFromCard, cartLineCount, fetchFoods, waitForHydration } from './support/menu.ts';
import { badgeOf, orderArticle, signInAdmin, type ApiSession } from './support/orders.ts';
import { visitorAddress } from './support/server.ts';
import { translator } from '../../domain/i18n/tables.ts';

/** The rules give message keys; these pages are in English. */
const english = translator('en');

/**
 * Ordering without an account: a visitor checks out as a guest, follows the order at its private
 * link (the page updates on its own), gets the link by mail, and finds the order in My Orders
 * after signing up with that e-mail. The owner can turn guest checkout off.
 */

const session = useBrowser();
/** The tracking page asks every 15 s; a change must show within that and one answer. */
const LIVE_UPDATE_MS = 20_000;

let admin: ApiSession;
let dish: Food;

async function api(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${session.baseURL}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Origin: session.baseURL, 'X-Forwarded-For': visitorAddress(), Cookie: admin.cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function setGuestCheckout(allowed: boolean): Promise<void> {
  const response = await api('PUT', '/api/settings', { guestCheckout: allowed });
  expect(response.status, `PUT /api/settings ${await response.clone().text()}`).toBe(200);
}

beforeAll(async () => {
  admin = await signInAdmin(session.baseURL);
  [dish] = (await fetchFoods(session.baseURL)).filter(addableFromCard) as [Food];
  await setGuestCheckout(true);
});
afterAll(async () => {
  if (admin) await setGuestCheckout(true);
});

describe('guest checkout', () => {
  it('orders without an account, follows the order live at its link, gets it by mail, and keeps it after signing up', async () => {
    const guest = newUser('Guest');
    const page = await session.newPage();

    // A dish into the cart, as any visitor would.
    await page.goto(`/dish/${dish._id}`);
    const add = page.getByRole('main').getByRole('button', { name: /^Add to Cart/ });
    await waitForHydration(add);
    await add.click();
    await expect.poll(() => cartLineCount(page), POLL).toBe(1);

    await page.goto('/checkout');
    const main = page.getByRole('main');
    const asGuest = main.getByRole('button', { name: 'Continue as guest' });
    await waitForHydration(asGuest);
    await asGuest.click();
    const details = main.getByRole('group', { name: 'Continue as guest' });
    // The cursor goes to the first of the guest's fields.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), POLL).toBe('checkout-guest-name');
    // Logging in is still offered.
    await main.getByRole('button', { name: 'Login', exact: true }).waitFor();
    await fillAddress(page);
    await details.getByLabel('Name', { exact: true }).fill(guest.name);
    const email = details.getByLabel('Email', { exact: true });
    await email.fill('gus@');
    expect(await email.getAttribute('autocomplete')).toBe('email');
    expect(await details.getByLabel('Name', { exact: true }).getAttribute('autocomplete')).toBe('name');
    expect(await details.getByLabel('Phone', { exact: true }).getAttribute('autocomplete')).toBe('tel');

    // The e-mail is wrong: said by the field and read out, with the focus on it; nothing is sent.
    let sent = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders') sent += 1;
    });
    await placeOrderButton(page).click();
    await expectSaidAtOnce(page, english(GUEST_MESSAGES.emailInvalid));
    await details.getByText(english(GUEST_MESSAGES.emailInvalid), { exact: true }).waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), POLL).toBe('checkout-guest-email');
    expect(sent).toBe(0);
    await expectNoAxeViolations(page);

    await email.fill(guest.email);
    await expect.poll(() => details.getByText(english(GUEST_MESSAGES.emailInvalid)).count(), POLL).toBe(0);
    expect(await main.getByRole('radio', { name: 'Cash on Delivery' }).isChecked()).toBe(true);
    await placeOrderButton(page).click();

    // The order's own page: its private link, with the order waiting for the shop.
    await page.waitForURL((url) => url.pathname.startsWith('/track/'), { timeout: 15_000 });
    await toastWith(page, english('checkout.placed')).waitFor();
    const trackingUrl = page.url();
    const token = new URL(trackingUrl).pathname.split('/')[2]!;
    const order = ((await (await fetch(`${session.baseURL}/api/track/${token}`)).json()) as { data: Order }).data;
    const card = orderArticle(page, order);
    await card.getByText(dish.name, { exact: true }).waitFor();
    expect(await badgeOf(card, 'order')).toEqual({ text: 'Pending confirmation', tone: 'yellow' });
    expect(await cartLineCount(page)).toBeFalsy();
    await expectNoAxeViolations(page);

    // The shop accepts it: the page shows it on its own (a reload would lose the mark).
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    const accepted = await api('POST', `/api/orders/${order._id}/accept`, { prepMinutes: 20 });
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    await expect.poll(() => card.getByText(/^Accepted — /).count(), { timeout: LIVE_UPDATE_MS, interval: 250 }).toBe(1);
    expect(await badgeOf(card, 'order')).toEqual({ text: 'Being prepared', tone: 'blue' });
    expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);

    // The confirmation mail carries the same link.
    const mail = await waitForMail(guest.email, (received) => received.text.includes(trackingUrl));
    expect(mail.html).toContain(trackingUrl);

    // Signing up with that e-mail (from the tracking page itself) brings the order into My Orders.
    const dialog = await openLoginDialog(page);
    await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
    await dialog.getByLabel('Full name').fill(guest.name);
    await dialog.getByLabel('Email').fill(guest.email);
    await dialog.getByLabel('Password').fill(guest.password);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await toastWith(page, 'Account created!').waitFor();
    await userMenuButton(page, guest.name).waitFor();
    await page.goto('/myorders');
    await orderArticle(page, order).waitFor();
  });

  it('asks everyone to log in once the owner turns guest checkout off in Settings', async () => {
    try {
      const owner = await (await session.freshContext()).newPage();
      await logInAsAdminThroughPage(owner, '/admin/settings');
      const allowed = owner.getByRole('checkbox', { name: 'Let people order without an account' });
      await waitForHydration(allowed);
      expect(await allowed.isChecked()).toBe(true);
      await allowed.uncheck();
      await owner.getByRole('button', { name: 'Save guest checkout' }).click();
      await toastWith(owner, 'Guest checkout saved').waitFor();
      const settings = (await (await fetch(`${session.baseURL}/api/settings`)).json()) as { data: { guestCheckout: boolean } };
      expect(settings.data.guestCheckout).toBe(false);

      const page = await session.newPage();
      await page.goto('/checkout');
      const main = page.getByRole('main');
      await main.getByText(english(CHECKOUT_MESSAGES.notSignedIn), { exact: true }).waitFor();
      expect(await main.getByRole('group', { name: 'Continue as guest' }).count()).toBe(0);
      expect(await main.getByRole('button', { name: 'Continue as guest' }).count()).toBe(0);
      const place = placeOrderButton(page);
      await waitForHydration(place);
      await place.click();
      await toastWith(page, english(CHECKOUT_MESSAGES.notSignedIn)).waitFor();
      await loginDialog(page).getByRole('heading', { name: 'Log in' }).waitFor();
    } finally {
      await setGuestCheckout(true);
    }
  });

  it('says plainly when a tracking link leads nowhere', async () => {
    const page = await session.newPage();
    session.allow(/\[http 404\] GET .*\/api\/track\//, /status of 404/);
    await page.goto(`/track/${'x'.repeat(43)}`);
    await page.getByRole('main').getByText(english(GUEST_MESSAGES.trackingNotFound), { exact: true }).waitFor();
    await expectNoAxeViolations(page);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Food } from '../../domain/food.ts';
import { translator } from '../../domain/i18n/tables.ts';
import type { Order } from '../../domain/order.ts';
import { orderReference } from '../../domain/order-status.ts';
import { startSmtpInbox } from '../factories/smtp-inbox.ts';
import { createAccount, newUser } from './support/auth.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { availableDishes, cartLinesOf, openWithCart } from './support/checkout.ts';
import { clickWhenHydrated, fetchFoods, waitForHydration } from './support/menu.ts';
import { signInAdmin } from './support/orders.ts';
import { startServer, visitorAddress } from './support/server.ts';

const session = useBrowser();
const arabic = translator('ar');
const italian = translator('it');

const isPath = (path: string) => (url: URL) => url.pathname.replace(/\/$/, '') === path;

describe('the cart and checkout in Arabic', () => {
  it('takes an order from /ar/menu through /ar/cart and /ar/checkout, right to left, in Arabic', async () => {
    // The demo's dishes are named in Arabic there.
    const [dish] = availableDishes(await fetchFoods(session.baseURL, 'ar'), 1) as [Food];
    const page = await session.newPage();
    const customer = newUser('Arabic');
    await createAccount(session.baseURL, customer);

    // The menu's own words are another area's; the dish is added as on any menu page.
    await page.goto('/ar/menu');
    const card = page.getByRole('article', { name: dish.name, exact: true }).first();
    await clickWhenHydrated(card.getByRole('button').last());
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]').length), POLL).toBe(1);

    await page.goto('/ar/cart');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: arabic('cart.heading'), level: 1 }).waitFor();
    await main.getByRole('heading', { name: arabic('cart.summaryHeading') }).waitFor();
    await main.getByRole('button', { name: arabic('cart.removeDish', { dish: dish.name }) }).waitFor();
    await main.getByText(arabic('cart.itemCount', { count: 1 }), { exact: true }).waitFor();
    await main.getByText(arabic('cart.total'), { exact: true }).waitFor();
    await clickWhenHydrated(main.getByRole('link', { name: arabic('cart.proceed') }));
    await page.waitForURL(isPath('/ar/checkout'));

    await page.getByRole('heading', { name: arabic('checkout.heading'), level: 1 }).waitFor();
    await main.getByRole('heading', { name: arabic('checkout.yourDetails') }).waitFor();
    // The checkout's button opens the sign-in dialog, in Arabic too.
    await clickWhenHydrated(main.getByRole('button', { name: arabic('checkout.logIn') }));
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(arabic('auth.email'), { exact: true }).fill(customer.email);
    await dialog.getByLabel(arabic('auth.password'), { exact: true }).fill(customer.password);
    await dialog.getByRole('button', { name: arabic('auth.logInSubmit'), exact: true }).click();
    await main.getByText(customer.email, { exact: true }).waitFor();
    await main.getByRole('heading', { name: arabic('checkout-payment.heading') }).waitFor();
    const cash = main.getByRole('radio', { name: arabic('checkout-payment.method', { method: 'cash' }) });
    await waitForHydration(cash);
    expect(await cash.isChecked()).toBe(true);
    await expectNoAxeViolations(page);

    // The address fields are rebuilt per country elsewhere; they are filled by their ids here.
    await main.locator('#checkout-street').fill('12 Curry Lane');
    await main.locator('#checkout-city').fill('Springfield');
    await main.locator('#checkout-state').fill('Illinois');
    await main.locator('#checkout-zipCode').fill('62704');
    // A rule's refusal is said in Arabic too: delivery needs a phone number.
    await main.getByRole('button', { name: arabic('checkout.placeOrder') }).click();
    await main.getByText(arabic('checkout-rules.phoneMissing'), { exact: true }).first().waitFor();
    await main.getByLabel(arabic('checkout.phone'), { exact: true }).fill('(217) 555-0199');
    await main.getByRole('button', { name: arabic('checkout.placeOrder') }).click();

    await page.waitForURL(isPath('/ar/myorders'));
    await page.getByText(arabic('checkout.placed'), { exact: true }).first().waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  });
});

describe('a guest ordering in Italian', () => {
  it('orders on /it/checkout without an account and gets the confirmation mail in Italian', async () => {
    // A shop of its own in Italy, with its own mailbox: the shared one stays in the United States.
    const dir = mkdtempSync(join(tmpdir(), 'doorstep-italian-guest-'));
    const inbox = await startSmtpInbox();
    const server = await startServer(`file:${join(dir, 'italian-guest.db')}`, {
      SMTP_URL: inbox.url,
      MAIL_FROM: 'Doorstep E2E <orders@doorstep.example>',
    });
    try {
      const admin = await signInAdmin(server.baseURL);
      const saved = await fetch(`${server.baseURL}/api/settings`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Origin: server.baseURL, 'X-Forwarded-For': visitorAddress(), Cookie: admin.cookie },
        body: JSON.stringify({ countryCode: 'IT', languages: { default: 'en', offered: ['en', 'it'] }, guestCheckout: true }),
      });
      expect(saved.status, await saved.clone().text()).toBe(200);
      const shop = ((await (await fetch(`${server.baseURL}/api/settings`)).json()) as { data: { storeName: string; contactEmail: string } })
        .data;

      const guest = newUser('Italian guest');
      const page = await (await session.freshContext({ baseURL: server.baseURL })).newPage();
      const [dish] = availableDishes(await fetchFoods(server.baseURL), 1);
      await openWithCart(page, cartLinesOf([dish!], [1]), '/it/checkout');
      const main = page.getByRole('main');
      await clickWhenHydrated(main.getByRole('button', { name: italian('checkout.continueAsGuest') }));
      const details = main.getByRole('group', { name: italian('checkout.continueAsGuest') });
      await details.getByLabel(italian('checkout.name'), { exact: true }).fill(guest.name);
      await details.getByLabel(italian('checkout.email'), { exact: true }).fill(guest.email);
      await details.getByLabel(italian('checkout.phone'), { exact: true }).fill('06 1234 5678');
      // The fields of an Italian address, by their ids (addresses.test.ts checks their labels).
      await main.locator('#checkout-street').fill('Via del Corso 12');
      await main.locator('#checkout-zipCode').fill('00186');
      await main.locator('#checkout-city').fill('Roma');
      await main.locator('#checkout-state').fill('RM');
      await main.getByRole('button', { name: italian('checkout.placeOrder') }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/it/track/'), { timeout: 15_000 });
      const token = new URL(page.url()).pathname.split('/')[3]!;
      const order = ((await (await fetch(`${server.baseURL}/api/track/${token}`)).json()) as { data: Order }).data;
      const reference = `#${orderReference(order._id)}`;

      // The guest's confirmation, in the language the order was placed in.
      const [mail] = await inbox.waitFor((received) => received.to.includes(guest.email.toLowerCase()), { timeoutMs: 15_000 });
      expect(mail!.subject).toBe(italian('mailOrders.receivedSubject', { shop: shop.storeName, reference }));
      expect(mail!.html).toContain('lang="it"');
      for (const words of [
        italian('mailOrders.receivedHeading'),
        italian('mailOrders.receivedIntro', { shop: shop.storeName }),
        italian('mailOrders.factDeliverTo'),
        italian('mailOrders.followOrder'),
      ])
        expect(mail!.text).toContain(words);
      // Nobody has proved the inbox is the guest's: the address typed is not mailed back, only
      // where to read it (domain/mail/unconfirmed-recipient.ts).
      expect(mail!.text).toContain(italian('mailOrders.addressOnOrderPage'));
      expect(mail!.text).not.toContain('Via del Corso');

      // The shop's own mail of the order writes the address as the Italian post does: CAP, town, province.
      const [notice] = await inbox.waitFor((received) => received.to.includes(shop.contactEmail.toLowerCase()), { timeoutMs: 15_000 });
      expect(notice!.text).toMatch(/Via del Corso 12\n\s+00186 Roma RM\n/);
    } finally {
      await session.closeContexts();
      await server.stop();
      await inbox.stop();
      rmSync(dir, { recursive: true, force: true });
    }
    // Its own server and mailbox to start: longer than one page's journey.
  }, 120_000);
});

import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Food } from '../../domain/food.ts';
import { formatDollars } from '../../domain/money.ts';
import type { Order } from '../../domain/order.ts';
import { signedWebhook, STAND_IN_KEYS, startStripeStandIn, type StandInIntent, type StripeStandIn } from '../factories/stripe-stand-in.ts';
import { createAccount, logInWithDialog, newUser, type TestUser } from './support/auth.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import {
  availableDishes,
  cartLinesOf,
  fillAddress,
  openWithCart,
  ordersOfSignedInUser,
  placeOrderButton,
  storedCart,
} from './support/checkout.ts';
import { fetchFoods, waitForHydration } from './support/menu.ts';
import { badgeOf, orderArticle, send, signInAdmin } from './support/orders.ts';
import { startServer, type RunningServer } from './support/server.ts';

/**
 * Card payments through Stripe, offline: the server's SDK talks to the Stripe stand-in
 * (STRIPE_API_BASE), the browser gets a stand-in for Stripe.js from js.stripe.com (below), and the
 * test sends Stripe's signed webhooks itself.
 */

const session = useBrowser();
const STRIPE_JS = 'https://js.stripe.com/**';
const WEBHOOK_PATH = '/api/payments/stripe/webhook';
const CARDS = {
  pays: '4242 4242 4242 4242',
  declined: '4000 0000 0000 9995',
  /** Stripe's 3-D Secure card: the stand-in "goes to the bank" and comes back to the return URL. */
  threeDSecure: '4000 0025 0000 3155',
  /** 3-D Secure, then refused by the bank. */
  threeDSecureFails: '4000 0082 6000 3178',
};

/**
 * Just what our checkout calls of Stripe.js: Stripe(key), elements({ clientSecret }),
 * create('payment') with on/mount/destroy, and confirmPayment. Its "Payment Element" is one card
 * number field; the number decides the outcome as Stripe's test cards do. What the page asked for
 * is kept in window.stripeStandIn for the test to read.
 */
const STRIPE_JS_STAND_IN = `(() => {
  const record = (window.stripeStandIn = { keys: [], elements: [], confirms: [] });
  const intentOf = (secret) => secret.split('_secret_')[0];
  function Stripe(key) {
    record.keys.push(key);
    let input = null;
    return {
      _registerWrapper() {},
      elements(options) {
        record.elements.push(options.clientSecret);
        return {
          clientSecret: options.clientSecret,
          create(type) {
            const handlers = {};
            let host = null;
            return {
              on(event, handler) { (handlers[event] ||= []).push(handler); },
              mount(target) {
                host = target;
                host.innerHTML = '<div data-stand-in="payment-element"><label for="stand-in-card">Card number (Stripe stand-in)</label><input id="stand-in-card" inputmode="numeric" autocomplete="cc-number"></div>';
                input = host.querySelector('input');
                setTimeout(() => (handlers.ready || []).forEach((handler) => handler({ elementType: type })), 50);
              },
              destroy() { if (host) host.innerHTML = ''; },
            };
          },
        };
      },
      async confirmPayment({ elements, confirmParams, redirect }) {
        const number = (input && input.value || '').replace(/\\s/g, '');
        const secret = elements.clientSecret;
        record.confirms.push({ secret, redirect, returnUrl: confirmParams.return_url, number });
        await new Promise((done) => setTimeout(done, 100));
        if (number === '4000000000009995') return { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } };
        if (number === '4000002500003155' || number === '4000008260003178') {
          const url = new URL(confirmParams.return_url);
          url.searchParams.set('payment_intent', intentOf(secret));
          url.searchParams.set('payment_intent_client_secret', secret);
          url.searchParams.set('redirect_status', number === '4000002500003155' ? 'succeeded' : 'failed');
          window.location.assign(url.href);
          return new Promise(() => {});
        }
        return { paymentIntent: { id: intentOf(secret), object: 'payment_intent', status: 'succeeded' } };
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();`;

let stripe: StripeStandIn;
let server: RunningServer;
let dataDir: string;
let dishes: [Food, Food];
const customer: TestUser = newUser('Stripe');

/** Starts the shop with Stripe's three keys, its SDK pointed at the stand-in. */
async function startShopWithStripe(databaseURL: string): Promise<RunningServer> {
  const settings = {
    STRIPE_SECRET_KEY: STAND_IN_KEYS.secretKey,
    STRIPE_PUBLISHABLE_KEY: STAND_IN_KEYS.publishableKey,
    STRIPE_WEBHOOK_SECRET: STAND_IN_KEYS.webhookSecret,
    STRIPE_API_BASE: stripe.url,
  };
  // startServer hands the server this process's environment: set for the start, then put back.
  const before = Object.fromEntries(Object.keys(settings).map((name) => [name, process.env[name]]));
  Object.assign(process.env, settings);
  try {
    return await startServer(databaseURL);
  } finally {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

beforeAll(async () => {
  stripe = await startStripeStandIn();
  dataDir = mkdtempSync(join(tmpdir(), 'doorstep-e2e-stripe-'));
  server = await startShopWithStripe(`file:${join(dataDir, 'stripe.db')}`);
  await createAccount(server.baseURL, customer);
  dishes = availableDishes(await fetchFoods(server.baseURL), 2) as [Food, Food];
});

afterAll(async () => {
  await server?.stop();
  await stripe?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A browser on the Stripe shop, with the Stripe.js stand-in served for js.stripe.com. */
async function stripeContext(): Promise<{ context: BrowserContext; stripeJsLoads: string[] }> {
  // Fetched from the page itself (the stand-in answers it): not a request to a third party.
  session.allow(/^\[third-party\] GET https:\/\/js\.stripe\.com\//);
  // The service worker answers navigations; blocked here so that routing sees every request.
  const context = await session.freshContext({ baseURL: server.baseURL, serviceWorkers: 'block' });
  const stripeJsLoads: string[] = [];
  await context.route(STRIPE_JS, async (route) => {
    stripeJsLoads.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'application/javascript; charset=utf-8', body: STRIPE_JS_STAND_IN });
  });
  return { context, stripeJsLoads };
}

/** Signed in at the checkout with two dishes, delivery address filled, card chosen. */
async function checkoutWithCard(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await openWithCart(page, cartLinesOf(dishes, [1, 2]), '/checkout');
  await logInWithDialog(page, customer);
  await fillAddress(page);
  const card = page.getByRole('main').getByRole('radiogroup', { name: 'Payment method' }).getByRole('radio', { name: 'Credit/Debit Card' });
  await waitForHydration(card);
  await card.check();
  return page;
}

/** Places the order and waits for the pay step with the stand-in's Payment Element. */
async function placeAndReachPayStep(page: Page): Promise<Order> {
  const before = new Set((await ordersOfSignedInUser(page)).map((order) => order._id));
  await placeOrderButton(page).click();
  const main = page.getByRole('main');
  await main.getByRole('heading', { name: 'Pay for your order' }).waitFor();
  await main.getByLabel('Card number (Stripe stand-in)').waitFor();
  const created = (await ordersOfSignedInUser(page)).filter((order) => !before.has(order._id));
  expect(created, 'orders the checkout created').toHaveLength(1);
  return created[0]!;
}

function intentOf(order: Order): StandInIntent {
  const intents = [...stripe.intents.values()].filter((intent) => intent.metadata.orderId === order._id);
  expect(intents, `payment intents of order ${order._id}`).toHaveLength(1);
  return intents[0]!;
}

/** Stripe telling the shop what became of a payment: a signed event to the webhook. */
async function sendWebhook(type: 'payment_intent.succeeded' | 'payment_intent.payment_failed', intent: StandInIntent): Promise<void> {
  if (type === 'payment_intent.succeeded') Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
  const { payload, signature } = await signedWebhook({
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    type,
    object: { ...intent, status: type === 'payment_intent.succeeded' ? 'succeeded' : 'requires_payment_method' },
  });
  const response = await fetch(`${server.baseURL}${WEBHOOK_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body: payload,
  });
  expect(response.status, `POST ${WEBHOOK_PATH} (${type}): ${await response.clone().text()}`).toBe(200);
}

/** What the page asked of the Stripe.js stand-in (undefined where Stripe.js was not loaded). */
function standInRecord(
  page: Page,
): Promise<{ keys: string[]; elements: string[]; confirms: { secret: string; redirect: string; returnUrl: string }[] } | undefined> {
  return page.evaluate(() => (window as unknown as { stripeStandIn?: never }).stripeStandIn);
}

async function payWith(page: Page, number: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel('Card number (Stripe stand-in)').fill(number);
  await main.getByRole('button', { name: /^Pay / }).click();
}

const onResultPage = (url: URL) => url.pathname.replace(/\/$/, '') === '/payment-result';

describe('card payments through Stripe', () => {
  it('names js.stripe.com in the CSP, and loads Stripe.js on the checkout only once card is chosen', async () => {
    const { context, stripeJsLoads } = await stripeContext();
    const page = await context.newPage();
    const checkout = await page.goto('/checkout');
    const csp = checkout?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com[^;]*https:\/\/hooks\.stripe\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);

    await waitForHydration(page.getByRole('main').getByRole('radio', { name: 'Cash on Delivery' }));
    await page.waitForLoadState('networkidle');
    await page.goto('/menu');
    await page.waitForLoadState('networkidle');
    expect(stripeJsLoads, 'Stripe.js requests from /checkout before card is chosen, and from /menu').toEqual([]);

    const card = await checkoutWithCard(context);
    await card.getByText("you pay its total by card in Stripe's secure form").waitFor();
    await expect.poll(() => stripeJsLoads.length, POLL).toBe(1);
    expect(stripeJsLoads[0]).toMatch(/^https:\/\/js\.stripe\.com\//);
    // Our own card fields are not there: Stripe's form takes the card.
    expect(await card.getByLabel('Card number', { exact: true }).count()).toBe(0);
  });

  it('offers no card at all where the shop takes none (cash and UPI stay)', async () => {
    const context = await session.freshContext({ serviceWorkers: 'block' });
    await context.route('**/api/payments/config', (route) => route.fulfill({ json: { success: true, data: { card: null } } }));
    const page = await context.newPage();
    await page.goto('/checkout');
    const methods = page.getByRole('main').getByRole('radiogroup', { name: 'Payment method' });
    await waitForHydration(methods.getByRole('radio', { name: 'Cash on Delivery' }));
    // Card shows, not yet choosable, until the shop says how it takes cards; then it goes.
    await expect.poll(() => methods.getByRole('radio').count(), POLL).toBe(2);
    expect(await methods.getByRole('radio', { name: 'UPI Payment' }).count()).toBe(1);
    expect(await methods.getByRole('radio', { name: 'Credit/Debit Card' }).count()).toBe(0);
  });

  it('pays on the pay step, waits on /payment-result for the webhook, then says the payment is received', async () => {
    const { context } = await stripeContext();
    const orderPosts: string[] = [];
    const page = await checkoutWithCard(context);
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders') orderPosts.push(request.postData() ?? '');
    });
    const order = await placeAndReachPayStep(page);
    expect(order).toMatchObject({ paymentMethod: 'card', paymentStatus: 'pending' });
    expect(JSON.parse(orderPosts[0]!)).not.toHaveProperty('paymentDetails');
    // The order exists: the cart is done with.
    expect(await storedCart(page)).toEqual([]);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: `Pay ${formatDollars(order.totalAmount)}` }).waitFor();
    const intent = intentOf(order);
    expect(intent.amount).toBe(Math.round(order.totalAmount * 100));
    expect(await standInRecord(page)).toMatchObject({
      keys: [STAND_IN_KEYS.publishableKey],
      elements: [intent.client_secret],
    });
    await expectNoAxeViolations(page);

    await payWith(page, CARDS.pays);
    await page.waitForURL(onResultPage);
    expect(new URL(page.url()).searchParams.get('order')).toBe(order._id);
    await main.getByText('Confirming your payment…').waitFor();
    await expectNoAxeViolations(page);

    await sendWebhook('payment_intent.succeeded', intent);
    await main.getByRole('heading', { name: 'Payment received — your order is with the kitchen' }).waitFor({ timeout: 15_000 });
    await main.getByRole('link', { name: 'Go to My Orders' }).waitFor();
    await expectNoAxeViolations(page);
    expect(orderPosts).toHaveLength(1);
    const [paid] = (await ordersOfSignedInUser(page)).filter((each) => each._id === order._id);
    expect(paid?.paymentStatus).toBe('completed');
  });

  it("shows Stripe's decline inline and pays the same order on the retry", async () => {
    const { context } = await stripeContext();
    const page = await checkoutWithCard(context);
    const order = await placeAndReachPayStep(page);
    const intent = intentOf(order);
    const main = page.getByRole('main');

    await payWith(page, CARDS.declined);
    await main.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    expect(onResultPage(new URL(page.url()))).toBe(false);
    await expectNoAxeViolations(page);
    // Stripe tells the shop too; the order's payment is failed, and can still be paid.
    await sendWebhook('payment_intent.payment_failed', intent);
    expect(await standInRecord(page)).toMatchObject({
      elements: [intent.client_secret],
      confirms: [
        { secret: intent.client_secret, redirect: 'if_required', returnUrl: `${server.baseURL}/payment-result?order=${order._id}` },
      ],
    });

    // The retry: the same form, so the same payment of the same order.
    await payWith(page, CARDS.pays);
    await page.waitForURL(onResultPage);
    expect(await standInRecord(page), 'the result page loads no Stripe.js').toBeUndefined();
    await sendWebhook('payment_intent.succeeded', intent);
    await main.getByRole('heading', { name: 'Payment received — your order is with the kitchen' }).waitFor({ timeout: 15_000 });

    expect((await ordersOfSignedInUser(page)).filter((each) => each.createdAt >= order.createdAt).map((each) => each._id)).toEqual([
      order._id,
    ]);
    expect(
      stripe.requests.filter(
        (request) => request.method === 'POST' && request.path === '/v1/payment_intents' && request.form['metadata[orderId]'] === order._id,
      ),
    ).toHaveLength(1);
  });

  it('comes back from 3-D Secure to /payment-result, and after a failed one pays the same order again', async () => {
    const { context } = await stripeContext();
    const page = await checkoutWithCard(context);
    const order = await placeAndReachPayStep(page);
    const intent = intentOf(order);
    const main = page.getByRole('main');

    await payWith(page, CARDS.threeDSecureFails);
    await page.waitForURL(onResultPage);
    await main.getByRole('heading', { name: 'Payment failed — try another card' }).waitFor();
    // The client secret Stripe puts in the return address does not stay in the address bar.
    await expect.poll(() => new URL(page.url()).searchParams.has('payment_intent_client_secret'), POLL).toBe(false);
    expect(new URL(page.url()).searchParams.get('redirect_status')).toBe('failed');
    await expectNoAxeViolations(page);

    await main.getByRole('link', { name: 'Pay for this order again' }).click();
    await main.getByRole('heading', { name: 'Pay for your order' }).waitFor();
    await payWith(page, CARDS.threeDSecure);
    await page.waitForURL((url) => onResultPage(url) && url.searchParams.get('redirect_status') === 'succeeded');
    await main.getByText('Confirming your payment…').waitFor();
    await sendWebhook('payment_intent.succeeded', intent);
    await main.getByRole('heading', { name: 'Payment received — your order is with the kitchen' }).waitFor({ timeout: 15_000 });

    expect((await ordersOfSignedInUser(page)).filter((each) => each.createdAt >= order.createdAt).map((each) => each._id)).toEqual([
      order._id,
    ]);
  });

  it('takes a guest from the pay step to the tracking page, which follows the payment (3-D Secure failed, then paid)', async () => {
    const { context } = await stripeContext();
    const page = await context.newPage();
    await openWithCart(page, cartLinesOf(dishes, [1, 1]), '/checkout');
    const main = page.getByRole('main');
    const guest = newUser('Card guest');
    await fillAddress(page);
    await main.getByRole('button', { name: 'Continue as guest' }).click();
    const details = main.getByRole('group', { name: 'Continue as guest' });
    await details.getByLabel('Name', { exact: true }).fill(guest.name);
    await details.getByLabel('Email', { exact: true }).fill(guest.email);
    await main.getByRole('radiogroup', { name: 'Payment method' }).getByRole('radio', { name: 'Credit/Debit Card' }).check();
    await placeOrderButton(page).click();
    await main.getByRole('heading', { name: 'Pay for your order' }).waitFor();
    // A guest has no My Orders: the unpaid order waits on its tracking page.
    const trackingPath = (await main.getByRole('link', { name: 'its tracking page' }).getAttribute('href'))!;
    expect(trackingPath).toMatch(/^\/track\/[\w-]{43}$/);
    const order = ((await (await fetch(`${server.baseURL}/api${trackingPath}`)).json()) as { data: Order }).data;
    const intent = intentOf(order);

    await payWith(page, CARDS.threeDSecureFails);
    await page.waitForURL((url) => url.pathname === trackingPath);
    await main.getByText(/^Payment failed — nothing was charged\./).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.has('payment_intent_client_secret'), POLL).toBe(false);
    await expectNoAxeViolations(page);

    await main.getByRole('link', { name: 'Pay for this order again' }).click();
    await main.getByRole('heading', { name: 'Pay for your order' }).waitFor();
    await payWith(page, CARDS.pays);
    await page.waitForURL((url) => url.pathname === trackingPath && url.searchParams.get('redirect_status') === 'succeeded');
    await main.getByText(/^Confirming your payment…/).waitFor();
    await sendWebhook('payment_intent.succeeded', intent);
    await main.getByText('Payment received — your order is with the kitchen.').waitFor({ timeout: 15_000 });
    expect(await badgeOf(orderArticle(page, order), 'payment')).toEqual({ text: 'Paid', tone: 'green' });
  });

  it('pays the extra of an order the shop changed on My Orders, through the Payment Element', async () => {
    const { context } = await stripeContext();
    const page = await checkoutWithCard(context);
    const order = await placeAndReachPayStep(page);
    const first = intentOf(order);
    await payWith(page, CARDS.pays);
    await page.waitForURL(onResultPage);
    await sendWebhook('payment_intent.succeeded', first);
    await page
      .getByRole('main')
      .getByRole('heading', { name: 'Payment received — your order is with the kitchen' })
      .waitFor({ timeout: 15_000 });

    // Staff make it dearer: one more of its first dish.
    const admin = await signInAdmin(server.baseURL);
    const products = order.products.map((line, index) => ({ productId: line.productId, quantity: line.quantity + (index === 0 ? 1 : 0) }));
    const changed = await send(
      server.baseURL,
      'PATCH',
      `/api/orders/${order._id}`,
      { products, reason: 'One more, by phone' },
      admin.cookie,
    );
    expect(changed.status, await changed.clone().text()).toBe(200);
    const { change } = (await changed.json()) as { change: { settlement: string; paymentLink: { amount: number } } };
    expect(change.settlement).toBe('payment_link');
    const amount = formatDollars(change.paymentLink.amount);

    await page.goto('/myorders');
    const due = page.getByRole('region', { name: `Your order changed: ${amount} more to pay.` });
    await due.getByLabel('Card number (Stripe stand-in)').fill(CARDS.pays);
    await expectNoAxeViolations(page);
    await due.getByRole('button', { name: `Pay ${amount}` }).click();
    await due.getByText('Paid. Thank you.').waitFor();
    const extra = [...stripe.intents.values()].find((intent) => intent.metadata.orderId === order._id && intent.id !== first.id)!;
    expect(extra.amount).toBe(Math.round(change.paymentLink.amount * 100));
    await sendWebhook('payment_intent.succeeded', extra);
    await expect
      .poll(async () => (await ordersOfSignedInUser(page)).find((each) => each._id === order._id)?.extraPayment?.status, POLL)
      .toBe('paid');
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { Food } from '../../domain/food.ts';
import { GUEST_MESSAGES } from '../../domain/guest-checkout.ts';
import { centsToDollars } from '../../domain/money.ts';
import { createAccount, logInWithDialog, loginDialog, newUser, toastWith, type TestUser } from './support/auth.ts';
import { expectNoAxeViolations, PHONE, POLL, useBrowser } from './support/browser.ts';
import {
  availableDishes,
  cartLinesOf,
  deliveryFeeCents,
  expectFieldError,
  expectSaidAtOnce,
  expectFigures,
  expectedTotals,
  fillAddress,
  fillCard,
  openWithCart,
  ordersOfSignedInUser,
  placeOrderButton,
  readFigures,
  storedCart,
  watchForCardData,
} from './support/checkout.ts';
import { cartLineCount, fetchFoods, waitForHydration } from './support/menu.ts';
import { translator } from '../../domain/i18n/tables.ts';

/** The rules give message keys; these pages are in English. */
const english = translator('en');

const session = useBrowser();
// One customer for the whole file: sign-ups from one address are limited (10 an hour).
const customer: TestUser = newUser('Checkout');
let dishes: [Food, Food];
let fee: number;

beforeAll(async () => {
  await createAccount(session.baseURL, customer);
  dishes = availableDishes(await fetchFoods(session.baseURL), 2) as [Food, Food];
  fee = await deliveryFeeCents(session.baseURL);
});

const isPath = (path: string) => (url: URL) => url.pathname.replace(/\/$/, '') === path;

/** Opens the checkout with two dishes in the cart, signed in as the file's customer. */
async function signedInCheckout(quantities: [number, number] = [2, 1]) {
  const page = await session.newPage();
  const lines = cartLinesOf(dishes, quantities);
  await openWithCart(page, lines, '/checkout');
  await logInWithDialog(page, customer);
  await page.getByRole('main').getByText(customer.email, { exact: true }).waitFor();
  return { page, lines, main: page.getByRole('main') };
}

describe('checkout (/checkout)', () => {
  it('asks a signed-out visitor to log in or to order as a guest, first of all', async () => {
    // With guest checkout off, logging in is the only way (tests/e2e/guest-checkout.test.ts).
    const page = await session.newPage();
    await page.goto('/checkout');
    const main = page.getByRole('main');
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    await main.getByRole('button', { name: 'Continue as guest' }).waitFor();
    await expectNoAxeViolations(page);

    // The cart is empty too, but who orders is checked first: log in, or order as a guest.
    const place = placeOrderButton(page);
    await waitForHydration(place);
    await place.click();
    await toastWith(page, english(GUEST_MESSAGES.chooseHow)).waitFor();
    await main.getByRole('group', { name: 'Continue as guest' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), POLL).toBe('checkout-guest-name');
    await place.click();
    await expectSaidAtOnce(page, english(GUEST_MESSAGES.nameMissing));

    await main.getByRole('button', { name: 'Login', exact: true }).click();
    await loginDialog(page).getByRole('heading', { name: 'Log in' }).waitFor();
  });

  it('fits a phone screen, card fields and all', async () => {
    const page = await session.newPage({ viewport: PHONE });
    await openWithCart(page, cartLinesOf(dishes, [1, 1]), '/checkout');
    const card = page.getByRole('radio', { name: 'Credit/Debit Card' });
    await waitForHydration(card);
    await card.check();
    await page.getByLabel('Card number', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // The order's lines scroll once they are taller than 400 px.
    expect(await page.getByRole('region', { name: 'Items in your order' }).evaluate((list) => getComputedStyle(list).maxHeight)).toBe(
      '400px',
    );
    await expectNoAxeViolations(page);
  });

  it('checks the form in order, at the fields and read out', async () => {
    session.allow(/\[http 404\] POST .*\/api\/coupons\/validate/, /status of 404/);
    const page = await session.newPage();
    await page.goto('/checkout');
    await logInWithDialog(page, customer);
    const main = page.getByRole('main');
    const place = placeOrderButton(page);

    await place.click();
    await toastWith(page, 'Your cart is empty.').waitFor();

    await openWithCart(page, cartLinesOf(dishes, [1, 1]), '/checkout');
    await main.getByText(customer.email, { exact: true }).waitFor();
    await place.click();
    await expectSaidAtOnce(page, 'Please fill in all delivery address fields.');
    await main.getByText('Please fill in all delivery address fields.').waitFor();
    expect(await main.getByLabel('Street', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('checkout-street');

    await fillAddress(page);
    await expect.poll(() => main.getByText('Please fill in all delivery address fields.').count(), POLL).toBe(0);

    const methods = main.getByRole('radiogroup', { name: 'Payment method' });
    expect(await methods.getByRole('radio', { name: 'Cash on Delivery' }).isChecked()).toBe(true);
    await methods.getByRole('radio', { name: 'Credit/Debit Card' }).check();
    await main.getByText('Test mode — no real charge').waitFor();
    await place.click();
    await expectSaidAtOnce(page, 'Please fill in all card details.');
    expect(await main.getByLabel('Cardholder name', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    // The gateway's own checks come after: a number that cannot be a card.
    await fillCard(page, '4242 4242 4242 4241');
    await place.click();
    await expectSaidAtOnce(page, 'Please enter a valid card number.');
    expect(await main.getByLabel('Card number', { exact: true }).getAttribute('aria-invalid')).toBe('true');

    // Arrow keys move within the radio group.
    await methods.getByRole('radio', { name: 'Credit/Debit Card' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await methods.getByRole('radio', { name: 'UPI Payment' }).isChecked()).toBe(true);
    await place.click();
    await expectSaidAtOnce(page, 'Please fill in all UPI details.');
    await main.getByLabel('UPI ID', { exact: true }).fill('not-an-upi-id');
    await main.getByLabel('Transaction ID', { exact: true }).fill('TXN-1');
    await place.click();
    await expectSaidAtOnce(page, 'Please enter your UPI ID as name@bank.');
    await expectNoAxeViolations(page);

    // An unknown coupon is refused and leaves no discount.
    await main.getByLabel('Coupon code', { exact: true }).fill('NOTACOUPON');
    await main.getByRole('button', { name: 'Apply' }).click();
    await expectFieldError(page, 'Coupon code', 'Invalid Coupon Code');
    expect((await readFigures(main)).Discount).toBe('$0.00');
  });

  it('buys with cash and SAVE10 (typed in lower case), with the same totals as the cart', async () => {
    session.allow(/\[http 404\] POST .*\/api\/coupons\/validate/, /status of 404/);
    const { page, lines, main } = await signedInCheckout([2, 1]);
    const orderRequests: { key: string | undefined; body: string }[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders') {
        orderRequests.push({ key: request.headers()['idempotency-key'], body: request.postData() ?? '' });
      }
    });

    // The cart's figures first.
    await page.goto('/cart');
    const plain = expectedTotals(lines, fee);
    await expectFigures(main, plain, false);
    await main.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL(isPath('/checkout'));
    await expectFigures(main, plain, true);
    // The order lines, each with its quantity.
    const items = main.getByRole('region', { name: 'Items in your order' });
    for (const line of lines) await items.getByText(line.name, { exact: true }).waitFor();

    await fillAddress(page);
    await main.getByLabel('Coupon code', { exact: true }).fill('save10');
    await main.getByRole('button', { name: 'Apply' }).click();
    await toastWith(page, 'Coupon Applied: 10% off').waitFor();
    const discounted = expectedTotals(lines, fee, 10);
    await expectFigures(main, discounted, true);

    // An invalid code resets the discount to 0; a valid one brings it back.
    await main.getByLabel('Coupon code', { exact: true }).fill('SAVE99');
    await main.getByRole('button', { name: 'Apply' }).click();
    await expectFieldError(page, 'Coupon code', 'Invalid Coupon Code');
    await expectFigures(main, plain, true);
    await main.getByLabel('Coupon code', { exact: true }).fill('SAVE10');
    await main.getByRole('button', { name: 'Apply' }).click();
    await expectFigures(main, discounted, true);

    await placeOrderButton(page).click();
    await page.waitForURL(isPath('/myorders'));
    await toastWith(page, 'Order placed successfully!').waitFor();
    await expect.poll(() => cartLineCount(page), POLL).toBe(0);
    expect(await storedCart(page)).toEqual([]);

    expect(orderRequests).toHaveLength(1);
    expect(orderRequests[0]!.key).toMatch(/^[\w-]{16,100}$/);
    const body = JSON.parse(orderRequests[0]!.body) as Record<string, unknown>;
    expect(body).toMatchObject({
      paymentMethod: 'cash',
      couponCode: 'SAVE10',
      totalAmount: centsToDollars(discounted.totalCents),
      deliveryAddress: { street: '12 Curry Lane', city: 'Springfield', state: 'Illinois', zipCode: '62704' },
    });
    // Only what the server reads: it decides the discount, prices and statuses itself.
    for (const ignored of ['paymentDetails', 'discount', 'userId', 'orderStatus', 'paymentStatus'])
      expect(body).not.toHaveProperty(ignored);

    const [order] = await ordersOfSignedInUser(page);
    expect(order).toMatchObject({
      paymentMethod: 'cash',
      paymentStatus: 'pending',
      orderStatus: 'pending',
      couponCode: 'SAVE10',
      discountPercent: 10,
      totalAmount: centsToDollars(discounted.totalCents),
    });
    expect(order!.products.map((product) => [product.productId, product.quantity])).toEqual(lines.map((line) => [line._id, line.quantity]));
  });

  it('keeps the customer on the checkout with the cart when the card is declined, then pays with another card', async () => {
    session.allow(/\[http 402\] POST .*\/api\/orders/, /status of 402/);
    const { page, lines, main } = await signedInCheckout([1, 3]);
    const watcher = watchForCardData(page, ['4000 0000 0000 0002', '4242 4242 4242 4242']);
    await fillAddress(page);
    await main.getByRole('radiogroup', { name: 'Payment method' }).getByRole('radio', { name: 'Credit/Debit Card' }).check();
    await fillCard(page, '4000 0000 0000 0002');
    await placeOrderButton(page).click();
    await toastWith(page, 'Your card was declined.').waitFor();
    expect(isPath('/checkout')(new URL(page.url()))).toBe(true);
    expect((await storedCart(page)).map((line) => [line._id, line.quantity])).toEqual(lines.map((line) => [line._id, line.quantity]));
    await expectFigures(main, expectedTotals(lines, fee), true);
    await expect.poll(() => placeOrderButton(page).textContent(), POLL).toBe('Place Order');
    await expectNoAxeViolations(page);

    await main.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242');
    await placeOrderButton(page).click();
    await page.waitForURL(isPath('/myorders'));
    await toastWith(page, 'Order placed successfully!').waitFor();

    const [order] = await ordersOfSignedInUser(page);
    expect(order).toMatchObject({
      paymentMethod: 'card',
      paymentStatus: 'completed',
      totalAmount: centsToDollars(expectedTotals(lines, fee).totalCents),
      paymentDetails: { brand: 'visa', last4: '4242', cardHolderName: 'Test Holder' },
    });
    expect(watcher.leaks, 'requests carrying card data').toEqual([]);
  });

  it('buys with UPI', async () => {
    const { page, lines, main } = await signedInCheckout([1, 1]);
    await fillAddress(page);
    await main.getByRole('radiogroup', { name: 'Payment method' }).getByRole('radio', { name: 'UPI Payment' }).check();
    await main.getByLabel('UPI ID', { exact: true }).fill('doorstep.test@okbank');
    await main.getByLabel('Transaction ID', { exact: true }).fill('UPI-TXN-20261122');
    await placeOrderButton(page).click();
    await page.waitForURL(isPath('/myorders'));
    await toastWith(page, 'Order placed successfully!').waitFor();

    const [order] = await ordersOfSignedInUser(page);
    expect(order).toMatchObject({
      paymentMethod: 'upi',
      paymentStatus: 'pending',
      totalAmount: centsToDollars(expectedTotals(lines, fee).totalCents),
      paymentDetails: { upiId: 'doorstep.test@okbank', transactionId: 'UPI-TXN-20261122' },
    });
  });

  it('retries after a network failure with the same Idempotency-Key, placing one order', async () => {
    session.allow(/\[requestfailed\] POST .*\/api\/orders/, /net::ERR_FAILED/);
    const { page } = await signedInCheckout([1, 2]);
    const before = (await ordersOfSignedInUser(page)).length;
    const keys: (string | undefined)[] = [];
    let failNext = true;
    await page.route('**/api/orders', async (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      if (failNext) {
        failNext = false;
        await route.abort('failed');
      } else {
        await route.continue();
      }
    });
    await fillAddress(page);
    await placeOrderButton(page).click();
    await toastWith(page, 'Failed to place order.').waitFor();
    await expect.poll(() => placeOrderButton(page).textContent(), POLL).toBe('Place Order');
    await placeOrderButton(page).click();
    await page.waitForURL(isPath('/myorders'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect((await ordersOfSignedInUser(page)).length).toBe(before + 1);
  });

  it("shows the shop's figures when the cart's prices are out of date, then places the order at them", async () => {
    session.allow(/\[http 409\] POST .*\/api\/orders/, /status of 409/);
    const page = await session.newPage();
    // A cart kept from before a price change: the first dish costs a dollar more than the shop now asks.
    const stale = cartLinesOf(dishes, [1, 1]).map((line, index) => (index === 0 ? { ...line, priceCents: line.priceCents + 100 } : line));
    await openWithCart(page, stale, '/checkout');
    await logInWithDialog(page, customer);
    const main = page.getByRole('main');
    await fillAddress(page);
    await placeOrderButton(page).click();
    await toastWith(page, 'Prices have changed. Please review your cart.').waitFor();
    const current = expectedTotals(cartLinesOf(dishes, [1, 1]), fee);
    await main.getByText(/The shop's total is/).waitFor();
    // The cart now carries the shop's prices, so both agree.
    await expectFigures(main, current, true);
    expect((await storedCart(page))[0]!.priceCents).toBe(Math.round(dishes[0].price * 100));

    await placeOrderButton(page).click();
    await page.waitForURL(isPath('/myorders'));
    const [order] = await ordersOfSignedInUser(page);
    expect(order!.totalAmount).toBe(centsToDollars(current.totalCents));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { availableDishes, cartLinesOf, openWithCart, placeOrderButton } from './support/checkout.ts';
import { fetchFoods, waitForHydration } from './support/menu.ts';
import { signInAdmin, signInBrowser, signUpCustomer, type ApiSession } from './support/orders.ts';

const session = useBrowser();
let admin: ApiSession;

const HOUR = 60 * 60 * 1000;
const hhmm = (instant: number) => new Date(instant).toISOString().slice(11, 16);

/** Open every day from 3 to 7 hours after now (UTC): closed now, open later, with slots to choose. */
function laterToday(zones: unknown[] = []) {
  const opens = Math.ceil((Date.now() + 3 * HOUR) / HOUR) * HOUR;
  return {
    timeZone: 'UTC',
    weekly: Array.from({ length: 7 }, () => [{ open: hhmm(opens), close: hhmm(opens + 4 * HOUR) }]),
    closures: [],
    pause: { paused: false, until: null },
    delivery: { enabled: true, leadMinutes: 30 },
    pickup: { enabled: true, leadMinutes: 15 },
    scheduling: { enabled: true, slotMinutes: 30, horizonDays: 1, ordersPerSlot: 3 },
    zones,
  };
}
const AROUND_THE_CLOCK = {
  ...laterToday(),
  weekly: Array.from({ length: 7 }, () => [{ open: '00:00', close: '00:00' }]),
  pickup: { enabled: false, leadMinutes: 15 },
  scheduling: { enabled: false, slotMinutes: 15, horizonDays: 7, ordersPerSlot: 10 },
};

async function saveFulfilment(fulfilment: unknown): Promise<void> {
  const response = await fetch(`${session.baseURL}/api/settings`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Cookie: admin.cookie, Origin: session.baseURL },
    body: JSON.stringify({ fulfilment }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

beforeAll(async () => {
  admin = await signInAdmin(session.baseURL);
});
// The e2e server is shared: the shop goes back to taking deliveries around the clock.
afterAll(async () => saveFulfilment(AROUND_THE_CLOCK));

describe('checkout: when and how an order is handed over', () => {
  it('while closed, offers only later times; a customer picks up at a chosen slot and sees it on My Orders', async () => {
    await saveFulfilment(laterToday());
    const customer = await signUpCustomer(session.baseURL, 'Pickup');
    const context = await session.context();
    await signInBrowser(context, session.baseURL, customer);
    const page = await context.newPage();
    const dishes = availableDishes(await fetchFoods(session.baseURL), 1);
    await openWithCart(page, cartLinesOf(dishes, [2]), '/checkout');
    const main = page.getByRole('main');
    await waitForHydration(main.getByRole('radio', { name: 'Pickup' }));

    await main.getByText(/^Closed now — opens .*You can still order for later\.$/).waitFor(POLL);
    // Every page says so under the header, as served (no script needed).
    expect(await page.locator('body > p[role="status"]').textContent()).toMatch(/^Closed now — opens .*You can still order for later\.$/);
    expect(await main.getByRole('radio', { name: /As soon as possible/ }).isDisabled()).toBe(true);
    await expect.poll(() => main.getByRole('radio', { name: 'Choose a time' }).isChecked(), POLL).toBe(true);

    await main.getByRole('radio', { name: 'Pickup' }).check();
    expect(await main.getByLabel('Street', { exact: true }).count()).toBe(0);
    const picker = main.getByLabel('Pickup time');
    await expect.poll(() => picker.locator('option').count(), POLL).toBeGreaterThan(1);
    const firstSlot = picker.locator('option').nth(1);
    const label = (await firstSlot.textContent())!;
    await picker.selectOption({ index: 1 });
    await main.getByLabel(/^Notes/).fill('Extra napkins, please');
    await expectNoAxeViolations(page);

    await placeOrderButton(page).click();
    await page.waitForURL('**/myorders');
    const time = label.split(', ').pop()!.split(' – ')[0]!;
    await page
      .getByText(new RegExp(`, ${time}$`))
      .first()
      .waitFor(POLL);
    await page.getByText('Pickup', { exact: true }).first().waitFor();
  });

  it('prices delivery by the ZIP code and says when the shop does not deliver there', async () => {
    await saveFulfilment(laterToday([{ name: 'Springfield', postcodes: ['627'], fee: 2.5, minimumOrder: 10, freeAbove: null }]));
    const customer = await signUpCustomer(session.baseURL, 'Zoned');
    const context = await session.context();
    await signInBrowser(context, session.baseURL, customer);
    const page = await context.newPage();
    const dishes = availableDishes(await fetchFoods(session.baseURL), 1);
    await openWithCart(page, cartLinesOf(dishes, [1]), '/checkout');
    const main = page.getByRole('main');
    const zip = main.getByLabel('ZIP code', { exact: true });
    await waitForHydration(zip);

    await zip.fill('10001');
    await main.getByText("We don't deliver to 10001.").waitFor(POLL);
    await zip.fill('62704');
    await expect.poll(() => main.getByText("We don't deliver to 10001.").count(), POLL).toBe(0);
    const summary = page.getByRole('region', { name: 'Your order' });
    await summary.getByText('$2.50').waitFor(POLL);
  });
});

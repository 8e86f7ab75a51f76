import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, logInAsAdminThroughPage } from './support/admin.ts';
import { toastWith } from './support/auth.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';

const session = useBrowser();
type Fulfilment = {
  timeZone: string;
  weekly: { open: string; close: string }[][];
  pickup: { enabled: boolean; leadMinutes: number };
  scheduling: { enabled: boolean; ordersPerSlot: number };
  zones: { name: string; postcodes: string[]; fee: number; minimumOrder: number; freeAbove: number | null }[];
};
/** The shop's fulfilment before this file ran, put back after it (the e2e database is shared). */
let original: Fulfilment;

async function readFulfilment(): Promise<Fulfilment> {
  return ((await (await fetch(`${session.baseURL}/api/settings`)).json()) as { data: { fulfilment: Fulfilment } }).data.fulfilment;
}

beforeAll(async () => {
  original = await readFulfilment();
});
afterAll(async () => {
  const response = await fetch(`${session.baseURL}/api/settings`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Origin: session.baseURL, Cookie: await adminCookie(session.baseURL) },
    body: JSON.stringify({ fulfilment: original }),
  });
  expect(response.status, 'PUT /api/settings (restore)').toBe(200);
});

describe('Settings: hours, delivery and pickup', () => {
  it('sets the hours (one day copied to all), pickup, scheduled slots and a delivery zone, checking before saving', async () => {
    const page = await session.newPage();
    await logInAsAdminThroughPage(page, '/admin/settings');
    const form = page.getByRole('form', { name: 'Hours, delivery and pickup' });
    await form.waitFor(POLL);

    await form.getByLabel('Time zone').selectOption('Europe/London');
    await form.getByLabel('Monday opens').fill('11:00');
    await form.getByLabel('Monday closes').fill('23:30');
    await form.getByRole('button', { name: 'Copy Monday to all days' }).click();
    expect(await form.getByLabel('Saturday opens').inputValue()).toBe('11:00');
    await form.getByRole('button', { name: 'Remove Sunday period 1' }).click();
    await form.getByLabel('Offer pickup').check();
    await form.getByLabel('Let customers choose a time').check();
    await form.getByLabel('Orders per slot').fill('4');

    await form.getByRole('button', { name: 'Add a zone' }).click();
    await form.getByLabel('Zone 1 name').fill('Centre');
    await form.getByLabel('Zone 1 fee ($)').fill('2.50');
    await form.getByRole('button', { name: 'Save hours, delivery and pickup' }).click();
    await form.getByText('List at least one postcode or postcode prefix for each zone.').waitFor(POLL);
    expect((await readFulfilment()).zones).toEqual(original.zones);

    await form.getByLabel('Zone 1 postcodes or prefixes').fill('SW1, sw2 ');
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Save hours, delivery and pickup' }).click();
    await toastWith(page, 'Hours, delivery and pickup saved').waitFor(POLL);

    const saved = await readFulfilment();
    expect(saved.timeZone).toBe('Europe/London');
    expect(saved.weekly[0]).toEqual([]);
    expect(saved.weekly[1]).toEqual([{ open: '11:00', close: '23:30' }]);
    expect(saved.weekly[6]).toEqual([{ open: '11:00', close: '23:30' }]);
    expect(saved.pickup.enabled).toBe(true);
    expect(saved.scheduling).toMatchObject({ enabled: true, ordersPerSlot: 4 });
    expect(saved.zones).toEqual([{ id: 'zone-1', name: 'Centre', postcodes: ['SW1', 'sw2'], fee: 2.5, minimumOrder: 0, freeAbove: null }]);

    // A reload shows what was saved.
    await page.reload();
    await page.getByRole('form', { name: 'Hours, delivery and pickup' }).getByLabel('Zone 1 name').waitFor(POLL);
    expect(await page.getByLabel('Zone 1 postcodes or prefixes').inputValue()).toBe('SW1, sw2');
  });
});

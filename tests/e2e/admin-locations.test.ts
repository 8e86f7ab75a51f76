import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { Location, LocationDetails } from '../../domain/contracts/locations.ts';
import type { Food } from '../../domain/food.ts';
import { LOCATION_MESSAGES } from '../../domain/locations/location-form.ts';
import { adminNav, adminRequest, logInAsAdminThroughPage } from './support/admin.ts';
import { toastWith } from './support/auth.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { waitForHydration } from './support/menu.ts';

const session = useBrowser();
/** A name no other run's location has (a removed location keeps its name in the database). */
const NAME = `Riverside ${randomUUID().slice(0, 8)}`;

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${session.baseURL}${path}`);
  expect(response.status, `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}
const locations = async () => (await getJson<{ data: Location[] }>('/api/locations')).data;

// The e2e server is shared by every file: a second location left behind would make every later
// order name its location. Removed here if the journey stopped before removing it.
afterAll(async () => {
  const left = (await locations()).find((location) => location.name === NAME);
  if (left) expect((await adminRequest(session.baseURL, `/api/locations/${left.id}`, 'DELETE', undefined)).status).toBe(200);
});

function locationsTable(page: Page): Locator {
  return page.getByRole('table', { name: "The shop's locations" });
}

function locationRow(page: Page, name: string): Locator {
  return locationsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}`) }) });
}

describe('Locations', () => {
  it('adds a second location with its own hours, edits it, sets its menu, and removes it; the shop’s own stays', async () => {
    const page = await session.newPage();
    await logInAsAdminThroughPage(page, '/admin/locations');
    await page.getByRole('heading', { name: 'Locations', level: 1 }).waitFor();
    expect(await adminNav(page).getByRole('link', { name: 'Locations' }).getAttribute('aria-current')).toBe('page');
    const [first] = await locations();
    await locationRow(page, first!.name).waitFor();
    await page.getByRole('table', { name: 'Dishes sold at each location' }).waitFor();
    await expectNoAxeViolations(page);

    // Add: the browser checks with the server's schema before anything is sent.
    const add = page.getByRole('button', { name: 'Add location' });
    await waitForHydration(add);
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Add a location' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByText('Give the location a name.').waitFor();
    await dialog.getByText('Street address is required.').waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Street address').fill('9 River Road');
    await dialog.getByLabel('City').fill('Springfield');
    await dialog.getByLabel('Postcode (optional)').fill('62702');
    await dialog.getByLabel('Country').selectOption('US');
    await dialog.getByLabel('Phone').fill('(217) 555-0199');
    // A name another location has: the server refuses it, said at the name.
    session.allow(/\[http 409\] POST .*\/api\/locations$/, /status of 409 \(Conflict\) \(.*\/api\/locations\)$/);
    const name = dialog.getByLabel('Name', { exact: true });
    await name.fill(first!.name);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByText(LOCATION_MESSAGES.nameTaken).waitFor(POLL);
    await expect.poll(() => name.getAttribute('aria-invalid'), POLL).toBe('true');
    await name.fill(NAME);
    // Its own hours: evenings only, in its own time zone.
    await dialog.getByLabel('Time zone').selectOption('America/Chicago');
    if ((await dialog.getByLabel('Monday opens').count()) === 0) await dialog.getByRole('button', { name: 'Add hours on Monday' }).click();
    await dialog.getByLabel('Monday opens').first().fill('19:00');
    await dialog.getByLabel('Monday closes').first().fill('23:00');
    await dialog.getByRole('button', { name: 'Copy Monday to all days' }).click();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await toastWith(page, LOCATION_MESSAGES.added).waitFor(POLL);
    await dialog.waitFor({ state: 'detached' });

    const row = locationRow(page, NAME);
    await row.waitFor();
    await row.getByText('9 River Road, Springfield 62702, United States').waitFor();
    await row.getByText('America/Chicago').waitFor();
    const added = (await locations()).find((location) => location.name === NAME)!;
    expect(added.id).toBeGreaterThan(1);
    const details = (await getJson<{ data: LocationDetails }>(`/api/locations/${added.id}`)).data;
    expect(details.timeZone).toBe('America/Chicago');
    expect(details.fulfilment.weekly.every((day) => JSON.stringify(day) === '[{"open":"19:00","close":"23:00"}]')).toBe(true);
    expect(details.fulfilment.zones).toEqual([]);

    // Edit its phone.
    await row.getByRole('button', { name: `Edit ${NAME}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${NAME}` });
    await edit.waitFor();
    expect(await edit.getByLabel('Monday opens').first().inputValue()).toBe('19:00');
    await edit.getByLabel('Phone').fill('(217) 555-0123');
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await toastWith(page, LOCATION_MESSAGES.saved).waitFor(POLL);
    await row.getByText('(217) 555-0123').waitFor();

    // The menu grid: one dish off there, another at its own price there, each cell named for both.
    const foods = await getJson<Food[]>('/api/foods?include=hidden');
    const [off, priced] = [foods.find((food) => food.id === 'dragon-roll')!, foods.find((food) => food.id === 'margherita-pizza')!];
    const grid = page.getByRole('table', { name: 'Dishes sold at each location' });
    await grid.getByRole('columnheader', { name: NAME }).waitFor();
    const sold = grid.getByRole('checkbox', { name: `${off.name} sold at ${NAME}` });
    expect(await sold.isChecked()).toBe(true);
    await sold.focus();
    await page.keyboard.press('Space');
    await toastWith(page, LOCATION_MESSAGES.menuSaved).first().waitFor(POLL);
    // Down moves to the same location's box for the next dish.
    await page.keyboard.press('ArrowDown');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(focused).toMatch(new RegExp(` sold at ${NAME}$`));
    expect(focused).not.toBe(`${off.name} sold at ${NAME}`);
    const price = grid.getByRole('textbox', { name: `Price of ${priced.name} at ${NAME} ($)` });
    await price.fill('10.5');
    await price.press('Enter');
    await expect.poll(() => price.inputValue(), POLL).toBe('10.50');
    // The shop's own location still sells both as the menu has them.
    expect(await grid.getByRole('checkbox', { name: `${off.name} sold at ${first!.name}` }).isChecked()).toBe(true);
    const menuThere = async () => getJson<Food[]>(`/api/foods?location=${added.id}`);
    await expect.poll(async () => (await menuThere()).find((food) => food.id === priced.id)?.price, POLL).toBe(10.5);
    const there = await menuThere();
    expect(there.find((food) => food.id === off.id)?.isAvailable).toBe(false);
    const atFirst = await getJson<Food[]>(`/api/foods?location=${first!.id}`);
    expect(atFirst.find((food) => food.id === off.id)?.isAvailable).toBe(true);
    expect(atFirst.find((food) => food.id === priced.id)?.price).toBe(priced.price);
    await expectNoAxeViolations(page);

    // The shop's own location cannot go: the server says why, in the dialog.
    session.allow(/\[http 409\] DELETE .*\/api\/locations\/1$/, /status of 409 \(Conflict\) \(.*\/api\/locations\/1\)$/);
    await locationRow(page, first!.name)
      .getByRole('button', { name: `Remove ${first!.name}` })
      .click();
    const refuse = page.getByRole('dialog', { name: `Remove ${first!.name}?` });
    await refuse.getByRole('button', { name: 'Remove', exact: true }).click();
    await refuse.getByRole('alert').getByText(LOCATION_MESSAGES.firstLocation).waitFor(POLL);
    await refuse.getByRole('button', { name: 'Cancel' }).click();
    await refuse.waitFor({ state: 'detached' });
    expect((await locations()).map((location) => location.id)).toContain(first!.id);

    // The second one goes.
    await row.getByRole('button', { name: `Remove ${NAME}` }).click();
    const remove = page.getByRole('dialog', { name: `Remove ${NAME}?` });
    await remove.getByRole('button', { name: 'Remove', exact: true }).click();
    await toastWith(page, LOCATION_MESSAGES.removed).waitFor(POLL);
    await row.waitFor({ state: 'detached' });
    await grid.getByRole('columnheader', { name: NAME }).waitFor({ state: 'detached' });
    expect((await locations()).map((location) => location.name)).not.toContain(NAME);
  });

  it('reads right to left in Arabic, every word in it', async () => {
    const page = await session.newPage();
    await logInAsAdminThroughPage(page, '/ar/admin/locations');
    await page.getByRole('heading', { name: 'الفروع', level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByRole('table', { name: 'فروع المتجر' }).getByRole('row').nth(1).waitFor();
    await page.getByRole('heading', { name: 'قائمة الطعام في كل فرع' }).waitFor();
    await expectNoAxeViolations(page);
  });
});

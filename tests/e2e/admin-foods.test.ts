import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { seedFoods } from '../../db/seed/foods.ts';
import { seedOptionGroups } from '../../db/seed/option-groups.ts';
import { SEED_CATEGORIES } from '../../domain/categories.ts';
import { demoMenuRemovedMessage } from '../../domain/demo-menu.ts';
import type { Food } from '../../domain/food.ts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  adminNav,
  deleteDishesNamed,
  fillFoodForm,
  foodDialog,
  foodRow,
  foodsTable,
  logInAsAdminThroughPage,
  openManageFoods,
  sidebarToggle,
  signInNewCustomer,
  testDishName,
} from './support/admin.ts';
import { toastWith } from './support/auth.ts';
import { DESKTOP, expectNoAxeViolations, PHONE, POLL, useBrowser } from './support/browser.ts';
import { dishCard, menuSection, waitForHydration } from './support/menu.ts';
import { E2E_ADMIN, startServer } from './support/server.ts';
import { twoToneBytes } from '../factories/pictures.ts';

const session = useBrowser();

/** Every dish name a test adds starts with this; afterEach deletes them (never a seeded dish). */
const PREFIX = 'E2E Admin Dish';

afterEach(async () => {
  await deleteDishesNamed(session.baseURL, PREFIX);
});

/** The API paths a page asked for (same origin), to prove what it did not ask. */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

const dish = { category: 'pizza', image: '/images/dishes/margherita-pizza.svg', description: 'Made by the admin E2E test.' };

describe('who sees the admin panel', () => {
  it('asks a signed-out visitor to log in, and shows no admin screen or data', async () => {
    session.allow(/\[http 401\] GET .*\/api\/auth\/me/, /status of 401/);
    const page = await session.newPage();
    const calls = recordApiCalls(page);
    await page.goto('/admin/foods');
    await page.getByRole('heading', { name: 'Please log in', level: 1 }).waitFor();
    const login = page.getByRole('link', { name: 'Log in' });
    expect(await login.getAttribute('href')).toBe('/login?next=%2Fadmin%2Ffoods');
    expect(await adminNav(page).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Manage Foods' }).count()).toBe(0);
    expect(calls).toEqual(['GET /api/auth/me']);
    await expectNoAxeViolations(page);

    // The link comes back here after logging in.
    await login.click();
    await page.waitForURL((url) => url.pathname === '/login');
    const main = page.getByRole('main');
    const submit = main.getByRole('button', { name: 'Log in', exact: true });
    await waitForHydration(submit);
    await main.getByLabel('Email').fill(E2E_ADMIN.email);
    await main.getByLabel('Password').fill(E2E_ADMIN.password);
    await submit.click();
    await page.waitForURL((url) => url.pathname === '/admin/foods');
    await page.getByRole('heading', { name: 'Manage Foods', level: 1 }).waitFor();
  });

  it('tells a customer they have no access, asks for no admin data, and the API refuses them', async () => {
    const context = await session.context();
    await signInNewCustomer(context, session.baseURL);
    const page = await context.newPage();
    const calls = recordApiCalls(page);
    for (const path of ['/admin', '/admin/foods', '/admin/orders']) {
      await page.goto(path);
      await page.getByText('You do not have access to the admin panel.').waitFor();
      expect(await adminNav(page).count()).toBe(0);
      expect(await page.getByRole('table').count()).toBe(0);
    }
    expect(new Set(calls)).toEqual(new Set(['GET /api/auth/me']));
    await expectNoAxeViolations(page);

    // The same cookie, straight at the API: every write is refused.
    const headers = { Origin: session.baseURL };
    const body = { name: `${PREFIX} customer`, price: 1, ...dish, isAvailable: true };
    expect((await context.request.post('/api/foods', { data: body, headers })).status()).toBe(403);
    expect((await context.request.put('/api/foods/margherita-pizza', { data: body, headers })).status()).toBe(403);
    expect((await context.request.delete('/api/foods/margherita-pizza', { headers })).status()).toBe(403);
    const anonymous = await session.freshContext();
    expect((await anonymous.request.post('/api/foods', { data: body, headers })).status()).toBe(401);
    expect((await anonymous.request.delete('/api/foods/margherita-pizza', { headers })).status()).toBe(401);
    const seeded = (await (await context.request.get('/api/foods/margherita-pizza')).json()) as { price: number };
    expect(seeded.price).toBe(12.99);
  });

  it('keeps the admin code off the shop’s pages', async () => {
    const page = await session.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    for (const path of ['/', '/login', '/account']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => /AdminApp|food-form|admin/i.test(script))).toEqual([]);
  });
});

describe('Manage Foods', () => {
  it('adds, edits and deletes a dish, and the customer’s menu follows each time', async () => {
    const admin = await session.newPage();
    await logInAsAdminThroughPage(admin);
    await openManageFoods(admin);

    // The table: every seeded dish with its price and status.
    const headers = await foodsTable(admin).getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['Image', 'Name', 'Category', 'Price', 'Status', 'Actions']);
    const margherita = foodRow(admin, 'Margherita Pizza');
    expect(await margherita.getByRole('cell').allTextContents()).toEqual(['', 'pizza', '$12.99', 'Available', 'Sold outEditDelete']);
    await foodRow(admin, 'Penne Arrabbiata').getByText('Unavailable', { exact: true }).waitFor();
    await margherita.getByRole('button', { name: 'Edit Margherita Pizza' }).waitFor();
    await expectNoAxeViolations(admin);

    // A customer looks at the menu in another browser.
    const customerContext = await session.freshContext();
    await signInNewCustomer(customerContext, session.baseURL);
    const shop = await customerContext.newPage();
    await shop.goto('/');
    await dishCard(shop, 'Margherita Pizza').waitFor();

    // Add.
    const name = testDishName(PREFIX);
    await admin.getByRole('button', { name: 'Add Food' }).click();
    const dialog = foodDialog(admin);
    await dialog.getByRole('heading', { name: 'Add Food' }).waitFor();
    await fillFoodForm(dialog, { name, price: '9.5', ...dish, available: true });
    // Its picture: a photo from the owner's computer, uploaded as soon as it is chosen; the
    // server's address of it fills the Image URL field.
    const upload = dialog.getByLabel(/Upload a picture/);
    session.allow(/415.*\/api\/pictures/);
    await upload.setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture') });
    await dialog.getByText('The file is not a JPEG, PNG or WebP picture.').waitFor();
    await upload.setInputFiles({
      name: 'soup.png',
      mimeType: 'image/png',
      buffer: Buffer.from(twoToneBytes('png', 1600, 1200, [200, 40, 40, 255], [40, 40, 200, 255])),
    });
    await dialog.getByRole('status').getByText('Picture uploaded.').waitFor();
    const pictureUrl = await dialog.getByLabel('Image URL').inputValue();
    expect(pictureUrl).toMatch(/^\/media\/[a-z0-9]+-800\.jpg$/);
    await expectNoAxeViolations(admin);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toastWith(admin, 'Food added successfully').waitFor();
    await expect.poll(() => dialog.count(), POLL).toBe(0);
    const row = foodRow(admin, name);
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual(['', 'pizza', '$9.50', 'Available', 'Sold outEditDelete']);

    await shop.reload();
    const card = dishCard(shop, name);
    await card.waitFor();
    await card.getByText('$9.50').waitFor();
    // The customer's card shows the uploaded picture in its card size (the larger one on sharp screens).
    const picture = card.getByRole('img', { name });
    // The island's card, not the served one it replaces (which may go while it is scrolled to).
    await waitForHydration(picture);
    expect(await picture.getAttribute('srcset')).toBe(`${pictureUrl.replace('-800', '-400')} 1x, ${pictureUrl} 2x`);
    // Loaded lazily: brought into sight (again, if the island's card took the served one's place).
    await expect
      .poll(async () => {
        await picture.scrollIntoViewIfNeeded();
        return picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth);
      }, POLL)
      .toBe(400);

    // Sold out in one tap, and back: the customer's menu says so in between.
    await row.getByRole('button', { name: `Mark ${name} sold out` }).click();
    await toastWith(admin, `${name} is marked sold out`).waitFor();
    await row.getByText('Unavailable', { exact: true }).waitFor();
    await shop.reload();
    await dishCard(shop, name).getByText('Out of Stock').first().waitFor();
    await row.getByRole('button', { name: `Put ${name} back on sale` }).click();
    await toastWith(admin, `${name} is back on sale`).waitFor();
    await row.getByText('Available', { exact: true }).waitFor();

    // Edit: the dialog opens filled in; the new price reaches the menu.
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    await dialog.getByRole('heading', { name: 'Edit Food' }).waitFor();
    expect(await dialog.getByLabel('Name', { exact: true }).inputValue()).toBe(name);
    expect(await dialog.getByLabel('Price ($)', { exact: true }).inputValue()).toBe('9.50');
    expect(await dialog.getByLabel('Image URL').inputValue()).toBe(pictureUrl);
    expect(await dialog.getByRole('checkbox', { name: 'Available' }).isChecked()).toBe(true);
    await fillFoodForm(dialog, { price: '11.25' });
    // Its diet and allergens: ticked in their groups, shown to customers with the dish.
    const dietary = dialog.getByRole('group', { name: 'Dietary' });
    const allergens = dialog.getByRole('group', { name: 'Allergens' });
    expect(await allergens.getByRole('checkbox').count()).toBe(14);
    await dietary.getByRole('checkbox', { name: 'Vegan' }).check();
    await allergens.getByRole('checkbox', { name: 'Sesame' }).check();
    await allergens.getByRole('checkbox', { name: 'Gluten' }).check();
    await expectNoAxeViolations(admin);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toastWith(admin, 'Food updated successfully').waitFor();
    await expect.poll(() => dialog.count(), POLL).toBe(0);
    await row.getByText('$11.25').waitFor();

    await shop.reload();
    const edited = dishCard(shop, name);
    await edited.getByText('$11.25').waitFor();
    expect(await edited.getByRole('list', { name: 'Diet' }).getByRole('listitem').allTextContents()).toEqual(['Vegan']);
    await edited.getByText('Contains: Gluten, Sesame').waitFor();
    await edited.getByRole('link', { name: /View Details/ }).click();
    await shop.getByRole('heading', { name, level: 1 }).waitFor();
    await shop.getByRole('main').getByText('Contains: Gluten, Sesame').waitFor();
    await expectNoAxeViolations(shop);
    await shop.goto('/');

    // After saving, Add Food starts empty again (add mode, nothing being edited).
    await admin.getByRole('button', { name: 'Add Food' }).click();
    await dialog.getByRole('heading', { name: 'Add Food' }).waitFor();
    expect(await dialog.getByLabel('Name', { exact: true }).inputValue()).toBe('');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count(), POLL).toBe(0);

    // Delete: dismissing the question keeps the dish; accepting removes it.
    const questions: string[] = [];
    admin.once('dialog', (question) => {
      questions.push(question.message());
      void question.dismiss();
    });
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await expect.poll(() => questions, POLL).toEqual(['Are you sure you want to delete this food item?']);
    await admin.waitForTimeout(300);
    expect(await row.count()).toBe(1);

    admin.once('dialog', (question) => void question.accept());
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await toastWith(admin, 'Food deleted successfully').waitFor();
    await expect.poll(() => row.count(), POLL).toBe(0);
    await foodRow(admin, 'Margherita Pizza').waitFor();

    await shop.reload();
    await dishCard(shop, 'Margherita Pizza').waitFor();
    await expect.poll(() => dishCard(shop, name).count(), POLL).toBe(0);
    expect(await menuSection(shop).getByText(name).count()).toBe(0);
  });

  it('gives a dish option groups, its own and shared, and switches an option sold out for every dish sharing it', async () => {
    const admin = await session.newPage();
    await logInAsAdminThroughPage(admin);
    await openManageFoods(admin);
    const name = testDishName(PREFIX);
    await admin.getByRole('button', { name: 'Add Food' }).click();
    const dialog = foodDialog(admin);
    await fillFoodForm(dialog, { name, price: '10', ...dish, available: true });
    const options = dialog.getByRole('group', { name: /^Options/ });

    // Its own group: a size, choose 1, from two.
    await options.getByRole('button', { name: 'Add a group' }).click();
    const group = options.getByRole('region', { name: 'Group 1' });
    await group.getByLabel('Group name').fill('Crust');
    const crust = options.getByRole('region', { name: 'Crust' });
    await crust.getByLabel('Name of option 1 of Crust').fill('Thin');
    await crust.getByRole('button', { name: 'Add option to Crust' }).click();
    await crust.getByLabel('Name of option 2 of Crust').fill('Stuffed');
    await crust.getByLabel('Price change of Stuffed ($)').fill('3');
    // A group another dish has: shared, not copied.
    await options
      .getByLabel('Or share a group')
      .selectOption({ label: 'Extras (Extra mozzarella, Olives, Jalapeños, Mushrooms, Truffle oil)' });
    await options.getByRole('button', { name: 'Add shared group' }).click();
    await options
      .getByRole('region', { name: 'Extras' })
      .getByText(/^Shared with Margherita Pizza, Pepperoni Pizza/)
      .waitFor();
    await expectNoAxeViolations(admin);

    // A broken group is named before anything is sent.
    await crust.getByLabel('At least').fill('3');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await options.getByText('Crust: the maximum must be at least the minimum (and at least 1).').waitFor();
    await crust.getByLabel('At least').fill('1');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toastWith(admin, 'Food added successfully').waitFor();
    await expect.poll(() => dialog.count(), POLL).toBe(0);

    const saved = ((await (await fetch(`${session.baseURL}/api/foods`)).json()) as Food[]).find((food) => food.name === name)!;
    expect(
      saved.optionGroups.map((candidate) => [
        candidate.name,
        candidate.minSelect,
        candidate.maxSelect,
        candidate.options.map((option) => `${option.name} ${option.price}`),
      ]),
    ).toEqual([
      ['Crust', 1, 1, ['Thin 0', 'Stuffed 3']],
      ['Extras', 0, 3, ['Extra mozzarella 1.5', 'Olives 1', 'Jalapeños 1', 'Mushrooms 1', 'Truffle oil 2']],
    ]);
    expect(saved.optionGroups[1]!.id).toBe('pizza-extras');

    // One tap on an option in the list: sold out on every pizza sharing it, then back.
    const row = foodRow(admin, name);
    await row.getByText(/^7 options, 1 sold out/).click();
    await row.getByRole('button', { name: 'Mark Olives sold out' }).click();
    await toastWith(admin, 'Olives is marked sold out').waitFor();
    const shop = await session.newPage();
    await shop.goto('/dish/pepperoni-pizza');
    const extras = shop.getByRole('main').getByRole('group', { name: /^Extras/ });
    await waitForHydration(extras.getByRole('checkbox', { name: /Olives/ }));
    expect(await extras.getByRole('checkbox', { name: /Olives/ }).isDisabled()).toBe(true);
    await foodRow(admin, name)
      .getByText(/^7 options, 2 sold out/)
      .waitFor();
    if (
      !(await foodRow(admin, name)
        .locator('details')
        .evaluate((element) => (element as HTMLDetailsElement).open))
    )
      await foodRow(admin, name)
        .getByText(/^7 options/)
        .click();
    await foodRow(admin, name).getByRole('button', { name: 'Put Olives back on sale' }).click();
    await toastWith(admin, 'Olives is back on sale').waitFor();
  });

  it('checks each required field with its message, in a dialog that traps focus and closes on Escape', async () => {
    const page = await session.newPage();
    await logInAsAdminThroughPage(page);
    await openManageFoods(page);
    const opener = page.getByRole('button', { name: 'Add Food' });
    await opener.click();
    const dialog = foodDialog(page);
    await dialog.getByRole('heading', { name: 'Add Food' }).waitFor();
    expect(await dialog.getAttribute('aria-labelledby')).toBeTruthy();
    await expect
      .poll(() => dialog.getByLabel('Name', { exact: true }).evaluate((input) => input === document.activeElement), POLL)
      .toBe(true);

    await dialog.getByRole('button', { name: 'Save' }).click();
    for (const message of ['Name is required.', 'Category is required.', 'Price must be a number of at least 0.']) {
      await dialog.getByText(message, { exact: true }).waitFor();
    }
    expect(await dialog.getByLabel('Name', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByLabel('Name', { exact: true }).evaluate((input) => input === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page);

    // Messages go as each field is fixed; a bad image address has its own.
    await fillFoodForm(dialog, { name: `${PREFIX} never saved`, category: 'pizza', price: '-2', image: 'javascript:alert(1)' });
    expect(await dialog.getByText('Name is required.').count()).toBe(0);
    await dialog.getByText('Price must be a number of at least 0.').waitFor();
    await dialog.getByText('Image URL must start with http://, https:// or / (a path on this site).').waitFor();

    // Focus stays inside: tabbing round the dialog never reaches the page behind it.
    for (const key of [...Array<string>(12).fill('Tab'), ...Array<string>(12).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((element) => element.contains(document.activeElement)), key).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count(), POLL).toBe(0);
    await expect.poll(() => opener.evaluate((button) => button === document.activeElement), POLL).toBe(true);
    expect(await foodsTable(page).getByText(`${PREFIX} never saved`).count()).toBe(0);
  });

  it('shows the server’s message when a save fails', async () => {
    session.allow(/\[http 500\] POST .*\/api\/foods/, /status of 500/);
    const page = await session.newPage();
    await logInAsAdminThroughPage(page);
    await openManageFoods(page);
    await page.route('**/api/foods', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ success: false, message: 'The kitchen is closed.', code: 'internal_error' }),
          })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Add Food' }).click();
    const dialog = foodDialog(page);
    await fillFoodForm(dialog, { name: testDishName(PREFIX), price: '5', ...dish });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, 'The kitchen is closed.').waitFor();
    // The dialog stays open with what was typed, so nothing is lost.
    expect(await dialog.getByRole('heading', { name: 'Add Food' }).count()).toBe(1);
  });
});

describe('admin layout', () => {
  it('lists the eighteen screens, marks the current one, and collapses', async () => {
    const page = await session.newPage({ viewport: DESKTOP });
    await logInAsAdminThroughPage(page, '/admin');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const nav = adminNav(page);
    const links = nav.getByRole('link');
    expect(await links.allTextContents()).toEqual([
      'Dashboard',
      'Order Desk',
      'New order',
      'Picking',
      'Tabs',
      'Manage Foods',
      'Categories',
      'Manage Orders',
      'Analytics',
      'Reports',
      'Reviews',
      'Team',
      'Mail',
      'Pages',
      'Storefront',
      'Locations',
      'Tables',
      'Settings',
    ]);
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual([
      '/admin',
      '/admin/desk',
      '/admin/new-order',
      '/admin/pick',
      '/admin/tabs',
      '/admin/foods',
      '/admin/categories',
      '/admin/orders',
      '/admin/analytics',
      '/admin/reports',
      '/admin/reviews',
      '/admin/team',
      '/admin/mail',
      '/admin/pages',
      '/admin/storefront',
      '/admin/locations',
      '/admin/tables',
      '/admin/settings',
    ]);
    expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await expectNoAxeViolations(page);

    for (const [link, heading] of [
      ['Categories', 'Categories'],
      ['Manage Orders', 'Manage Orders'],
      ['Analytics', 'Analytics'],
      ['Settings', 'Settings'],
      ['Storefront', 'Storefront'],
      ['Manage Foods', 'Manage Foods'],
    ] as const) {
      await adminNav(page).getByRole('link', { name: link }).click();
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      expect(await adminNav(page).getByRole('link', { name: link }).getAttribute('aria-current')).toBe('page');
      expect(await adminNav(page).locator('[aria-current="page"]').count()).toBe(1);
    }

    const toggle = sidebarToggle(page);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => adminNav(page).isVisible(), POLL).toBe(false);
    await toggle.click();
    await adminNav(page).waitFor();
  });

  it('starts with the sidebar closed on a phone', async () => {
    const page = await session.newPage({ viewport: PHONE });
    await logInAsAdminThroughPage(page);
    await page.getByRole('heading', { name: 'Manage Foods', level: 1 }).waitFor();
    const toggle = sidebarToggle(page);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await adminNav(page).isVisible()).toBe(false);
    await toggle.click();
    await adminNav(page).waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await expectNoAxeViolations(page);
  });

  it('logs out: the session ends, the stored user values go, and the shop opens', async () => {
    session.allow(/\[http 503\] POST .*\/api\/auth\/logout/, /status of 503/, /\[http 401\] GET .*\/api\/auth\/me/, /status of 401/);
    const context = await session.context();
    const page = await context.newPage();
    await logInAsAdminThroughPage(page, '/admin');
    await page.evaluate(() => localStorage.setItem('keepMe', 'yes'));
    expect(await page.evaluate(() => localStorage.getItem('userId'))).toBeTruthy();

    // A failed logout says so and changes nothing.
    await page.route('**/api/auth/logout', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"success":false}' }),
    );
    await page.getByRole('button', { name: 'Logout' }).click();
    await toastWith(page, 'Failed to logout').waitFor();
    expect(page.url()).toMatch(/\/admin$/);
    await page.unroute('**/api/auth/logout');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await toastWith(page, 'Logged out successfully').waitFor();
    expect(await page.evaluate(() => ['userId', 'userName', 'userEmail'].map((key) => localStorage.getItem(key)))).toEqual([
      null,
      null,
      null,
    ]);
    expect(await page.evaluate(() => localStorage.getItem('keepMe'))).toBe('yes');
    expect((await context.request.get('/api/auth/me')).status()).toBe(401);

    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Please log in' }).waitFor();
  });
});

describe('Manage Foods: the demo menu', () => {
  it('is removed in one step after the owner confirms, and the shop shows an empty menu', async () => {
    // A shop of its own: the shared one keeps its demo menu for the other journeys.
    const dir = mkdtempSync(join(tmpdir(), 'doorstep-demo-'));
    const server = await startServer(`file:${join(dir, 'demo.db')}`);
    try {
      const context = await session.freshContext({ baseURL: server.baseURL });
      const page = await context.newPage();
      await logInAsAdminThroughPage(page, '/admin/foods');
      const main = page.getByRole('main');
      await main.getByRole('cell', { name: 'Margherita Pizza' }).first().waitFor();
      const open = main.getByRole('button', { name: 'Remove the demo menu' });
      await waitForHydration(open);
      await open.click();
      const dialog = page.getByRole('dialog', { name: 'Remove the demo menu' });
      await dialog.getByText('This cannot be undone.', { exact: false }).waitFor();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Remove' }).click();
      const removed = { dishes: seedFoods.length, categories: SEED_CATEGORIES.length, optionGroups: seedOptionGroups.length };
      await toastWith(page, demoMenuRemovedMessage(removed)).waitFor();
      await expect.poll(() => dialog.count(), POLL).toBe(0);
      await main.getByText('No dishes yet. Add the first one.').waitFor();

      await page.goto('/');
      await page.getByText('No items found.').first().waitFor();
      // Closed while its server still runs: a page left open would go on asking a stopped server.
      await context.close();
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

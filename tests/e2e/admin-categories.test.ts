import { afterAll, describe, expect, it } from 'vitest';
import type { Food } from '../../domain/food.ts';
import { adminCookie, deleteCategoriesNamed, deleteDishesNamed, logInAsAdminThroughPage } from './support/admin.ts';
import { toastWith } from './support/auth.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { categoriesSection, filterButton, menuSection, waitForHydration } from './support/menu.ts';

const session = useBrowser();
const PREFIX = 'E2E Cat';
const DISH = 'E2E Cat Dish Mochi';

afterAll(async () => {
  await deleteDishesNamed(session.baseURL, DISH);
  await deleteCategoriesNamed(session.baseURL, PREFIX);
});

describe('Categories (/admin/categories)', () => {
  it('adds, moves, hides, renames and deletes a category, and the shop follows each time', async () => {
    const admin = await session.newPage();
    await logInAsAdminThroughPage(admin, '/admin/categories');
    await admin.getByRole('heading', { name: 'Categories', level: 1 }).waitFor();
    const table = admin.getByRole('table', { name: /Menu categories/ });
    const names = () => table.getByRole('rowheader').evaluateAll((cells) => cells.map((cell) => cell.firstChild?.textContent ?? ''));
    await expect.poll(names, POLL).toEqual(['pizza', 'burger', 'sushi', 'thali', 'Chicken', 'pasta']);
    await expectNoAxeViolations(admin);

    // Add: at the end, then a dish goes into it.
    await admin.getByRole('button', { name: 'Add category' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Name', { exact: true }).fill(`${PREFIX} Sweets`);
    await dialog.getByLabel('Description (optional)').fill('Something sweet.');
    await expectNoAxeViolations(admin);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toastWith(admin, 'Category added').waitFor();
    await expect.poll(names, POLL).toEqual(['pizza', 'burger', 'sushi', 'thali', 'Chicken', 'pasta', `${PREFIX} Sweets`]);
    const cookie = await adminCookie(session.baseURL);
    const added = await fetch(`${session.baseURL}/api/foods`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: session.baseURL, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: DISH, category: `${PREFIX} Sweets`, price: 4.5, image: '/images/placeholder.svg' }),
    });
    expect(added.status).toBe(201);

    // Up one place: before pasta on the shop too.
    await admin.getByRole('button', { name: `Move ${PREFIX} Sweets up` }).click();
    await expect.poll(names, POLL).toEqual(['pizza', 'burger', 'sushi', 'thali', 'Chicken', `${PREFIX} Sweets`, 'pasta']);
    const shop = await session.newPage();
    await shop.goto('/');
    await categoriesSection(shop)
      .getByRole('button', { name: `${PREFIX} Sweets`, exact: true })
      .scrollIntoViewIfNeeded();
    await waitForHydration(filterButton(shop, `${PREFIX} Sweets`));
    const filters = await menuSection(shop).getByRole('group', { name: 'Filter dishes by category' }).getByRole('button').allTextContents();
    expect(filters.slice(-2)).toEqual([`${PREFIX} Sweets`, 'pasta']);

    // Hidden: no tile, no filter, no dish.
    await admin.getByRole('button', { name: `Hide ${PREFIX} Sweets` }).click();
    await admin.getByRole('button', { name: `Show ${PREFIX} Sweets` }).waitFor();
    await shop.reload();
    await waitForHydration(filterButton(shop, 'pasta'));
    expect(await filterButton(shop, `${PREFIX} Sweets`).count()).toBe(0);
    expect(await shop.getByRole('article', { name: DISH }).count()).toBe(0);
    expect(await categoriesSection(shop).getByText(`${PREFIX} Sweets`).count()).toBe(0);

    // Shown and renamed: the shop's filter and the dish carry the new name.
    // The edit dialog starts from the list as shown, so it opens once the list says "shown".
    await admin.getByRole('button', { name: `Show ${PREFIX} Sweets` }).click();
    await admin.getByRole('button', { name: `Hide ${PREFIX} Sweets` }).waitFor();
    await admin.getByRole('button', { name: `Edit ${PREFIX} Sweets` }).click();
    await dialog.getByLabel('Name', { exact: true }).fill(`${PREFIX} Puddings`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    // The Show above said "Category updated" too: the list's new name is what says the rename is saved.
    await expect.poll(names, POLL).toEqual(['pizza', 'burger', 'sushi', 'thali', 'Chicken', `${PREFIX} Puddings`, 'pasta']);
    await shop.reload();
    await waitForHydration(filterButton(shop, `${PREFIX} Puddings`));
    await shop.getByRole('article', { name: DISH }).first().waitFor();

    // Deleted: its dish moves where the owner says.
    await admin.getByRole('button', { name: `Delete ${PREFIX} Puddings` }).click();
    await dialog.getByLabel('Move its 1 dish to').selectOption({ label: 'thali' });
    await expectNoAxeViolations(admin);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toastWith(admin, 'Category deleted').waitFor();
    await expect.poll(names, POLL).toEqual(['pizza', 'burger', 'sushi', 'thali', 'Chicken', 'pasta']);
    const dish = ((await (await fetch(`${session.baseURL}/api/foods`)).json()) as Food[]).find((food) => food.name === DISH);
    expect(dish).toMatchObject({ category: 'thali', categoryId: 'thali' });
  });
});

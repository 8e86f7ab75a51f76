import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Food } from '../../domain/food.ts';
import { foodDialog, foodRow, fillFoodForm, openManageFoods } from './support/admin.ts';
import { toastWith } from './support/auth.ts';
import { DESKTOP, expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { dishCard, filterButton, menuSection, waitForHydration } from './support/menu.ts';
import { signInAdmin, signInBrowser } from './support/orders.ts';
import { startServerOverCopy } from './support/own-server.ts';

const session = useBrowser();
const MAIN = 'Fruit & Veg';
const SUB = 'Fruit';
const DISH = 'E2E Sub Apples';

async function addCategory(page: Page, name: string, inside?: string): Promise<void> {
  await page.getByRole('button', { name: 'Add category' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  if (inside) await dialog.getByLabel('Inside').selectOption({ label: inside });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await toastWith(page, 'Category added').waitFor(POLL);
  await dialog.waitFor({ state: 'detached' });
}

describe('categories in two levels', () => {
  it('the owner puts Fruit inside Fruit & Veg and a dish in it; the customer finds it by both levels and back', async () => {
    // Its own server over a copy of the shared database: the other files' menus keep their six categories.
    const server = await startServerOverCopy('subcategories');
    const base = server.baseURL;
    try {
      const admin = await signInAdmin(base);
      const added = await fetch(`${base}/api/foods`, {
        method: 'POST',
        headers: { Cookie: admin.cookie, Origin: base, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: DISH, categoryId: 'pasta', price: 2.5, image: '/images/placeholder.svg' }),
      });
      expect(added.status).toBe(201);

      // The owner: a main category, a subcategory inside it, listed under it.
      const adminContext = await session.freshContext({ baseURL: base, viewport: DESKTOP });
      await signInBrowser(adminContext, base, admin);
      const owner = await adminContext.newPage();
      await owner.goto('/admin/categories');
      const table = owner.getByRole('table', { name: /Menu categories/ });
      await table.getByRole('rowheader', { name: 'pasta' }).waitFor(POLL);
      await addCategory(owner, MAIN);
      await addCategory(owner, SUB, MAIN);
      // Listed under its main category, indented behind a "›"; a screen reader hears its path.
      const shown = () => table.getByRole('rowheader').evaluateAll((cells) => cells.map((cell) => cell.firstChild?.textContent ?? ''));
      await expect.poll(async () => (await shown()).slice(-2), POLL).toEqual([MAIN, `›${SUB}`]);
      await table.getByRole('rowheader', { name: `${MAIN} › ${SUB}`, exact: true }).waitFor();
      await expectNoAxeViolations(owner);

      // The dish moves into Fruit in the food form, whose select names it by its path.
      await openManageFoods(owner);
      await foodRow(owner, DISH)
        .getByRole('button', { name: `Edit ${DISH}` })
        .click();
      const dialog = foodDialog(owner);
      await fillFoodForm(dialog, { category: `${MAIN} › ${SUB}` });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await toastWith(owner, 'Food updated successfully').waitFor(POLL);
      const dish = ((await (await fetch(`${base}/api/foods`)).json()) as Food[]).find((food) => food.name === DISH);
      expect(dish).toMatchObject({ category: SUB, mainCategory: MAIN });

      // The customer: the main categories in the bar, Fruit & Veg's row of subcategories, the dish under Fruit.
      const shopper = await (await session.freshContext({ baseURL: base, viewport: DESKTOP })).newPage();
      await shopper.goto('/menu');
      await waitForHydration(filterButton(shopper, MAIN));
      expect(await filterButton(shopper, SUB).count()).toBe(0);
      await filterButton(shopper, MAIN).click();
      // The press starts the island's menu, which takes the served one's place.
      await expect.poll(() => shopper.locator('[data-menu-static]').count(), { timeout: 10_000 }).toBe(0);
      const row = menuSection(shopper).getByRole('navigation', { name: `${MAIN}: subcategories` });
      await row.getByRole('link', { name: SUB, exact: true }).waitFor(POLL);
      const fruit = menuSection(shopper).getByRole('region', { name: SUB, exact: true });
      await dishCard(fruit, DISH).waitFor(POLL);
      await expectNoAxeViolations(shopper);

      // By keyboard along the row: "All Fruit & Veg" is current, then Fruit.
      const all = row.getByRole('link', { name: `All ${MAIN}` });
      expect(await all.getAttribute('aria-current')).toBe('true');
      await all.focus();
      await shopper.keyboard.press('Tab');
      const fruitLink = row.getByRole('link', { name: SUB, exact: true });
      expect(await fruitLink.evaluate((link) => link === document.activeElement)).toBe(true);
      await shopper.keyboard.press('Enter');
      await expect.poll(() => fruitLink.getAttribute('aria-current'), POLL).toBe('true');
      expect(await all.getAttribute('aria-current')).toBeNull();
      expect(new URL(shopper.url()).searchParams.get('sub')).toBe(SUB);
      await expectNoAxeViolations(shopper);

      // The dish's page: its path as a breadcrumb, each step a link back to the menu at it.
      await dishCard(fruit, DISH).getByRole('link', { name: 'View Details' }).click();
      await shopper.waitForURL((url) => url.pathname.startsWith('/dish/'));
      const trail = shopper.getByRole('navigation', { name: 'Category' });
      expect(await trail.getByRole('link').allInnerTexts()).toEqual([MAIN, SUB]);
      await expectNoAxeViolations(shopper);
      await trail.getByRole('link', { name: SUB, exact: true }).click();
      await shopper.waitForURL((url) => url.pathname === '/menu' && url.searchParams.get('sub') === SUB);
      const current = menuSection(shopper)
        .getByRole('navigation', { name: `${MAIN}: subcategories` })
        .getByRole('link', { name: SUB, exact: true });
      await expect.poll(() => current.getAttribute('aria-current'), { timeout: 10_000 }).toBe('true');
      await dishCard(shopper, DISH).waitFor(POLL);
      await expectNoAxeViolations(shopper);
    } finally {
      await session.closeContexts();
      await server.stop();
    }
  });
});

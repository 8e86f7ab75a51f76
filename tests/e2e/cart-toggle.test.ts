import { describe, expect, it } from 'vitest';
import { POLL, useBrowser } from './support/browser.ts';
import { addableFromCard, cartLineCount, cartLink, clickWhenHydrated, dishCard, fetchFoods } from './support/menu.ts';

const session = useBrowser();

describe('cart toggle on the menu', () => {
  it("turns 'Add to Cart' into 'Remove from Cart', counts lines in the badge, and survives a reload", async () => {
    const foods = await fetchFoods(session.baseURL);
    const [first, second] = foods.filter(addableFromCard);
    if (!first || !second) throw new Error('the seed needs two available dishes');
    const page = await session.newPage();
    await page.goto('/');
    const badge = page.getByTestId('cart-badge');

    await dishCard(page, first.name).getByRole('button', { name: 'Add to Cart' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await clickWhenHydrated(dishCard(page, first.name).getByRole('button', { name: 'Add to Cart' }));
    await dishCard(page, first.name).getByRole('button', { name: 'Remove from Cart' }).waitFor();
    await expect.poll(() => cartLineCount(page), POLL).toBe(1);
    await badge.waitFor();
    expect((await badge.textContent())?.trim()).toBe('1');

    await clickWhenHydrated(dishCard(page, second.name).getByRole('button', { name: 'Add to Cart' }));
    await dishCard(page, second.name).getByRole('button', { name: 'Remove from Cart' }).waitFor();
    await expect.poll(() => cartLineCount(page), POLL).toBe(2);
    expect((await badge.textContent())?.trim()).toBe('2');

    // Every page's badge knows the cart.
    await page.goto('/contact');
    await expect.poll(() => cartLineCount(page), POLL).toBe(2);
    await page.goBack();

    await page.reload();
    await dishCard(page, first.name).getByRole('button', { name: 'Remove from Cart' }).waitFor();
    await dishCard(page, second.name).getByRole('button', { name: 'Remove from Cart' }).waitFor();
    await expect.poll(() => cartLineCount(page), POLL).toBe(2);
    expect((await badge.textContent())?.trim()).toBe('2');

    await clickWhenHydrated(dishCard(page, first.name).getByRole('button', { name: 'Remove from Cart' }));
    await dishCard(page, first.name).getByRole('button', { name: 'Add to Cart' }).waitFor();
    await expect.poll(() => cartLineCount(page), POLL).toBe(1);
    expect((await badge.textContent())?.trim()).toBe('1');
    expect(await cartLink(page).getAttribute('href')).toMatch(/\/cart\/?$/);
  });

  it('counts lines, not items: a dish toggled twice is still one line', async () => {
    const foods = await fetchFoods(session.baseURL);
    const dish = foods.find(addableFromCard);
    if (!dish) throw new Error('the seed needs an available dish');
    const page = await session.newPage();
    await page.goto('/');
    const card = dishCard(page, dish.name);
    await clickWhenHydrated(card.getByRole('button', { name: 'Add to Cart' }));
    await clickWhenHydrated(card.getByRole('button', { name: 'Remove from Cart' }));
    await clickWhenHydrated(card.getByRole('button', { name: 'Add to Cart' }));
    await card.getByRole('button', { name: 'Remove from Cart' }).waitFor();
    await expect.poll(() => cartLineCount(page), POLL).toBe(1);
  });
});

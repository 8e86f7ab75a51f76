import { describe, expect, it } from 'vitest';
import type { CategoryWithCount } from '../../domain/categories.ts';
import { DESKTOP, POLL, expectNoAxeViolations, scrollThrough, useBrowser } from './support/browser.ts';
import {
  MENU_FILTERS,
  categoriesSection,
  clickWhenHydrated,
  addableFromCard,
  dishCard,
  expectCards,
  fetchFoods,
  filterButton,
  inCategory,
  menuSection,
  namesOf,
  topInViewport,
  visibleCardNames,
  waitForHydration,
} from './support/menu.ts';

const session = useBrowser();

describe('home page', () => {
  it('greets the visitor with the hero', async () => {
    const page = await session.newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Fresh & Halal Delivered Fast' }).waitFor();
    await page.getByText('Taste the Freshness At Your Doorstep!').waitFor();
    await page.getByText('1000+', { exact: false }).first().waitFor();
    expect(await page.getByText(/Satisfied Customers/).count()).toBeGreaterThan(0);
    const hero = page.locator('section[aria-labelledby="hero-heading"]');
    expect(await hero.locator('img[alt=""]:visible').count(), 'hero avatars').toBe(3);
    // The pictures arrive inside the page: no request before the largest paint.
    const heroImage = hero.getByRole('img', { name: /A basket of fresh fruit/ });
    expect(await heroImage.getAttribute('src')).toMatch(/^data:image\/avif;base64,/);
    expect(await heroImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  });

  it("scrolls to the menu with 'Order Now' and to the categories with 'Explore More'", async () => {
    const page = await session.newPage();
    await page.goto('/');
    const heroButton = (name: string) =>
      page
        .getByRole('button', { name, exact: true })
        .or(page.getByRole('link', { name, exact: true }))
        .first();

    const scrollSettled = async () => {
      const before = await page.evaluate(() => window.scrollY);
      await page.waitForTimeout(150);
      return before === (await page.evaluate(() => window.scrollY));
    };
    const headerBottom = () => page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);
    // The section's heading ends up in the upper part of the window, not under the sticky header.
    const expectScrolledTo = async (heading: ReturnType<typeof page.getByRole>) => {
      await expect.poll(() => topInViewport(heading), POLL).toBeLessThan(DESKTOP.height / 2);
      await expect.poll(scrollSettled, POLL).toBe(true);
      expect(await topInViewport(heading)).toBeGreaterThanOrEqual(await headerBottom());
    };

    await clickWhenHydrated(heroButton('Order Now'));
    await expectScrolledTo(menuSection(page).getByRole('heading', { name: 'Explore Our Menu' }));

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await clickWhenHydrated(heroButton('Explore More'));
    await expectScrolledTo(categoriesSection(page).getByRole('heading', { name: 'Explore by Category' }));
  });

  it("offers a filter per category, in the owner's order, 'All' showing every dish the API serves", async () => {
    const foods = await fetchFoods(session.baseURL);
    const page = await session.newPage();
    await page.goto('/');
    const menu = menuSection(page);
    await menu.getByRole('heading', { name: 'Explore Our Menu' }).waitFor();
    for (const name of MENU_FILTERS) await filterButton(page, name).waitFor();
    await expectCards(menu, namesOf(foods));
    expect(await filterButton(page, 'All').getAttribute('aria-pressed')).toBe('true');
  });

  it('filters by category ignoring case, and aria-pressed follows the choice', async () => {
    const foods = await fetchFoods(session.baseURL);
    const page = await session.newPage();
    await page.goto('/');
    const menu = menuSection(page);
    await expectCards(menu, namesOf(foods));

    for (const category of ['Chicken', 'sushi', 'All'] as const) {
      await clickWhenHydrated(filterButton(page, category));
      const expected = namesOf(inCategory(foods, category));
      expect(expected.length).toBeGreaterThan(0);
      await expectCards(menu, expected);
      for (const name of MENU_FILTERS) {
        expect(await filterButton(page, name).getAttribute('aria-pressed'), `${name} pressed?`).toBe(String(name === category));
      }
    }
  });

  it('filters the menu from a category tile and rings the chosen tile', async () => {
    const foods = await fetchFoods(session.baseURL);
    const page = await session.newPage();
    await page.goto('/');
    const categories = categoriesSection(page);
    await categories.getByRole('heading', { name: 'Explore by Category' }).waitFor();
    const tile = categories.getByRole('button', { name: 'burger', exact: true });
    await expectCards(menuSection(page), namesOf(foods));

    await clickWhenHydrated(tile);
    await expectCards(menuSection(page), namesOf(inCategory(foods, 'burger')));
    expect(await tile.getAttribute('aria-pressed')).toBe('true');
    const otherTiles = categories.getByRole('button', { pressed: true });
    expect(await otherTiles.count(), 'only one tile is active').toBe(1);
    // The ring is what a sighted visitor sees: the active tile has one, the others do not.
    const ring = (locator: typeof tile) =>
      locator.evaluate((element) => {
        const style = getComputedStyle(element);
        return style.boxShadow !== 'none' || style.outlineStyle !== 'none';
      });
    expect(await ring(tile)).toBe(true);
    const inactive = categories.getByRole('button', { pressed: false }).first();
    expect(await ring(inactive)).toBe(false);

    // Pressing the chosen tile again shows every dish.
    await tile.click();
    await expectCards(menuSection(page), namesOf(foods));
    expect(await tile.getAttribute('aria-pressed')).toBe('false');
  });

  it('shows the category, its price text and a View Details chip when a tile is hovered', async () => {
    const page = await session.newPage();
    await page.goto('/');
    const categories = categoriesSection(page);
    // The owner's first category, its lowest price.
    const [first] = (await (await fetch(`${session.baseURL}/api/categories`)).json()) as CategoryWithCount[];
    if (!first) throw new Error('no categories');
    const from = Math.min(...(await fetchFoods(session.baseURL)).filter((food) => food.categoryId === first.id).map((food) => food.price));
    const tile = categories.getByRole('button', { name: first.name, exact: true });
    await waitForHydration(tile);
    const chipId = await tile.getAttribute('aria-describedby');
    expect(chipId, 'the tile is described by its chip').toBeTruthy();
    const chip = page.locator(`[id="${chipId}"]`);
    const opacity = () => chip.evaluate((element) => Number(getComputedStyle(element).opacity));
    expect(await opacity()).toBe(0);
    await tile.hover();
    await expect.poll(opacity, { timeout: 5_000 }).toBe(1);
    const text = (await chip.textContent()) ?? '';
    expect(text).toContain(first.name);
    expect(text).toContain(`From $${from.toFixed(2)}`);
    expect(text).toContain('View Details');
  });

  it('filters by diet and allergies at once, says so, and remembers it after a reload', async () => {
    const foods = await fetchFoods(session.baseURL);
    const expected = namesOf(foods.filter((food) => food.dietary.includes('vegetarian') && !food.allergens.includes('milk')));
    expect(expected.length).toBeGreaterThan(0);
    const page = await session.newPage();
    await page.goto('/menu');
    const menu = menuSection(page);
    const toggle = menu.getByRole('button', { name: /^Diet & allergies/ });
    await clickWhenHydrated(toggle);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await menu.getByRole('group', { name: 'Only dishes that are' }).getByRole('checkbox', { name: 'Vegetarian' }).check();
    await menu.getByRole('group', { name: 'Without' }).getByRole('checkbox', { name: 'Milk' }).check();
    await expectCards(menu, expected);
    await menu.getByRole('status').getByText('Showing dishes only Vegetarian · without Milk.').waitFor();
    await expectNoAxeViolations(page);

    await page.reload();
    await expectCards(menu, expected);
    await menu.getByRole('button', { name: 'Diet & allergies (2)' }).waitFor();
    await clickWhenHydrated(menu.getByRole('button', { name: 'Clear' }));
    await expectCards(menu, namesOf(foods));
    await menu.getByRole('button', { name: 'Diet & allergies', exact: true }).waitFor();
  });

  it('searches names, descriptions, categories and options as the visitor types, forgiving a typo, and shares the search as ?q=', async () => {
    const page = await session.newPage();
    await page.goto('/menu');
    const menu = menuSection(page);
    const box = page.getByRole('searchbox', { name: 'Search the menu' });
    await waitForHydration(box);
    // A slip of a letter: 'tandori' finds Tandoori Chicken.
    await box.fill('tandori');
    await expectCards(menu, ['Tandoori Chicken']);
    await page.waitForURL((url) => url.searchParams.get('q') === 'tandori');
    // An option's name finds the dishes offering it.
    await box.fill('jalapenos');
    await expectCards(menu, ['BBQ Chicken Pizza', 'Margherita Pizza', 'Pepperoni Pizza', 'Veggie Supreme Pizza']);
    await box.fill('');
    await expect.poll(async () => (await visibleCardNames(menu)).length, POLL).toBe((await fetchFoods(session.baseURL)).length);

    // The shared address opens the menu searched.
    await page.goto('/menu?q=butter');
    // Names and descriptions: butter chicken, buttermilk-fried chicken, paneer butter masala.
    await expectCards(menu, ['Butter Chicken', 'Crispy Chicken Burger', 'Paneer Thali']);
    expect(await page.getByRole('searchbox', { name: 'Search the menu' }).inputValue()).toBe('butter');
  });

  it("says 'No items found.' when a filter matches no dish", async () => {
    const foods = (await fetchFoods(session.baseURL)).filter((food) => food.category.toLowerCase() !== 'sushi');
    const page = await session.newPage();
    // The page comes with the whole menu; the page asks the API again at the visitor's first use,
    // and the menu without sushi arrives once sushi is chosen.
    let chosen = () => {};
    const sushiChosen = new Promise<void>((resolve) => (chosen = resolve));
    await page.route('**/api/foods', async (route) => {
      await sushiChosen;
      await route.fulfill({ json: foods });
    });
    await page.goto('/');
    const menu = menuSection(page);
    await clickWhenHydrated(filterButton(page, 'sushi'));
    chosen();
    await menu.getByText('No items found.', { exact: true }).waitFor();
    expect(await menu.getByRole('article').count()).toBe(0);
  });

  it("shows 'Out of Stock', disabled, for a dish that is unavailable", async () => {
    const foods = await fetchFoods(session.baseURL);
    const unavailable = foods.find((food) => !food.isAvailable);
    const available = foods.find(addableFromCard);
    if (!unavailable || !available) throw new Error('the seed needs available and unavailable dishes');
    const page = await session.newPage();
    await page.goto('/');
    const soldOut = dishCard(page, unavailable.name).getByRole('button', { name: 'Out of Stock' });
    await soldOut.waitFor();
    await waitForHydration(soldOut);
    expect(await soldOut.isDisabled()).toBe(true);
    const orderable = dishCard(page, available.name).getByRole('button', { name: 'Add to Cart' });
    expect(await orderable.isEnabled()).toBe(true);
    expect(
      await dishCard(page, available.name)
        .getByText(`$${available.price.toFixed(2)}`)
        .count(),
    ).toBe(1);
  });

  // The phone width is checked in mobile.test.ts, with the mobile menu open.
  it('has no accessibility violations at desktop width', async () => {
    const foods = await fetchFoods(session.baseURL);
    const page = await session.newPage({ viewport: DESKTOP });
    await page.goto('/');
    await expectCards(menuSection(page), namesOf(foods));
    await scrollThrough(page);
    await expectNoAxeViolations(page);
  });
});

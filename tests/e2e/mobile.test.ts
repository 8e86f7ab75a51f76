import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { canLoopCarousel, groupByCategory } from '../../domain/menu-groups.ts';
import { CAROUSEL_AUTOPLAY_MS } from '../../domain/constants.ts';
import { PHONE, POLL, expectNoAxeViolations, scrollThrough, useBrowser } from './support/browser.ts';
import {
  clickWhenHydrated,
  expectCards,
  fetchFoods,
  menuSection,
  namesOf,
  visibleCardNames,
  waitForMenuIsland,
  waitForServedMenuLive,
} from './support/menu.ts';

const session = useBrowser();

/** The phone layout's section for one category: a <section> headed by the category label. */
function categorySection(page: Page, label: string): Locator {
  return menuSection(page)
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: label, exact: true }) });
}

/** The name of the dish on the carousel's active (centred) slide. */
function activeDish(section: Locator): Promise<string> {
  return section
    .locator('.swiper-slide-active')
    .first()
    .getByRole('article')
    .evaluate((article) => {
      const id = article.getAttribute('aria-labelledby');
      return (id ? document.getElementById(id)?.textContent : article.getAttribute('aria-label'))?.trim() ?? '';
    });
}

/** Scrolls the category's carousel into view and waits until Swiper has set it up. */
async function readyCarousel(section: Locator): Promise<Locator> {
  const swiper = section.locator('.swiper').first();
  await swiper.scrollIntoViewIfNeeded();
  await section.locator('.swiper.swiper-initialized').first().waitFor({ timeout: 10_000 });
  return swiper;
}

/** The home page on a phone, once the visitor has used it and the menu island drew its carousels. */
async function openPhoneMenu(): Promise<Page> {
  const page = await session.newPage({ viewport: PHONE });
  await page.goto('/');
  await waitForMenuIsland(page);
  return page;
}

describe('menu on a phone (375 × 740)', () => {
  it('hides the grid and shows one carousel of dish cards per category', async () => {
    const foods = await fetchFoods(session.baseURL);
    const page = await openPhoneMenu();
    const menu = menuSection(page);
    await expectCards(menu, namesOf(foods));
    // Every card a phone visitor sees sits on a carousel slide: the grid is hidden.
    const outsideSlides = await menu
      .getByRole('article')
      .evaluateAll((articles) => articles.filter((article) => !article.closest('.swiper-slide')).length);
    expect(outsideSlides).toBe(0);

    for (const group of groupByCategory(foods)) {
      const section = categorySection(page, group.label);
      await section.waitFor();
      expect(await visibleCardNames(section), `cards under '${group.label}'`).toEqual(namesOf(group.foods));
      expect(await section.locator('.swiper-slide').count()).toBe(group.foods.length);
      expect(
        await section
          .locator('.swiper-slide')
          .filter({ has: page.getByRole('article') })
          .count(),
      ).toBe(group.foods.length);
    }
  });

  it('autoplays every carousel, looping only those with enough slides', async () => {
    const foods = await fetchFoods(session.baseURL);
    const page = await openPhoneMenu();
    await expectCards(menuSection(page), namesOf(foods));
    const groups = groupByCategory(foods);
    const first = groups[0];
    if (!first) throw new Error('no categories');
    for (const group of groups) {
      const carousel = await readyCarousel(categorySection(page, group.label));
      const looping = await carousel.evaluate(
        (element) => (element as HTMLElement & { swiper?: { params: { loop: boolean } } }).swiper?.params.loop,
      );
      expect(looping, `'${group.label}' (${group.foods.length} dishes) loops?`).toBe(canLoopCarousel(group.foods.length));
    }

    // Autoplay: the centred dish changes by itself after 7 s (checked on the first carousel).
    const section = categorySection(page, first.label);
    await readyCarousel(section);
    const before = await activeDish(section);
    await expect.poll(() => activeDish(section), { timeout: CAROUSEL_AUTOPLAY_MS + 5_000, interval: 500 }).not.toBe(before);
  });

  it('wraps around when swiped back past the first dish only if the carousel loops', async () => {
    const foods = await fetchFoods(session.baseURL);
    const page = await openPhoneMenu();
    await expectCards(menuSection(page), namesOf(foods));
    const groups = groupByCategory(foods);
    const looping = groups.find((group) => canLoopCarousel(group.foods.length));
    const fixed = groups.find((group) => !canLoopCarousel(group.foods.length));
    if (!looping || !fixed) throw new Error('the seed needs both a long and a short category');

    for (const group of [looping, fixed]) {
      const section = categorySection(page, group.label);
      const swiper = await readyCarousel(section);
      const box = await swiper.boundingBox();
      if (!box) throw new Error('carousel not visible');
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + box.width * 0.3, y); // a hovered carousel pauses its autoplay
      const names = group.foods.map((food) => food.name);
      const before = names.indexOf(await activeDish(section));
      expect(before, `'${group.label}' centres one of its dishes`).toBeGreaterThanOrEqual(0);
      if (group === fixed) expect(before, `'${group.label}' starts on its first dish`).toBe(0);
      // Drag to the right: "show me the previous dish".
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.6, y, { steps: 8 });
      await page.mouse.move(box.x + box.width * 0.9, y, { steps: 8 });
      await page.mouse.up();
      const expected = group === looping ? names[(before - 1 + names.length) % names.length] : names[Math.max(0, before - 1)];
      await expect.poll(() => activeDish(section), POLL).toBe(expected);
      if (group === fixed) {
        await page.waitForTimeout(500); // a bounce back, not a late slide
        expect(await activeDish(section), `'${group.label}' does not wrap`).toBe(names[0]);
      }
    }
  });

  it('on /menu, starts the carousels in view once the visitor touches the page, not while it loads', async () => {
    const page = await session.newPage({ viewport: PHONE });
    await page.goto('/menu');
    await waitForServedMenuLive(page);
    // Loaded and left alone: the served menu's rows scroll sideways, and Swiper is not fetched.
    await page.waitForTimeout(1_500);
    expect(await page.locator('.swiper').count()).toBe(0);
    const firstRow = menuSection(page).locator('[data-menu-static] section > ul').first();
    expect(await firstRow.evaluate((row) => getComputedStyle(row).overflowX)).toBe('auto');
    await page.mouse.wheel(0, 40);
    await page.locator('.swiper.swiper-initialized').first().waitFor({ timeout: 10_000 });
  });

  it("opens and closes the mobile menu with 'Open menu' / 'Close menu', and passes axe", async () => {
    const foods = await fetchFoods(session.baseURL);
    const page = await openPhoneMenu();
    await expectCards(menuSection(page), namesOf(foods));
    await scrollThrough(page); // every carousel set up, every tile animated in, before axe looks
    const open = page.getByRole('button', { name: 'Open menu' });
    await clickWhenHydrated(open);
    const close = page.getByRole('button', { name: 'Close menu' });
    await close.waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Shop', 'About', 'Contact']) {
      await nav.getByRole('link', { name, exact: true }).waitFor();
    }
    // The home page at phone width, menu open: a closed menu is `hidden`, so this covers both.
    await expectNoAxeViolations(page);
    await close.click();
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    await expect.poll(() => nav.getByRole('link', { name: 'About', exact: true }).count(), POLL).toBe(0);
    // Escape closes it too and leaves the keyboard on the button, not on a hidden link.
    await open.click();
    await nav.getByRole('link', { name: 'About', exact: true }).focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => open.evaluate((button) => button === document.activeElement), POLL).toBe(true);
    await expect.poll(() => nav.getByRole('link', { name: 'About', exact: true }).count(), POLL).toBe(0);
  });
});

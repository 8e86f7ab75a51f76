import { describe, expect, it } from 'vitest';
import { seedTranslations } from '../../db/seed/translations.ts';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { addableFromCard, dishCard, fetchFoods, menuSection, waitForHydration, waitForMenuIsland } from './support/menu.ts';

const session = useBrowser();

describe('the menu and a dish page in the shop’s other languages', () => {
  it('shows the Italian menu in Italian, before and after its island takes over, its links staying under /it/', async () => {
    // The demo's dishes are named in Italian there.
    const foods = await fetchFoods(session.baseURL, 'it');
    const addable = foods.find(addableFromCard)!;
    const page = await session.newPage();
    await page.goto('/it/menu');
    expect(await page.locator('html').getAttribute('lang')).toBe('it');
    const menu = menuSection(page);

    // As the server wrote it.
    await menu.getByRole('group', { name: 'Filtra i piatti per categoria' }).getByRole('button', { name: 'Tutti' }).waitFor();
    const served = dishCard(page, addable.name);
    await served.getByRole('button', { name: 'Aggiungi al carrello' }).waitFor();
    expect(await served.getByRole('link', { name: `Vedi dettagli: ${addable.name}` }).getAttribute('href')).toBe(`/it/dish/${addable._id}`);

    // As the island draws it, with the same words; the search and the diet filter too.
    await waitForMenuIsland(page);
    const card = dishCard(page, addable.name);
    await card.getByRole('button', { name: 'Aggiungi al carrello' }).waitFor();
    await page.getByLabel('Cerca nel menù').waitFor();
    const dietToggle = page.getByRole('button', { name: 'Diete e allergie' });
    await waitForHydration(dietToggle);
    await dietToggle.click();
    await page.getByRole('group', { name: 'Senza' }).getByRole('checkbox', { name: 'Latte' }).check();
    await page.getByText('Sono mostrati i piatti senza Latte.').waitFor();
    await page.getByRole('button', { name: 'Azzera' }).click();

    const details = card.getByRole('link', { name: 'Vedi dettagli' });
    expect(await details.getAttribute('href')).toBe(`/it/dish/${addable._id}`);
    await details.click();
    await page.waitForURL((url) => url.pathname === `/it/dish/${addable._id}`);
    expect(await page.locator('html').getAttribute('lang')).toBe('it');
  });

  it('shows an Italian dish page with its options’ rules, prices and problems in Italian', async () => {
    const page = await session.newPage();
    await page.goto('/it/dish/pepperoni-pizza');
    const main = page.getByRole('main');
    // The demo's option groups and options, as its owner wrote them in Italian.
    const italian = (id: string) => seedTranslations.optionGroups[id]?.it?.name ?? seedTranslations.options[id]?.it?.name ?? id;
    const size = main.getByRole('group', { name: `${italian('pizza-size')} — scegline 1` });
    await size.waitFor();
    await size.getByText('Obbligatorio').waitFor();
    const extras = main.getByRole('group', { name: `${italian('pizza-extras')} — fino a 3` });
    await extras.getByText('Esaurito').waitFor();

    const add = main.getByRole('button', { name: /^Aggiungi al carrello · / });
    await waitForHydration(add);
    await add.click();
    await size.getByText(`Scegli un’opzione in ${italian('pizza-size')}.`).waitFor();
    await size.getByRole('radio', { name: italian('pizza-size-large') }).check();
    await add.click();
    await main.getByText('1 nel carrello').waitFor();
    expect(await main.getByRole('link', { name: 'Vedi il carrello' }).getAttribute('href')).toBe('/it/cart');
  });

  it('lays /ar/menu out right to left, in Arabic, with nothing for axe to find', async () => {
    const page = await session.newPage();
    await page.goto('/ar/menu');
    const html = page.locator('html');
    expect(await html.getAttribute('dir')).toBe('rtl');
    expect(await html.getAttribute('lang')).toBe('ar');
    await menuSection(page).getByRole('button', { name: 'الكل' }).first().waitFor();
    await menuSection(page).getByRole('button', { name: 'أضف إلى السلة' }).first().waitFor();
    await expectNoAxeViolations(page);
    await waitForMenuIsland(page);
    await page.getByLabel('ابحث في القائمة').waitFor();
    await expectNoAxeViolations(page);
  });
});

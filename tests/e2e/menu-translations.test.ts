import { createClient } from '@libsql/client';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { foodRow, logInAsAdminThroughPage } from './support/admin.ts';
import { toastWith } from './support/auth.ts';
import { POLL, useBrowser } from './support/browser.ts';
import { waitForHydration } from './support/menu.ts';
import { startServer } from './support/server.ts';

const session = useBrowser();

describe('menu content in several languages', () => {
  it('the owner translates a dish and its options into Italian in the admin, and the Italian menu, dish page and cart show them', async () => {
    // A copy of the running server's database on a server of its own: the translation and the
    // shop's languages changed here are seen by no other test.
    const dir = mkdtempSync(join(tmpdir(), 'doorstep-e2e-translations-'));
    const file = join(dir, 'translations.db');
    const live = createClient({ url: inject('databaseURL') });
    try {
      await live.execute({ sql: 'VACUUM INTO ?', args: [file] });
    } finally {
      live.close();
    }
    const server = await startServer(`file:${file}`);
    try {
      const context = await session.freshContext({ baseURL: server.baseURL });
      const admin = await context.newPage();
      await logInAsAdminThroughPage(admin, '/admin/foods');
      const row = foodRow(admin, 'Margherita Pizza');
      await row.getByRole('button', { name: 'Edit Margherita Pizza' }).click();
      const dialog = admin.getByRole('dialog');
      const translations = dialog.getByRole('group', { name: 'Translations' });
      const italianName = translations.getByLabel('Name in Italiano');
      await italianName.waitFor();
      // The default's text is beside it, as the placeholder.
      expect(await italianName.getAttribute('placeholder')).toBe('Margherita Pizza');
      await italianName.fill('Pizza Margherita della casa');
      await translations.getByLabel('Description in Italiano').fill('Pomodoro, fior di latte e basilico fresco.');
      // The option group's and its options' names, folded away under the group.
      const extrasEditor = dialog.getByRole('region', { name: 'Extras' });
      await extrasEditor.getByText('Names in other languages').click();
      const italian = extrasEditor.getByRole('group', { name: 'Italiano' });
      const groupName = italian.getByLabel('Name of the group in Italiano');
      expect(await groupName.getAttribute('placeholder')).toBe('Extras');
      await groupName.fill('Aggiunte');
      await italian.getByLabel('Option 2 in Italiano').fill('Olive nere');
      // The demo names every option in Italian: this one's is taken away, so it falls back.
      await italian.getByLabel('Option 4 in Italiano').fill('');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await toastWith(admin, 'Food updated successfully').waitFor();
      await expect.poll(() => dialog.count(), POLL).toBe(0);

      const shop = await context.newPage();
      await shop.goto('/it/menu');
      await shop.getByRole('heading', { name: 'Pizza Margherita della casa' }).first().waitFor();
      await shop.getByText('Pomodoro, fior di latte e basilico fresco.').first().waitFor();

      // The dish page, the cart and the checkout say the options' Italian names.
      await shop.goto('/it/dish/margherita-pizza');
      const main = shop.getByRole('main');
      const extras = main.getByRole('group', { name: /^Aggiunte — fino a 3$/ });
      await extras.getByRole('checkbox', { name: /Olive nere/ }).waitFor();
      // An option left untranslated keeps the default's name.
      await extras.getByRole('checkbox', { name: /Mushrooms/ }).waitFor();
      const add = main.getByRole('button', { name: /^Aggiungi al carrello · / });
      await waitForHydration(add);
      await extras.getByRole('checkbox', { name: /Olive nere/ }).check();
      await add.click();
      await main.getByText('1 nel carrello').waitFor();
      await shop.goto('/it/cart');
      await main
        .getByRole('article')
        .filter({ hasText: /Olive nere \(\+/ })
        .waitFor();
      await shop.goto('/it/checkout');
      await main
        .getByText(/Olive nere \(\+/)
        .first()
        .waitFor();
      // The English menu keeps the owner's English words (chosen by its address: the visitor's
      // last language, Italian, would otherwise lead the plain address there).
      await shop.goto('/en/menu');
      await shop.getByRole('heading', { name: 'Margherita Pizza' }).first().waitFor();
      expect(await shop.getByText('Pizza Margherita della casa').count()).toBe(0);
      await shop.goto('/en/dish/margherita-pizza');
      await main
        .getByRole('group', { name: /^Extras — up to 3$/ })
        .getByRole('checkbox', { name: /Olives/ })
        .waitFor();
    } finally {
      await session.closeContexts();
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

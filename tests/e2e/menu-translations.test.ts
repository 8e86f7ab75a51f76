import { createClient } from '@libsql/client';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { foodRow, logInAsAdminThroughPage } from './support/admin.ts';
import { toastWith } from './support/auth.ts';
import { POLL, useBrowser } from './support/browser.ts';
import { startServer } from './support/server.ts';

const session = useBrowser();

describe('menu content in several languages', () => {
  it('the owner translates a dish into Italian in the admin, and the Italian menu shows it on the next load', async () => {
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
      await dialog.getByRole('button', { name: 'Save' }).click();
      await toastWith(admin, 'Food updated successfully').waitFor();
      await expect.poll(() => dialog.count(), POLL).toBe(0);

      const shop = await context.newPage();
      await shop.goto('/it/menu');
      await shop.getByRole('heading', { name: 'Pizza Margherita della casa' }).first().waitFor();
      await shop.getByText('Pomodoro, fior di latte e basilico fresco.').first().waitFor();
      // The English menu keeps the owner's English words (chosen by its address: the visitor's
      // last language, Italian, would otherwise lead the plain address there).
      await shop.goto('/en/menu');
      await shop.getByRole('heading', { name: 'Margherita Pizza' }).first().waitFor();
      expect(await shop.getByText('Pizza Margherita della casa').count()).toBe(0);
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

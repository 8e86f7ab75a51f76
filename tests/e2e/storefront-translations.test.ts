import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { logInAsAdminThroughPage } from './support/admin.ts';
import { toastWith } from './support/auth.ts';
import { useBrowser } from './support/browser.ts';
import { waitForHydration } from './support/menu.ts';
import { startServer } from './support/server.ts';

const session = useBrowser();

describe('the storefront’s texts in other languages', () => {
  it('the owner writes the Italian hero in the admin and /it/ shows it; /es/ keeps the demo’s words in Spanish', async () => {
    // A shop of its own: the shared one keeps the demo's look for the other journeys.
    const dir = mkdtempSync(join(tmpdir(), 'doorstep-brand-languages-'));
    const server = await startServer(`file:${join(dir, 'brand.db')}`);
    try {
      // A visitor of their own: following /es/ remembers Spanish, which the admin would then speak.
      const shop = await (await session.freshContext({ baseURL: server.baseURL })).newPage();
      await shop.goto('/es/');
      await shop.getByRole('heading', { level: 1, name: 'Fresco y halal, entregado rápido' }).waitFor();

      const owner = await (await session.freshContext({ baseURL: server.baseURL })).newPage();
      await logInAsAdminThroughPage(owner, '/admin/storefront');
      const form = owner.getByRole('main').getByRole('form', { name: 'Storefront' });
      const italian = form.locator('summary').filter({ hasText: /^Italiano$/ });
      await waitForHydration(italian);
      await italian.click();
      const title = form.getByLabel('Title in Italiano', { exact: true });
      // The default's text is beside it, as the placeholder.
      expect(await title.getAttribute('placeholder')).toBe('Fresh & Halal Delivered Fast');
      await title.fill('Cotta nel forno a legna');
      await form.getByLabel('Label of the main button in Italiano').fill('Le pizze');
      await form.getByRole('button', { name: 'Save storefront' }).click();
      await toastWith(owner, 'Storefront saved').waitFor();

      await shop.goto('/it/');
      await shop.getByRole('heading', { level: 1, name: 'Cotta nel forno a legna' }).waitFor();
      const hero = shop.getByRole('region', { name: 'Cotta nel forno a legna' });
      await hero.getByRole('link', { name: 'Le pizze' }).waitFor();
      // The second button and the line under them are still the demo's: in Italian.
      await hero.getByRole('link', { name: 'Scopri di più' }).waitFor();
      await hero.getByText('1000+ clienti soddisfatti').waitFor();

      // Spanish has no translation of its own: the demo's words, in Spanish, throughout.
      await shop.goto('/es/');
      await shop.getByRole('heading', { level: 1, name: 'Fresco y halal, entregado rápido' }).waitFor();
      await shop.getByRole('link', { name: 'Pedir ahora' }).first().waitFor();
      expect(await shop.getByText('Cotta nel forno a legna').count()).toBe(0);
      expect(await shop.getByText('Fresh & Halal').count()).toBe(0);
    } finally {
      await session.closeContexts();
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
    // A server of its own to start, and two visitors' pages to load.
  }, 120_000);
});

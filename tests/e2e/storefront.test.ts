import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRAND_MESSAGES } from '../../domain/brand-input.ts';
import { twoToneBytes } from '../factories/pictures.ts';
import { logInAsAdminThroughPage } from './support/admin.ts';
import { toastWith } from './support/auth.ts';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { waitForHydration } from './support/menu.ts';
import { startServer } from './support/server.ts';

const session = useBrowser();

describe('the shop’s own storefront', () => {
  it('is set by the owner on the Storefront screen, previewed, and what every visitor sees next', async () => {
    // A shop of its own: the shared one keeps the demo's look for the other journeys.
    const dir = mkdtempSync(join(tmpdir(), 'doorstep-brand-'));
    const server = await startServer(`file:${join(dir, 'brand.db')}`);
    try {
      const context = await session.freshContext({ baseURL: server.baseURL });
      const owner = await context.newPage();
      await logInAsAdminThroughPage(owner, '/admin/storefront');
      const main = owner.getByRole('main');
      const form = main.getByRole('form', { name: 'Storefront' });
      const name = form.getByLabel('Shop name');
      await waitForHydration(name);
      expect(await name.inputValue()).toBe('Doorstep');
      const preview = main.getByRole('figure', { name: 'Preview of the home page' });

      // The name and hero show in the preview as they are typed.
      await name.fill('Luigi’s Pizzeria');
      await form.getByLabel('Title', { exact: true }).fill('Wood-fired since 1982');
      await form.getByLabel('Line above the title (optional)').fill('Napoli in Springfield');
      await form.getByLabel('Text under the title (optional)').fill('Dough rested for 48 hours, San Marzano tomatoes, fior di latte.');
      await preview.getByText('Luigi’s Pizzeria').waitFor();
      await preview.getByText('Wood-fired since 1982').waitFor();

      // A pale yellow fails white text: the reason, and a darker colour that passes, offered.
      const colour = form.getByLabel('Primary colour (buttons and links)');
      await colour.fill('#facc15');
      await form.getByText(/^White text on #facc15 has a contrast of 1\.\d:1/).waitFor();
      await expectNoAxeViolations(owner);
      await form.getByRole('button', { name: /^Use #[0-9a-f]{6}$/ }).click();
      await form.getByText('White text on this colour reads well (WCAG AA).').waitFor();
      const chosen = await colour.inputValue();
      expect(chosen).toMatch(/^#[0-9a-f]{6}$/);

      // The logo: an SVG is refused in the browser; a PNG is uploaded and resized.
      const logo = form.getByLabel('Upload a PNG, WebP or JPEG').first();
      await logo.setInputFiles({
        name: 'logo.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      });
      await form.getByText('The file is not a JPEG, PNG or WebP picture.').waitFor();
      await logo.setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: Buffer.from(twoToneBytes('png', 600, 200, [20, 60, 160, 255], [250, 250, 250, 0])),
      });
      await form.getByText('Picture uploaded: save to publish it.').first().waitFor();

      await form.getByLabel('Main button leads to').selectOption('category:pizza');
      await form.getByLabel('Main button’s label').fill('See the pizzas');
      await form.getByLabel('Second button leads to').selectOption('about');
      await form.getByLabel('Second button’s label').fill('Our story');
      await form.getByLabel('Categories', { exact: true }).uncheck();
      await form.getByLabel('The line’s text').fill('Loved by Springfield for forty years');

      // The demo's app section needs a store link once the shop is the owner's.
      await form.getByRole('button', { name: 'Save storefront' }).click();
      const appPromo = form.getByLabel('Your app (needs a store link)');
      await form.getByText(BRAND_MESSAGES.appPromoWithoutLinks).waitFor();
      await expect.poll(() => appPromo.evaluate((element) => element === document.activeElement)).toBe(true);
      await appPromo.uncheck();
      await form.getByRole('button', { name: 'Save storefront' }).click();
      await toastWith(owner, BRAND_MESSAGES.saved).waitFor();
      await expectNoAxeViolations(owner);

      // A visitor's next page load shows the owner's shop.
      const visitor = await context.newPage();
      await visitor.goto('/');
      expect(await visitor.title()).toBe('Luigi’s Pizzeria — Wood-fired since 1982');
      const header = visitor.getByRole('banner');
      await header.getByRole('link', { name: 'Luigi’s Pizzeria' }).waitFor();
      expect(await header.locator('a[href="/"] img').getAttribute('src')).toMatch(/^\/media\/[a-z0-9]+-96\.jpg$/);
      expect(await visitor.locator('link[rel="icon"]').getAttribute('href')).toMatch(/^\/media\/[a-z0-9]+-96\.jpg$/);
      await visitor.getByRole('heading', { level: 1, name: 'Wood-fired since 1982' }).waitFor();
      await visitor.getByText('Napoli in Springfield').waitFor();
      expect(await visitor.getByRole('link', { name: 'See the pizzas' }).getAttribute('href')).toBe('/menu#menu-category-pizza');
      expect(await visitor.getByRole('link', { name: 'Our story' }).getAttribute('href')).toBe('/about');
      await visitor.getByText('Loved by Springfield for forty years').waitFor();
      expect(await visitor.getByText('Across the Globe').count()).toBe(0);
      expect(await visitor.locator('#categories').count()).toBe(0);
      expect(await visitor.locator('#app-heading').count()).toBe(0);
      expect(await visitor.locator('#menu').count()).toBe(1);
      // The buttons are painted in the owner's colour.
      const buttonColour = await visitor
        .getByRole('link', { name: 'See the pizzas' })
        .evaluate((element) => getComputedStyle(element).backgroundColor);
      const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(chosen.slice(start, start + 2), 16));
      expect(buttonColour).toBe(`rgb(${r}, ${g}, ${b})`);
      expect(await visitor.locator('meta[name="theme-color"]').getAttribute('content')).toBe(chosen);
      await expectNoAxeViolations(visitor);

      await visitor.goto('/menu');
      expect(await visitor.title()).toBe('Menu — Luigi’s Pizzeria');
      await visitor.getByRole('contentinfo').getByText('Luigi’s Pizzeria').first().waitFor();
      // Closed while its server still runs: a page left open would go on asking a stopped server.
      await context.close();
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000); // a server of its own, two uploads and every section of the screen
});

import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';

const session = useBrowser();

describe("the shop's own pages in each language", () => {
  it('/it/privacy is the Italian policy, with its date written the Italian way', async () => {
    const page = await session.newPage();
    await page.goto('/it/privacy');
    expect(await page.title()).toBe('Informativa sulla privacy — Doorstep');
    await page.getByRole('heading', { level: 1, name: 'Informativa sulla privacy' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'I tuoi diritti' }).waitFor();
    const main = page.getByRole('main');
    expect(await main.getByText('Ultimo aggiornamento').textContent()).toBe('Ultimo aggiornamento: 22 novembre 2026');
    expect(await main.getByRole('link', { name: 'support@doorstep.example' }).first().getAttribute('href')).toBe(
      'mailto:support@doorstep.example',
    );
  });

  it('/de/about tells the story in German and keeps the visitor in German', async () => {
    const page = await session.newPage();
    await page.goto('/de/about');
    await page.getByRole('heading', { level: 1, name: 'Gutes Essen, direkt vor Ihre Haustür' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Wofür wir stehen' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Zur Speisekarte' }).click();
    await page.waitForURL(/\/de\/menu\/?$/);
  });

  it('/ar/contact reads right to left in Arabic around the form, and has no accessibility violations', async () => {
    const page = await session.newPage();
    await page.goto('/ar/contact');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByRole('heading', { level: 1, name: 'تواصل معنا' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'أرسل إلينا رسالة' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'زرنا أو اتصل بنا' }).waitFor();
    await expectNoAxeViolations(page);
  });
});
